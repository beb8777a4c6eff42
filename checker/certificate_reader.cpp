#include "certificate_reader.h"

#include "claim.h"

#include <openssl/evp.h>

#include <cstring>
#include <memory>

namespace gg_check {
namespace {

constexpr char kMagic[] = "gg-certificate 1";
constexpr std::size_t kMaxHeaderLine = 1 << 20;

}  // namespace

CertificateReader::CertificateReader(const std::string& path) : path_(path) {
  file_.reset(std::fopen(path.c_str(), "rb"));
  if (!file_.get()) throw Refused("cannot open " + path);
  std::fseek(file_.get(), 0, SEEK_END);
  file_size_ = static_cast<std::uint64_t>(std::ftell(file_.get()));
  std::fseek(file_.get(), 0, SEEK_SET);
  zstd_.reset(ZSTD_createDCtx());
  if (!zstd_) throw Refused("out of memory");

  // The header: text lines "key value" up to "end".
  std::string line;
  bool first = true;
  for (;;) {
    const int c = std::fgetc(file_.get());
    if (c == EOF) throw Refused("the header ends before its 'end' line (truncated file?)");
    if (line.size() > kMaxHeaderLine) throw Refused("a header line is too long");
    header_text_ += static_cast<char>(c);
    if (c != '\n') {
      line += static_cast<char>(c);
      continue;
    }
    if (first) {
      if (line != kMagic)
        throw Refused("not a graphgames certificate (no 'gg-certificate 1' line)");
      first = false;
    } else if (line == "end") {
      break;
    } else {
      const auto space = line.find(' ');
      header_.add(line.substr(0, space), space == std::string::npos ? "" : line.substr(space + 1));
    }
    line.clear();
  }
  body_offset_ = std::ftell(file_.get());
  in_.resize(ZSTD_DStreamInSize());
  out_.resize(ZSTD_DStreamOutSize());
  check_seal();
  start_frame();
}

void CertificateReader::start_frame() {
  std::fseek(file_.get(), body_offset_, SEEK_SET);
  ZSTD_DCtx_reset(zstd_.get(), ZSTD_reset_session_only);
  in_buffer_ = {in_.data(), 0, 0};
  frame_done_ = false;
  out_size_ = out_pos_ = 0;
}

bool CertificateReader::more() {
  if (report_ && tree_size_ > 0)
    report_(static_cast<double>(read_) / static_cast<double>(tree_size_));
  out_size_ = out_pos_ = 0;
  while (out_size_ == 0) {
    if (frame_done_) return false;
    if (in_buffer_.pos == in_buffer_.size) {
      const std::size_t got = std::fread(in_.data(), 1, in_.size(), file_.get());
      if (got == 0) throw Refused("the file ends early (truncated?)");
      in_buffer_ = {in_.data(), got, 0};
    }
    ZSTD_outBuffer out{out_.data(), out_.size(), 0};
    const std::size_t r = ZSTD_decompressStream(zstd_.get(), &out, &in_buffer_);
    if (ZSTD_isError(r))
      throw Refused(std::string("the compressed proof is damaged: ") + ZSTD_getErrorName(r));
    if (r == 0) frame_done_ = true;
    out_size_ = out.pos;
  }
  return true;
}

// The digest covers the header text and the tree: every byte of the frame but the trailer,
// which holds it. The last kTrailer bytes are held back until the frame ends.
void CertificateReader::check_seal() {
  std::unique_ptr<EVP_MD_CTX, void (*)(EVP_MD_CTX*)> sha(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  if (!sha || EVP_DigestInit_ex(sha.get(), EVP_sha256(), nullptr) != 1)
    throw Refused("out of memory");
  EVP_DigestUpdate(sha.get(), header_text_.data(), header_text_.size());
  std::vector<std::uint8_t> tail;
  std::uint64_t total = 0;
  while (more()) {
    tail.insert(tail.end(), out_.begin(), out_.begin() + static_cast<long>(out_size_));
    total += out_size_;
    if (tail.size() > kTrailer) {
      const std::size_t ready = tail.size() - kTrailer;
      EVP_DigestUpdate(sha.get(), tail.data(), ready);
      tail.erase(tail.begin(), tail.begin() + static_cast<long>(ready));
    }
  }
  if (in_buffer_.pos != in_buffer_.size || std::fgetc(file_.get()) != EOF)
    throw Refused("bytes follow the compressed proof");
  if (tail.size() < kTrailer || tail[0] != 'Z')
    throw Refused("the proof has no trailer (truncated?)");
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EVP_DigestFinal_ex(sha.get(), digest, &length);
  if (length != 32 || std::memcmp(digest, tail.data() + 9, 32) != 0)
    throw Refused("the digest does not match: the file was altered");
  for (int i = 8; i >= 1; --i) nodes_ = nodes_ << 8 | tail[static_cast<std::size_t>(i)];
  tree_size_ = total - kTrailer;
  digest_hex_ = hex(digest, 32);
}

std::uint8_t CertificateReader::byte() {
  if (read_ == tree_size_) throw Refused("the proof ends before its tree is complete");
  if (out_pos_ == out_size_ && !more()) throw Refused("the proof ends early");
  ++read_;
  return out_[out_pos_++];
}

std::uint64_t CertificateReader::number() {
  std::uint64_t value = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    const std::uint8_t b = byte();
    value |= static_cast<std::uint64_t>(b & 0x7f) << shift;
    if (!(b & 0x80)) return value;
  }
  throw Refused("a number in the proof is too long");
}

std::string CertificateReader::text() {
  const std::uint64_t n = number();
  if (n > 64) throw Refused("a move text in the proof is longer than any move");
  std::string s;
  for (std::uint64_t i = 0; i < n; ++i) s += static_cast<char>(byte());
  return s;
}

std::uint64_t CertificateReader::finish() {
  if (read_ != tree_size_) throw Refused("the proof goes on after its root is complete");
  return nodes_;
}

}  // namespace gg_check
