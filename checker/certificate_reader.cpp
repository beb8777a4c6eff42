#include "certificate_reader.h"

#include <cstring>

namespace gg_check {
namespace {

constexpr char kMagic[] = "gg-certificate 1";
constexpr std::size_t kMaxHeaderLine = 1 << 20;

std::string hex(const unsigned char* bytes, std::size_t n) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  for (std::size_t i = 0; i < n; ++i) {
    out += kDigits[bytes[i] >> 4];
    out += kDigits[bytes[i] & 15];
  }
  return out;
}

}  // namespace

CertificateReader::CertificateReader(const std::string& path) {
  file_ = std::fopen(path.c_str(), "rb");
  if (!file_) throw Refused("cannot open " + path);
  std::fseek(file_, 0, SEEK_END);
  file_size_ = static_cast<std::uint64_t>(std::ftell(file_));
  std::fseek(file_, 0, SEEK_SET);
  sha_ = EVP_MD_CTX_new();
  zstd_ = ZSTD_createDCtx();
  if (!sha_ || !zstd_ || EVP_DigestInit_ex(sha_, EVP_sha256(), nullptr) != 1)
    throw Refused("out of memory");

  // The header: text lines "key value" up to "end". It is part of the digest.
  std::string line;
  bool first = true;
  for (;;) {
    const int c = std::fgetc(file_);
    if (c == EOF) throw Refused("the header ends before its 'end' line (truncated file?)");
    if (line.size() > kMaxHeaderLine) throw Refused("a header line is too long");
    const char ch = static_cast<char>(c);
    EVP_DigestUpdate(sha_, &ch, 1);
    if (ch != '\n') {
      line += ch;
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
      const std::string key = line.substr(0, space);
      const std::string value = space == std::string::npos ? "" : line.substr(space + 1);
      header_.add(key, value);
    }
    line.clear();
  }
  in_.resize(ZSTD_DStreamInSize());
  out_.resize(ZSTD_DStreamOutSize());
}

CertificateReader::~CertificateReader() {
  if (file_) std::fclose(file_);
  ZSTD_freeDCtx(zstd_);
  EVP_MD_CTX_free(sha_);
}

void CertificateReader::digest_consumed() {
  if (!sealed_) EVP_DigestUpdate(sha_, out_.data() + digested_, out_pos_ - digested_);
  digested_ = out_pos_;
}

void CertificateReader::refill() {
  digest_consumed();
  out_size_ = out_pos_ = digested_ = 0;
  while (out_size_ == 0) {
    if (frame_done_) throw Refused("the proof ends early (truncated file?)");
    if (in_buffer_.pos == in_buffer_.size) {
      const std::size_t got = std::fread(in_.data(), 1, in_.size(), file_);
      if (got == 0) throw Refused("the file ends early (truncated?)");
      in_buffer_ = {in_.data(), got, 0};
    }
    ZSTD_outBuffer out{out_.data(), out_.size(), 0};
    const std::size_t r = ZSTD_decompressStream(zstd_, &out, &in_buffer_);
    if (ZSTD_isError(r))
      throw Refused(std::string("the compressed proof is damaged: ") + ZSTD_getErrorName(r));
    if (r == 0) frame_done_ = true;
    out_size_ = out.pos;
  }
}

std::uint8_t CertificateReader::byte() {
  if (out_pos_ == out_size_) refill();
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
  // The digest covers the header and every tree byte before the trailer's tag.
  if (out_pos_ == out_size_) refill();
  digest_consumed();
  unsigned char expected[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EVP_DigestFinal_ex(sha_, expected, &length);
  sealed_ = true;
  if (byte() != 'Z') throw Refused("the proof goes on after its root is complete");
  const std::uint64_t nodes = number();
  unsigned char stored[32];
  for (unsigned char& b : stored) b = byte();
  if (length != 32 || std::memcmp(stored, expected, 32) != 0)
    throw Refused("the digest does not match: the file was altered");
  digest_hex_ = hex(expected, 32);
  if (out_pos_ != out_size_) throw Refused("bytes follow the trailer");
  while (!frame_done_) {
    out_pos_ = out_size_ = digested_ = 0;
    try {
      refill();
    } catch (const Refused&) {
      throw Refused("the compressed proof does not end (truncated file?)");
    }
    if (out_size_ != 0) throw Refused("bytes follow the trailer");
  }
  if (in_buffer_.pos != in_buffer_.size || std::fgetc(file_) != EOF)
    throw Refused("bytes follow the compressed proof");
  return nodes;
}

}  // namespace gg_check
