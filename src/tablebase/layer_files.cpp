#include "tablebase/layer_files.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <utility>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

#include "core/error.h"
#include "core/zobrist.h"

namespace gg::tablebase {
namespace {

constexpr char kMagic[8] = {'g', 'g', '-', 't', 'b', 'l', '1', '\n'};
constexpr std::uint64_t kRootsKind = 1;
constexpr std::uint64_t kWordsKind = 2;
constexpr std::size_t kBlock = 4096;  // keys written at a time

// Bytes hashed as they pass: 64-bit words through mix64, the tail byte by byte.
class Checksum {
 public:
  void add(const void* data, std::size_t size) {
    const auto* bytes = static_cast<const unsigned char*>(data);
    std::size_t i = 0;
    for (; i < size && filled_ != 0; ++i) add_byte(bytes[i]);
    for (; i + 8 <= size; i += 8) {
      std::memcpy(&pending_, bytes + i, 8);
      filled_ = 8;
      flush();
    }
    for (; i < size; ++i) add_byte(bytes[i]);
  }
  std::uint64_t value() {
    if (filled_ > 0) flush();
    return mix64(state_ ^ length_);
  }

 private:
  void add_byte(unsigned char byte) {
    pending_ |= static_cast<std::uint64_t>(byte) << (8 * filled_);
    if (++filled_ == 8) flush();
  }
  void flush() {
    state_ = mix64(state_ ^ pending_) + 0x9E3779B97F4A7C15ULL;
    length_ += filled_;
    pending_ = 0;
    filled_ = 0;
  }
  std::uint64_t state_ = 0x6767746162736531ULL;
  std::uint64_t pending_ = 0;
  std::uint64_t length_ = 0;
  int filled_ = 0;
};

struct FileCloser {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

class Writer {
 public:
  explicit Writer(std::string path) : path_(std::move(path)), temporary_(path_ + ".tmp") {
    file_.reset(std::fopen(temporary_.c_str(), "wb"));
    if (!file_) throw InputError("cannot write table file '" + temporary_ + "'");
  }
  void bytes(const void* data, std::size_t size) {
    checksum_.add(data, size);
    if (size > 0 && std::fwrite(data, 1, size, file_.get()) != size) fail();
  }
  void number(std::uint64_t value) { bytes(&value, sizeof value); }
  void text(const std::string& s) {
    number(s.size());
    bytes(s.data(), s.size());
  }
  // The checksum, then (with `sync`, data on disk first) the temporary file renamed over the
  // final name.
  void finish(bool sync) {
    const std::uint64_t sum = checksum_.value();
    if (std::fwrite(&sum, sizeof sum, 1, file_.get()) != 1) fail();
    if (std::fflush(file_.get()) != 0) fail();
    if (sync && ::fsync(::fileno(file_.get())) != 0) fail();
    if (std::fclose(file_.release()) != 0) fail();
    std::error_code error;
    std::filesystem::rename(temporary_, path_, error);
    if (error) fail();
    if (!sync) return;
    const std::string directory = std::filesystem::path(path_).parent_path().string();
    if (const int fd = ::open(directory.empty() ? "." : directory.c_str(), O_RDONLY); fd >= 0) {
      ::fsync(fd);
      ::close(fd);
    }
  }

 private:
  [[noreturn]] void fail() {
    file_.reset();
    std::remove(temporary_.c_str());
    throw InputError("cannot write table file '" + path_ + "' (disk full?)");
  }
  std::string path_;
  std::string temporary_;
  File file_;
  Checksum checksum_;
};

class Reader {
 public:
  explicit Reader(std::string path) : path_(std::move(path)) {
    file_.reset(std::fopen(path_.c_str(), "rb"));
    if (!file_) throw InputError("cannot read table file '" + path_ + "'");
  }
  void bytes(void* data, std::size_t size) {
    if (size > 0 && std::fread(data, 1, size, file_.get()) != size) damaged("it is cut short");
    checksum_.add(data, size);
  }
  std::uint64_t number() {
    std::uint64_t value = 0;
    bytes(&value, sizeof value);
    return value;
  }
  std::string text() {
    const std::uint64_t size = number();
    if (size > 4096) damaged("its header is unreadable");
    std::string s(size, '\0');
    bytes(s.data(), s.size());
    return s;
  }
  void finish() {
    const std::uint64_t expected = checksum_.value();
    std::uint64_t sum = 0;
    if (std::fread(&sum, sizeof sum, 1, file_.get()) != 1) damaged("it is cut short");
    if (sum != expected) damaged("its checksum does not match");
    if (std::fgetc(file_.get()) != EOF) damaged("it runs past its checksum");
  }
  [[noreturn]] void damaged(const std::string& why) const {
    throw InputError("table file '" + path_ + "' is damaged (" + why +
                     "); delete it, or its directory to compute the table again");
  }

 private:
  std::string path_;
  File file_;
  Checksum checksum_;
};

// Checks a file's header against the table and the layer; returns the graph count it gives.
std::uint64_t read_header(Reader& in, const TableIdentity& identity, std::uint64_t kind,
                          int edges) {
  char magic[sizeof kMagic];
  in.bytes(magic, sizeof magic);
  if (std::memcmp(magic, kMagic, sizeof kMagic) != 0) in.damaged("it is not a table file");
  if (in.number() != kind) in.damaged("it is another kind of table file");
  if (in.text() != identity.rules || in.text() != identity.graphs.label() ||
      in.number() != static_cast<std::uint64_t>(identity.order) ||
      in.number() != static_cast<std::uint64_t>(identity.words) ||
      in.number() != static_cast<std::uint64_t>(edges))
    in.damaged("it belongs to another table");
  return in.number();
}

}  // namespace

TableFiles::TableFiles(std::string directory, TableIdentity identity)
    : directory_(std::move(directory)), identity_(std::move(identity)) {
  std::error_code error;
  std::filesystem::create_directories(directory_, error);
  if (error || !std::filesystem::is_directory(directory_))
    throw InputError("cannot make the table directory '" + directory_ + "'");
}

std::string TableFiles::path(int edges, bool words) const {
  char name[32];
  std::snprintf(name, sizeof name, "layer-%02d.%s", edges, words ? "words" : "roots");
  return (std::filesystem::path(directory_) / name).string();
}

bool TableFiles::has(int edges, bool words) const {
  return std::filesystem::exists(path(edges, false)) &&
         (!words || std::filesystem::exists(path(edges, true)));
}

void TableFiles::write(const Layer& layer, bool words, bool sync) const {
  const auto header = [&](Writer& out, std::uint64_t kind) {
    out.bytes(kMagic, sizeof kMagic);
    out.number(kind);
    out.text(identity_.rules);
    out.text(identity_.graphs.label());
    out.number(static_cast<std::uint64_t>(identity_.order));
    out.number(static_cast<std::uint64_t>(identity_.words));
    out.number(static_cast<std::uint64_t>(layer.edges()));
    out.number(layer.size());
  };
  {
    Writer out(path(layer.edges(), false));
    header(out, kRootsKind);
    std::vector<GraphKey> block;
    for (std::size_t i = 0; i < layer.size(); i += kBlock) {
      block.clear();
      for (std::size_t j = i; j < std::min(i + kBlock, layer.size()); ++j)
        block.push_back(layer.key(j));
      out.bytes(block.data(), block.size() * sizeof(GraphKey));
    }
    out.bytes(layer.roots().data(), layer.size());
    out.finish(sync);
  }
  if (words) {
    Writer out(path(layer.edges(), true));
    header(out, kWordsKind);
    out.bytes(layer.records().data(), layer.records().size() * sizeof(std::uint64_t));
    out.finish(sync);
  }
}

TableFiles::Roots TableFiles::read_roots(int edges) const {
  Reader in(path(edges, false));
  const std::uint64_t count = read_header(in, identity_, kRootsKind, edges);
  if (count >= (std::uint64_t{1} << 32)) in.damaged("its size is unreadable");
  Roots out{std::vector<GraphKey>(count), std::vector<std::uint8_t>(count)};
  in.bytes(out.keys.data(), out.keys.size() * sizeof(GraphKey));
  in.bytes(out.roots.data(), out.roots.size());
  in.finish();
  return out;
}

Layer TableFiles::read(int edges, bool words) const {
  Roots roots = read_roots(edges);
  Layer layer(identity_.order, edges, identity_.words, std::move(roots.keys));
  std::copy(roots.roots.begin(), roots.roots.end(), layer.roots().begin());
  if (words) {
    Reader in(path(edges, true));
    if (read_header(in, identity_, kWordsKind, edges) != layer.size())
      in.damaged("its size differs from the roots file's");
    std::vector<std::uint64_t> records(layer.records().size());
    in.bytes(records.data(), records.size() * sizeof(std::uint64_t));
    in.finish();
    for (std::size_t i = 0; i < layer.size(); ++i)
      if (records[i * layer.stride()] != layer.key(i))
        in.damaged("its graphs differ from the roots file's");
    std::copy(records.begin(), records.end(), layer.records().begin());
  }
  return layer;
}

void TableFiles::drop_words(int edges) const {
  std::error_code ignored;
  std::filesystem::remove(path(edges, true), ignored);
}

}  // namespace gg::tablebase
