// Where a census gets its graphs: graph6/sparse6 lines pulled one at a time from a stream
// (standard input), a generator process (nauty-geng, nauty-gentreeg, piped through
// nauty-planarg) or a list. Nothing holds a whole order: a census of 11.7 million graphs
// reads them as it solves them.
#pragma once

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace gg::census {

class GraphSource {
 public:
  // Lines of a stream the caller owns (e.g. stdin), taking line i when i % shards == shard.
  static GraphSource from_stream(std::FILE* in, int shard = 0, int shards = 1);
  // The output of a shell command, taking line i when i % shards == shard; its exit status
  // is checked at the end of the stream.
  static GraphSource from_command(const std::string& command, int shard = 0, int shards = 1);
  static GraphSource from_lines(std::vector<std::string> lines);

  GraphSource(GraphSource&& other) noexcept;
  GraphSource& operator=(GraphSource&&) = delete;
  GraphSource(const GraphSource&) = delete;
  ~GraphSource();

  // The next graph6/sparse6 line, or nullopt at the end. Blank lines and nauty's headers
  // (">>graph6<<", also when glued to the first graph as `geng -h` writes it) are skipped.
  // Throws InputError when a generator command fails.
  std::optional<std::string> next();
  // Whether the graphs come from a generator (each isomorphism class at most once).
  bool distinct() const { return distinct_; }
  // Lines handed out so far.
  std::int64_t count() const { return count_; }

 private:
  GraphSource() = default;
  std::optional<std::string> read_line();

  std::FILE* file_ = nullptr;
  bool owns_pipe_ = false;
  std::string command_;
  std::vector<std::string> lines_;
  std::size_t next_line_ = 0;
  int shard_ = 0;
  int shards_ = 1;
  std::int64_t index_ = 0;  // lines seen before sharding
  std::int64_t count_ = 0;
  bool distinct_ = false;
  bool done_ = false;
};

// The number of graphs a geng command line generates, counted by geng itself (-u: a few
// seconds for all of order 10), or nullopt when the command is not a plain geng run.
std::optional<std::int64_t> count_generated(const std::string& command);

}  // namespace gg::census
