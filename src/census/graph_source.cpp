#include "census/graph_source.h"

#include <cstdlib>
#include <utility>

#include "core/error.h"

namespace gg::census {
namespace {

// A header nauty writes before the graphs (geng -h glues it to the first graph).
void strip_header(std::string& line) {
  for (const char* header : {">>graph6<<", ">>sparse6<<"}) {
    const std::string h = header;
    if (line.rfind(h, 0) == 0) line.erase(0, h.size());
  }
}

}  // namespace

GraphSource GraphSource::from_stream(std::FILE* in, int shard, int shards) {
  GraphSource s;
  s.file_ = in;
  s.shard_ = shard;
  s.shards_ = shards;
  return s;
}

GraphSource GraphSource::from_command(const std::string& command, int shard, int shards) {
  GraphSource s;
  s.command_ = command;
  s.shard_ = shard;
  s.shards_ = shards;
  s.file_ = popen((command + " 2>/dev/null").c_str(), "r");
  if (s.file_ == nullptr) throw InputError("cannot run '" + command + "'");
  s.owns_pipe_ = true;
  s.distinct_ = command.find("nauty-ge") != std::string::npos;
  return s;
}

GraphSource GraphSource::from_lines(std::vector<std::string> lines) {
  GraphSource s;
  s.lines_ = std::move(lines);
  return s;
}

GraphSource::GraphSource(GraphSource&& other) noexcept
    : file_(std::exchange(other.file_, nullptr)),
      owns_pipe_(std::exchange(other.owns_pipe_, false)),
      command_(std::move(other.command_)),
      lines_(std::move(other.lines_)),
      next_line_(other.next_line_),
      shard_(other.shard_),
      shards_(other.shards_),
      index_(other.index_),
      count_(other.count_),
      distinct_(other.distinct_),
      done_(other.done_) {}

GraphSource::~GraphSource() {
  if (owns_pipe_ && file_ != nullptr) pclose(file_);
}

constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;

std::optional<std::string> GraphSource::read_line() {
  if (file_ == nullptr) {
    if (next_line_ >= lines_.size()) return std::nullopt;
    return lines_[next_line_++];
  }
  std::string line;
  for (int c = std::fgetc(file_);; c = std::fgetc(file_)) {
    if (c == EOF) {
      if (line.empty()) return std::nullopt;
      return line;
    }
    if (c == '\n') return line;
    // A graph of at most 64 vertices takes a few KiB in sparse6: a longer line (an endless
    // input such as /dev/zero) is an error, not an ever larger buffer.
    if (line.size() >= kMaxLineBytes)
      throw InputError("line " + std::to_string(index_ + 1) +
                       " of the input is longer than 1 MiB: not a graph6 or sparse6 line");
    line.push_back(static_cast<char>(c));
  }
}

std::optional<std::string> GraphSource::next() {
  while (!done_) {
    std::optional<std::string> line = read_line();
    if (!line) {
      done_ = true;
      if (owns_pipe_) {
        const int status = pclose(std::exchange(file_, nullptr));
        owns_pipe_ = false;
        if (status != 0)
          throw InputError(
              "'" + command_ +
              "' failed (is the nauty package installed? scripts/install-deps.sh installs it)");
      }
      break;
    }
    while (!line->empty() && (line->back() == '\r' || line->back() == ' ')) line->pop_back();
    strip_header(*line);
    if (line->empty() || (*line)[0] == '>') continue;
    if (index_++ % shards_ != shard_) continue;
    ++count_;
    return line;
  }
  return std::nullopt;
}

std::optional<std::int64_t> count_generated(const std::string& command) {
  if (command.rfind("nauty-geng ", 0) != 0 || command.find('|') != std::string::npos)
    return std::nullopt;
  std::string counting = command;  // geng -q would keep quiet about the count
  if (const auto q = counting.find(" -q"); q != std::string::npos) counting.erase(q, 3);
  std::FILE* pipe = popen((counting + " -u 2>&1").c_str(), "r");
  if (pipe == nullptr) return std::nullopt;
  std::string out;
  for (int c = std::fgetc(pipe); c != EOF; c = std::fgetc(pipe))
    out.push_back(static_cast<char>(c));
  if (pclose(pipe) != 0) return std::nullopt;
  // ">Z 11716571 graphs generated in 5.02 sec"
  const auto z = out.find(">Z ");
  if (z == std::string::npos) return std::nullopt;
  return std::strtoll(out.c_str() + z + 3, nullptr, 10);
}

}  // namespace gg::census
