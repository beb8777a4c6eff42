#include "play/sha256.h"

#include <openssl/evp.h>

#include <new>

#include "core/hex.h"

namespace gg::play {

Sha256::Sha256() : context_(EVP_MD_CTX_new(), EVP_MD_CTX_free) {
  if (!context_ || EVP_DigestInit_ex(context_.get(), EVP_sha256(), nullptr) != 1)
    throw std::bad_alloc();
}

void Sha256::update(const void* data, std::size_t bytes) {
  EVP_DigestUpdate(context_.get(), data, bytes);
}

Sha256::Digest Sha256::finish() {
  Digest digest{};
  unsigned int length = 0;
  EVP_DigestFinal_ex(context_.get(), digest.data(), &length);
  return digest;
}

std::string hex_of(const Sha256::Digest& digest) {
  std::string out;
  for (const unsigned char byte : digest) append_hex(out, byte);
  return out;
}

std::string sha256_hex(std::string_view text) {
  Sha256 sha;
  sha.update(text);
  return hex_of(sha.finish());
}

}  // namespace gg::play
