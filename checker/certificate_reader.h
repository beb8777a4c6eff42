// Reading a certificate file (docs/certificates.md): the text header, then one zstd frame
// holding the proof tree and a fixed-size trailer ('Z', the node count as 8 bytes little
// endian, the SHA-256 digest of the header and the tree).
//
// Opening reads the whole frame once to check the seal, so a damaged, truncated or altered
// file is refused as such before any line of play is looked at; the tree is then read again,
// one item at a time.
#pragma once

#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <zstd.h>

#include "header.h"

namespace gg_check {

class CertificateReader {
 public:
  // Opens `path`, reads its header and checks the seal. Throws Refused.
  explicit CertificateReader(const std::string& path);
  const std::string& path() const { return path_; }
  CertificateReader(const CertificateReader&) = delete;
  CertificateReader& operator=(const CertificateReader&) = delete;

  const Header& header() const { return header_; }

  // The tree, one item at a time.
  std::uint8_t byte();
  std::uint64_t number();  // unsigned LEB128
  std::string text();      // a number (its length), then that many bytes

  // After the root node: confirms that the trailer follows at once. Returns the node count
  // the trailer states.
  std::uint64_t finish();

  // Called with the share of the tree read so far whenever more of it is decompressed.
  void on_progress(std::function<void(double)> report) { report_ = std::move(report); }

  std::uint64_t file_size() const { return file_size_; }
  const std::string& digest_hex() const { return digest_hex_; }

 private:
  static constexpr std::size_t kTrailer = 1 + 8 + 32;

  void check_seal();
  void start_frame();
  // Decompresses more of the frame into out_; false at the frame's end.
  bool more();

  // Owned through deleters, so that a constructor refusing the file leaks nothing.
  std::string path_;
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file_{nullptr, std::fclose};
  std::uint64_t file_size_ = 0;
  long body_offset_ = 0;
  std::string header_text_;
  Header header_;
  std::unique_ptr<ZSTD_DCtx, std::size_t (*)(ZSTD_DCtx*)> zstd_{nullptr, ZSTD_freeDCtx};
  std::vector<char> in_;
  ZSTD_inBuffer in_buffer_{nullptr, 0, 0};
  bool frame_done_ = false;
  std::vector<std::uint8_t> out_;
  std::size_t out_size_ = 0, out_pos_ = 0;
  std::uint64_t tree_size_ = 0;  // bytes before the trailer
  std::uint64_t read_ = 0;       // tree bytes read so far
  std::uint64_t nodes_ = 0;
  std::string digest_hex_;
  std::function<void(double)> report_;
};

}  // namespace gg_check
