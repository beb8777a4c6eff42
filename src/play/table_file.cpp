#include "play/table_file.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <unistd.h>
#include <zstd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <new>
#include <sstream>
#include <vector>

#include "core/error.h"
#include "core/text.h"
#include "games/session.h"
#include "play/sha256.h"

namespace gg::play {
namespace {

constexpr std::string_view kMagic = "graphgames-table";
constexpr std::string_view kVersion = "1";
constexpr std::size_t kChunk = std::size_t{1} << 20;
constexpr std::size_t kPage = 4096;
constexpr std::size_t kMaxHeaderBytes = 1 << 16;
// Zeros (empty slots) shrink to nothing and the entries little: speed is what counts.
constexpr int kCompressionLevel = 1;

// The SHA-256 of the file holding this code, gg or the Python module (not the interpreter
// that loaded it): keys are what this build computes, so a table is read only by the build
// that wrote it.
std::string binary_digest() {
  static const std::string digest = [] {
    Dl_info where{};
    const bool found = dladdr(reinterpret_cast<void*>(&binary_digest), &where) != 0 &&
                       where.dli_fname != nullptr && where.dli_fname[0] == '/';
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(
        std::fopen(found ? where.dli_fname : "/proc/self/exe", "rb"), std::fclose);
    if (!f) throw InputError("--table-file: cannot read the running binary to bind the table");
    Sha256 sha;
    std::vector<char> buffer(kChunk);
    std::size_t n = 0;
    while ((n = std::fread(buffer.data(), 1, buffer.size(), f.get())) > 0)
      sha.update(buffer.data(), n);
    return hex_of(sha.finish());
  }();
  return digest;
}

std::optional<std::uint64_t> whole_number(const std::string& text) {
  std::uint64_t n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (error != std::errc() || end != text.data() + text.size() || text.empty()) return {};
  return n;
}

std::string zstd_error(std::size_t code) { return std::string("zstd: ") + ZSTD_getErrorName(code); }

bool all_zero(const char* data, std::size_t n) {
  return std::all_of(data, data + n, [](char c) { return c == 0; });
}

// A file descriptor closed on every way out.
struct Descriptor {
  int fd = -1;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

TableFile::TableFile(std::string path, const Game& game, const Position& position,
                     const SolveLimits& limits)
    : path_(std::move(path)), game_(game.name()), board_(one_line(position.board)) {
  Position board_only = position;
  board_only.moves.clear();
  const std::unique_ptr<Session> session = game.start(board_only, limits);
  std::string identity = "game " + game_ + "\nboard " + board_ + "\n";
  for (const auto& [name, value] : position.params.all())
    identity += "parameter " + name + " " + value + "\n";
  for (const auto& [key, value] : session->certificate_rules())
    identity += "rule " + key + " " + value + "\n";
  identity_ = sha256_hex(identity);
}

std::optional<TableFile::Earlier> TableFile::load(TableBlockPool& pool) const {
  Descriptor file{::open(path_.c_str(), O_RDONLY)};
  if (file.fd < 0) {
    if (errno == ENOENT) return std::nullopt;
    throw InputError("table file " + path_ + ": cannot be read (" + std::strerror(errno) + ")");
  }
  const auto refuse = [&](const std::string& why) {
    return InputError("table file " + path_ + ": " + why);
  };
  // The header: lines up to "end".
  std::string header;
  char c = 0;
  while (header.size() < kMaxHeaderBytes && ::read(file.fd, &c, 1) == 1) {
    header += c;
    if (header.size() >= 4 && header.compare(header.size() - 4, 4, "end\n") == 0 &&
        (header.size() == 4 || header[header.size() - 5] == '\n'))
      break;
  }
  std::map<std::string, std::string> fields;
  std::istringstream lines(header);
  for (std::string line; std::getline(lines, line);) {
    const auto space = line.find(' ');
    if (space != std::string::npos) fields[line.substr(0, space)] = line.substr(space + 1);
  }
  if (fields[std::string(kMagic)] != kVersion)
    throw refuse("not a table file of gg solve --table-file");
  if (fields["game"] != game_ || fields["board"] != board_)
    throw refuse("holds the table of " + fields["game"] + " " + fields["board"] + ", not of " +
                 game_ + " " + board_);
  if (fields["identity"] != identity_)
    throw refuse("holds the table of " + game_ + " " + board_ + " under other rules or parameters");
  if (fields["binary"] != binary_digest())
    throw refuse("was written by another build of gg (its keys may mean other positions here)");
  const auto bytes = whole_number(fields["bytes"]);
  const auto generation = whole_number(fields["generation"]);
  const auto nodes = whole_number(fields["nodes"]);
  double seconds = 0;
  const std::string& seconds_text = fields["seconds"];
  const bool seconds_read =
      std::from_chars(seconds_text.data(), seconds_text.data() + seconds_text.size(), seconds).ec ==
      std::errc();
  if (!bytes || *bytes == 0 || *bytes > (std::uint64_t{1} << 46) || !generation ||
      *generation == 0 || *generation > 255 || !nodes || !seconds_read)
    throw refuse("its header is damaged");

  ZeroedMemory memory(static_cast<std::size_t>(*bytes));
  auto* table = static_cast<char*>(memory.data());
  const std::unique_ptr<ZSTD_DCtx, std::size_t (*)(ZSTD_DCtx*)> zstd(ZSTD_createDCtx(),
                                                                     ZSTD_freeDCtx);
  if (!zstd) throw std::bad_alloc();
  Sha256 sha;
  std::vector<char> in(ZSTD_DStreamInSize()), out(kChunk);
  std::size_t at = 0;
  bool frame_done = false;
  for (;;) {
    const ssize_t n = ::read(file.fd, in.data(), in.size());
    if (n < 0) throw refuse("cannot be read (" + std::string(std::strerror(errno)) + ")");
    if (n == 0) break;
    if (frame_done) throw refuse("is longer than its table (damaged)");
    ZSTD_inBuffer input{in.data(), static_cast<std::size_t>(n), 0};
    while (input.pos < input.size && !frame_done) {
      ZSTD_outBuffer output{out.data(), out.size(), 0};
      const std::size_t left = ZSTD_decompressStream(zstd.get(), &output, &input);
      if (ZSTD_isError(left)) throw refuse("its data are damaged (" + zstd_error(left) + ")");
      if (output.pos > *bytes - at) throw refuse("holds more than its header says (damaged)");
      sha.update(out.data(), output.pos);
      // Pages of zeros stay untouched: a table loads into the memory it used.
      for (std::size_t p = 0; p < output.pos; p += kPage) {
        const std::size_t length = std::min(kPage, output.pos - p);
        if (!all_zero(out.data() + p, length)) std::memcpy(table + at + p, out.data() + p, length);
      }
      at += output.pos;
      frame_done = left == 0;
    }
    if (frame_done && input.pos < input.size) throw refuse("is longer than its table (damaged)");
  }
  if (!frame_done || at != *bytes)
    throw refuse("is shorter than its header says (damaged or cut off)");
  if (hex_of(sha.finish()) != fields["data"])
    throw refuse("its data do not match their seal (damaged)");
  pool.give(std::move(memory), static_cast<std::uint8_t>(*generation));
  return Earlier{*bytes, *nodes, seconds};
}

bool TableFile::save(const TableBlockPool& pool, std::uint64_t nodes, double seconds) const {
  const TableBlockPool::Block* block = pool.largest();
  if (block == nullptr) return false;
  const auto* data = static_cast<const char*>(block->memory.data());
  const std::size_t bytes = block->memory.size();
  char seconds_text[64];
  std::snprintf(seconds_text, sizeof seconds_text, "%.3f", seconds);
  const std::string header = std::string(kMagic) + " " + std::string(kVersion) + "\nbinary " +
                             binary_digest() + "\ngame " + game_ + "\nboard " + board_ +
                             "\nidentity " + identity_ + "\nbytes " + std::to_string(bytes) +
                             "\ngeneration " + std::to_string(block->generation) + "\nnodes " +
                             std::to_string(nodes) + "\nseconds " + seconds_text + "\ndata " +
                             std::string(64, '0') + "\nend\n";
  // The seal is computed as the data are compressed, and written into its place at the end:
  // one pass over a table of gigabytes.
  const std::size_t seal_at = header.rfind("\ndata ") + 6;
  const std::string partial = path_ + ".partial";
  const auto fail = [&] {
    const std::string why = std::strerror(errno);
    ::unlink(partial.c_str());
    return InputError("table file " + path_ + ": cannot be written (" + why + ")");
  };
  {
    Descriptor out{::open(partial.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644)};
    if (out.fd < 0) throw fail();
    const auto write_all = [&](const char* p, std::size_t n) {
      while (n > 0) {
        const ssize_t w = ::write(out.fd, p, n);
        if (w <= 0) throw fail();
        p += w;
        n -= static_cast<std::size_t>(w);
      }
    };
    write_all(header.data(), header.size());
    const std::unique_ptr<ZSTD_CCtx, std::size_t (*)(ZSTD_CCtx*)> zstd(ZSTD_createCCtx(),
                                                                       ZSTD_freeCCtx);
    if (!zstd) throw std::bad_alloc();
    ZSTD_CCtx_setParameter(zstd.get(), ZSTD_c_compressionLevel, kCompressionLevel);
    std::vector<char> buffer(ZSTD_CStreamOutSize());
    Sha256 sha;
    for (std::size_t at = 0;;) {
      const std::size_t n = std::min(kChunk, bytes - at);
      const ZSTD_EndDirective mode = at + n == bytes ? ZSTD_e_end : ZSTD_e_continue;
      sha.update(data + at, n);
      ZSTD_inBuffer input{data + at, n, 0};
      for (;;) {
        ZSTD_outBuffer output{buffer.data(), buffer.size(), 0};
        const std::size_t left = ZSTD_compressStream2(zstd.get(), &output, &input, mode);
        if (ZSTD_isError(left)) throw InputError("table file " + path_ + ": " + zstd_error(left));
        write_all(buffer.data(), output.pos);
        if (mode == ZSTD_e_end ? left == 0 : input.pos == input.size) break;
      }
      at += n;
      if (at == bytes) break;
    }
    const std::string seal = hex_of(sha.finish());
    if (::pwrite(out.fd, seal.data(), seal.size(), static_cast<off_t>(seal_at)) !=
            static_cast<ssize_t>(seal.size()) ||
        ::fsync(out.fd) != 0)
      throw fail();
  }
  if (std::rename(partial.c_str(), path_.c_str()) != 0) throw fail();
  return true;
}

SolveReport solve_with_table_file(
    const Game& game, SolveRequest request, const std::string& path, nlohmann::json& used,
    const std::function<void(const SolveReport&, SolverWorkspace&)>& then) {
  if (request.search.solver == Solver::kDfpn || request.search.win_within)
    throw InputError("--table-file keeps negamax's table: not with --solver dfpn or --win-within");
  if (request.search.workspace != nullptr)
    throw InputError("--table-file brings the search's workspace: not with shared endgames");
  const TableFile table(path, game, request.position, request.search.limits);
  SolverWorkspace workspace;
  workspace.table_blocks.carry_entries(true);
  const auto earlier = table.load(workspace.table_blocks).value_or(TableFile::Earlier{});
  request.search.workspace = &workspace;
  const auto save = [&](std::uint64_t nodes, double seconds) {
    const bool saved =
        table.save(workspace.table_blocks, earlier.nodes + nodes, earlier.seconds + seconds);
    const TableBlockPool::Block* block = workspace.table_blocks.largest();
    used = {{"file", table.path()},
            {"saved", saved},
            {"bytes", block != nullptr ? block->memory.size() : 0},
            {"nodes_before", earlier.nodes},
            {"seconds_before", earlier.seconds},
            {"nodes_in_all", earlier.nodes + nodes}};
  };
  SolveReport report;
  try {
    report = game.solve(request);
  } catch (const SearchAborted& stopped) {
    save(stopped.nodes, stopped.seconds);
    throw;
  }
  if (then) {
    try {
      then(report, workspace);
    } catch (...) {
      save(report.nodes, report.seconds);  // the solve's proof, and what `then` proved, stay
      throw;
    }
  }
  save(report.nodes, report.seconds);
  return report;
}

}  // namespace gg::play
