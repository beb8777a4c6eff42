// Reading a certificate file (docs/certificates.md): the text header, then one zstd frame
// holding the proof tree and a trailer that seals header and tree with a SHA-256 digest.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include <openssl/evp.h>
#include <zstd.h>

#include "header.h"

namespace gg_check {

class CertificateReader {
 public:
  // Opens `path` and reads its header. Throws Refused when it is not a certificate.
  explicit CertificateReader(const std::string& path);
  ~CertificateReader();
  CertificateReader(const CertificateReader&) = delete;
  CertificateReader& operator=(const CertificateReader&) = delete;

  const Header& header() const { return header_; }

  // The tree, one item at a time.
  std::uint8_t byte();
  std::uint64_t number();  // unsigned LEB128
  std::string text();      // a number (its length), then that many bytes

  // After the root node: reads the trailer, confirms the digest and that nothing follows.
  // Returns the number of tree nodes the writer counted.
  std::uint64_t finish();

  std::uint64_t file_size() const { return file_size_; }
  std::string digest_hex() const { return digest_hex_; }

 private:
  void refill();
  void digest_consumed();

  std::FILE* file_ = nullptr;
  std::uint64_t file_size_ = 0;
  Header header_;
  ZSTD_DCtx* zstd_ = nullptr;
  std::vector<char> in_;
  ZSTD_inBuffer in_buffer_{nullptr, 0, 0};
  std::vector<std::uint8_t> out_;
  std::size_t out_size_ = 0, out_pos_ = 0, digested_ = 0;
  bool frame_done_ = false;
  bool sealed_ = false;  // the digest is final: trailer bytes are not part of it
  EVP_MD_CTX* sha_ = nullptr;
  std::string digest_hex_;
};

}  // namespace gg_check
