// SHA-256 through OpenSSL, for the digests the engine writes: a certificate's content digest,
// a claim's board_digest, a table file's seal.
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

struct evp_md_ctx_st;

namespace gg::play {

class Sha256 {
 public:
  using Digest = std::array<unsigned char, 32>;
  Sha256();  // throws std::bad_alloc when OpenSSL cannot set one up
  void update(const void* data, std::size_t bytes);
  void update(std::string_view text) { update(text.data(), text.size()); }
  // The digest of everything given; the object takes no more after it.
  Digest finish();

 private:
  std::unique_ptr<evp_md_ctx_st, void (*)(evp_md_ctx_st*)> context_;
};

std::string hex_of(const Sha256::Digest& digest);
std::string sha256_hex(std::string_view text);

}  // namespace gg::play
