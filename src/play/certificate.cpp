#include "play/certificate.h"

#include <zstd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/error.h"
#include "core/text.h"
#include "games/session.h"
#include "play/certificate_claim.h"
#include "play/position_table.h"
#include "play/sha256.h"

namespace gg::play {
namespace {

// Tags of the proof tree's nodes (docs/certificates.md).
constexpr char kWinnerMove = 'M';
constexpr char kAllReplies = 'A';
constexpr char kGameOver = 'X';
constexpr char kProvenBefore = 'R';
constexpr char kSymmetricToProven = 'S';
constexpr char kPart = 'P';  // proven by a part certificate, named by its digest
constexpr char kTrailer = 'Z';
// Entries of a proof by component values: a value shown by the component's options, or by a
// map onto an earlier entry's component.
constexpr char kComponentValue = 'G';
constexpr char kComponentImage = 'I';
constexpr int kCompressionLevel = 6;  // speed over the last few percent of size

// The file: header text as is, tree bytes through zstd; both go into the digest.
class CertificateFile {
 public:
  // Writes `path`; errors name `shown` (the file the user asked for).
  CertificateFile(const std::string& path, const std::string& shown)
      : path_(shown),
        file_owner_(std::fopen(path.c_str(), "wb"), std::fclose),
        zstd_owner_(ZSTD_createCCtx(), ZSTD_freeCCtx),
        file_(file_owner_.get()),
        zstd_(zstd_owner_.get()) {
    if (!file_) throw InputError("cannot write the certificate file " + shown);
    if (!zstd_) throw std::bad_alloc();
    ZSTD_CCtx_setParameter(zstd_, ZSTD_c_compressionLevel, kCompressionLevel);
    ZSTD_CCtx_setParameter(zstd_, ZSTD_c_checksumFlag, 1);
    out_.resize(ZSTD_CStreamOutSize());
  }

  void header_line(const std::string& key, const std::string& value) {
    const std::string line = key + " " + value + "\n";
    sha_.update(line);
    write_raw(line.data(), line.size());
  }
  void end_header() {
    sha_.update("end\n");
    write_raw("end\n", 4);
  }

  void byte(char b) { tree_ += b; }
  void number(std::uint64_t n) {
    do {
      const auto low = static_cast<char>(n & 0x7f);
      n >>= 7;
      tree_ += static_cast<char>(low | (n ? 0x80 : 0));
    } while (n);
    if (tree_.size() > (1 << 16)) flush_tree();
  }
  void text(const std::string& s) {
    number(s.size());
    tree_ += s;
  }

  // The trailer: its tag, the node count (8 bytes, little endian) and the digest. Returns
  // the digest in hex.
  std::string finish(std::uint64_t nodes) {
    flush_tree();
    const Sha256::Digest digest = sha_.finish();
    byte(kTrailer);
    for (int i = 0; i < 8; ++i) byte(static_cast<char>(nodes >> (8 * i) & 0xff));
    tree_.append(reinterpret_cast<const char*>(digest.data()), digest.size());
    compress(tree_, ZSTD_e_end);
    tree_.clear();
    if (std::fflush(file_) != 0 || std::ferror(file_))
      throw InputError("cannot write the certificate file " + path_ + " (disk full?)");
    return hex_of(digest);
  }

 private:
  void flush_tree() {
    sha_.update(tree_);
    compress(tree_, ZSTD_e_continue);
    tree_.clear();
  }
  void compress(const std::string& data, ZSTD_EndDirective mode) {
    ZSTD_inBuffer in{data.data(), data.size(), 0};
    for (;;) {
      ZSTD_outBuffer out{out_.data(), out_.size(), 0};
      const std::size_t left = ZSTD_compressStream2(zstd_, &out, &in, mode);
      if (ZSTD_isError(left)) throw InputError(std::string("zstd: ") + ZSTD_getErrorName(left));
      write_raw(out_.data(), out.pos);
      if (mode == ZSTD_e_end ? left == 0 : in.pos == in.size) return;
    }
  }
  void write_raw(const char* data, std::size_t n) {
    if (n && std::fwrite(data, 1, n, file_) != n)
      throw InputError("cannot write the certificate file " + path_ + " (disk full?)");
  }

  // Owned through deleters, so that a constructor that throws leaks nothing.
  std::string path_;
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file_owner_;
  std::unique_ptr<ZSTD_CCtx, std::size_t (*)(ZSTD_CCtx*)> zstd_owner_;
  std::FILE* file_;
  ZSTD_CCtx* zstd_;
  Sha256 sha_;
  std::string tree_;
  std::vector<char> out_;
};

using HeaderLines = ClaimFields;

void write_header(CertificateFile& out, const HeaderLines& lines) {
  for (const auto& [key, value] : lines) out.header_line(key, value);
  out.end_header();
}

std::uint64_t file_size(const std::string& path) {
  std::error_code error;
  const auto size = std::filesystem::file_size(path, error);
  return error ? 0 : static_cast<std::uint64_t>(size);
}

// Removes the temporary file unless the certificate was completed.
struct RemoveUnlessKept {
  std::string path;
  bool keep = false;
  ~RemoveUnlessKept() {
    if (!keep) std::remove(path.c_str());
  }
};

// The whole certificate's counts, which every tree and part adds to, and the progress line's
// clock; also the origin of the time limit.
class Progress {
 public:
  explicit Progress(std::function<void(const CertificateProgress&)> report)
      : report_(std::move(report)), start_(std::chrono::steady_clock::now()), last_(start_) {}

  void node() { ++counts_.nodes; }
  void position() { ++counts_.positions; }
  void part_finished() { ++counts_.parts; }
  void part_found(std::uint64_t nodes, std::uint64_t positions) {
    counts_.nodes += nodes;
    counts_.positions += positions;
    ++counts_.parts;
  }
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }
  // Called every thousand nodes or so: reports at most once a second.
  void tick() {
    if (!report_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::seconds(1)) return;
    last_ = now;
    counts_.seconds = seconds();
    report_(counts_);
  }

 private:
  std::function<void(const CertificateProgress&)> report_;
  std::chrono::steady_clock::time_point start_, last_;
  CertificateProgress counts_;
};

class PartWriter;

class TreeWriter {
 public:
  // The tree of `player` winning against all the others together or, with `prevent`, of the
  // others together keeping `player` from winning; with `parts`, the positions split_plies
  // plies in are proven by parts.
  // With `guide` (and parts), the guide says where the parts are and which moves to write.
  TreeWriter(Session& s, int player, bool prevent, CertificateFile& out, const SolveLimits& limits,
             Progress& progress, PartWriter* parts = nullptr, int split_plies = 0,
             const CertificateGuide* guide = nullptr)
      : s_(s),
        player_(player),
        prevent_(prevent),
        out_(out),
        limits_(limits),
        progress_(progress),
        parts_(parts),
        split_plies_(split_plies),
        guide_(parts != nullptr ? guide : nullptr) {}

  void node() {
    ++nodes_;
    progress_.node();
    if ((nodes_ & 1023) == 0) {
      check_limits();
      progress_.tick();
    }
    if (const int w = s_.winner()) {
      if ((w == player_) == prevent_)
        throw std::logic_error("certificate: the engine's strategy loses a line");
      out_.byte(kGameOver);
      return;
    }
    // The session's hash with the mover: positions the engine keys alike are one position.
    const std::uint64_t key = s_.key() ^ key_of_mover();
    if (proven_.contains(key)) {
      out_.byte(kProvenBefore);
      return;
    }
    // A position symmetric to one proven before: the map that takes it there.
    const std::optional<CertificateSymmetry> symmetry = s_.certificate_symmetry();
    std::uint64_t canonical_key = 0;
    if (symmetry) {
      canonical_key = std::hash<std::string>{}(symmetry->canonical) ^ key_of_mover();
      if (const std::uint32_t* number = canonical_.find(canonical_key)) {
        refer_to(symmetry->to_canonical, stored_map(*number, symmetry->to_canonical.size()));
        return;
      }
    }
    const CertificateGuide::Step step =
        guide_ ? guide_->step(s_) : CertificateGuide::Step{depth_ == split_plies_, ""};
    const bool winner_to_move = (s_.to_move() == player_) != prevent_;
    if (parts_ && (step.part || (winner_to_move && guide_ && step.move.empty()))) {
      out_.byte(kPart);
      out_.text(part_digest());
    } else if (winner_to_move) {
      // A guide's move comes from a file: it is played with every check.
      const bool listed = prevent_ || !guide_;
      const std::string m = prevent_ ? keeping_move() : guide_ ? step.move : s_.best_move();
      out_.byte(kWinnerMove);
      out_.text(m);
      child(m, listed);
    } else {
      const std::vector<std::string> replies = s_.moves();
      out_.byte(kAllReplies);
      out_.number(replies.size());
      for (const std::string& m : replies) {
        out_.text(m);
        child(m, true);
      }
    }
    proven_.insert(key);
    progress_.position();
    if (symmetry) canonical_.insert(canonical_key, store_map(symmetry->to_canonical));
  }

  std::uint64_t nodes() const { return nodes_; }
  std::uint64_t positions() const { return proven_.size(); }

 private:
  // Plays `move` (`listed`: one the session gave, played unchecked), writes the tree below it
  // and takes it back.
  void child(const std::string& move, bool listed) {
    if (listed) {
      s_.play_listed(move);
    } else {
      s_.play(move);
    }
    ++depth_;
    node();
    --depth_;
    s_.undo();
  }

  std::string part_digest();  // after PartWriter

  // A move of one of the others after which `player_` still cannot force a win.
  std::string keeping_move() {
    for (const std::string& m : s_.moves()) {
      s_.play_listed(m);
      const bool keeps = s_.forced_winner() != player_;
      s_.undo();
      if (keeps) return m;
    }
    throw std::logic_error("certificate: no move keeps the player from winning");
  }

  std::uint64_t key_of_mover() const {
    return 0x9e3779b97f4a7c15ULL * static_cast<unsigned>(s_.to_move());
  }

  // Writes the map taking this position (to_canonical: to its canonical image) to the proven
  // position with the same canonical image (`proven`: its map there): proven^-1 after ours.
  void refer_to(const Permutation& to_canonical, std::string_view proven) {
    std::array<int, 256> from_canonical;
    from_canonical.fill(-1);
    for (std::size_t i = 0; i < proven.size(); ++i)
      from_canonical[static_cast<unsigned char>(proven[i])] = static_cast<int>(i);
    out_.byte(kSymmetricToProven);
    out_.number(to_canonical.size());
    for (const int image : to_canonical) {
      const int item = from_canonical[static_cast<std::size_t>(image)];
      if (item < 0) throw std::logic_error("certificate: a symmetry leaves the board");
      out_.number(static_cast<std::uint64_t>(item));
    }
  }

  // Keeps a proven position's map (every map of a board has one length: a permutation of
  // its items); returns its number. A map kept before keeps its number: made board-relative
  // (games/certificate_rules.cpp), the maps of most boards are few, so the writer holds a
  // number per position instead of a map. The maps are kept in chunks, so that they (gigabytes
  // where they do not repeat: Trail Trap K11) never need a copy to grow; only the first
  // kMaxNumberedMaps different maps are looked up, which bounds the index where maps do not
  // repeat.
  std::uint32_t store_map(const Permutation& to_canonical) {
    if (maps_stored_ == 0) map_size_ = std::max<std::size_t>(1, to_canonical.size());
    if (std::max<std::size_t>(1, to_canonical.size()) != map_size_)
      throw std::logic_error("certificate: two maps of one board differ in length");
    map_bytes_.assign(map_size_, '\0');  // an empty map takes one byte
    for (std::size_t i = 0; i < to_canonical.size(); ++i)
      map_bytes_[i] = static_cast<char>(to_canonical[i]);
    if (const auto it = map_numbers_.find(map_bytes_); it != map_numbers_.end()) return it->second;
    if (maps_stored_ > UINT32_MAX) throw std::length_error("certificate: too many positions");
    const std::size_t per_chunk = kMapChunkBytes / map_size_;
    if (maps_stored_ % per_chunk == 0) map_chunks_.emplace_back().reserve(per_chunk * map_size_);
    std::string& chunk = map_chunks_.back();
    const std::size_t offset = chunk.size();
    chunk += map_bytes_;  // within the reserved size: the chunk's bytes never move
    const auto number = static_cast<std::uint32_t>(maps_stored_++);
    if (map_numbers_.size() < kMaxNumberedMaps)
      map_numbers_.emplace(std::string_view(chunk).substr(offset, map_size_), number);
    return number;
  }
  std::string_view stored_map(std::uint32_t number, std::size_t size) const {
    const std::size_t per_chunk = kMapChunkBytes / map_size_;
    return std::string_view(map_chunks_[number / per_chunk])
        .substr(number % per_chunk * map_size_, size);
  }

  void check_limits() const {
    const double seconds = progress_.seconds();
    if (limits_.interrupt && limits_.interrupt->load())
      throw SearchAborted{nodes_, seconds, SearchAborted::Reason::kInterrupt};
    if (limits_.max_seconds > 0 && seconds > limits_.max_seconds)
      throw SearchAborted{nodes_, seconds, SearchAborted::Reason::kSeconds};
  }

  Session& s_;
  int player_;
  bool prevent_;
  CertificateFile& out_;
  const SolveLimits& limits_;
  Progress& progress_;
  PartWriter* parts_;
  int split_plies_;
  const CertificateGuide* guide_;
  int depth_ = 0;                  // plies below the root
  PositionTable<NoValue> proven_;  // exact hashes (with the mover) of proven positions
  // Canonical image (hashed, with the mover) -> the number of the map taking the proven
  // position there.
  PositionTable<std::uint32_t> canonical_;
  // The maps, one byte per item, one map after another in chunks of kMapChunkBytes.
  static constexpr std::size_t kMapChunkBytes = std::size_t{64} << 20;
  std::vector<std::string> map_chunks_;
  std::size_t map_size_ = 1;
  std::size_t maps_stored_ = 0;  // different maps kept
  static constexpr std::size_t kMaxNumberedMaps = std::size_t{1} << 20;
  std::unordered_map<std::string_view, std::uint32_t> map_numbers_;  // views into map_chunks_
  std::string map_bytes_;                                            // the map being stored
  std::uint64_t nodes_ = 0;
};

// The parts of a split certificate, each a certificate of its own (docs/certificates.md,
// "Parts"): written in the parts directory when first needed, named by their digests, and
// listed in its index.tsv (moves, digest, nodes, positions) as each is finished, so that a
// rerun after an interruption takes the parts listed instead of writing them again.
class PartWriter {
 public:
  PartWriter(std::string directory, HeaderLines header, const SolveLimits& limits,
             Progress& progress)
      : directory_(std::move(directory)),
        header_(std::move(header)),
        limits_(limits),
        progress_(progress) {
    std::error_code error;
    std::filesystem::create_directories(directory_, error);
    if (error) throw InputError("cannot make the parts directory " + directory_);
    std::ifstream index(index_path());
    std::string line;
    while (std::getline(index, line)) {
      const std::vector<std::string_view> view = split(line, '\t');
      const std::vector<std::string> f(view.begin(), view.end());
      // A line cut short by an interruption (or edited) is passed over: its part is written
      // again. A part listed is only named in the certificate; gg-check verifies it.
      const auto digits = [](const std::string& t) {
        return !t.empty() && t.size() < 20 &&
               t.find_first_not_of("0123456789") == std::string::npos;
      };
      const bool digest = f.size() == 4 && f[1].size() == 64 &&
                          f[1].find_first_not_of("0123456789abcdef") == std::string::npos;
      if (!digest || !digits(f[2]) || !digits(f[3])) continue;
      Written w{f[1], std::stoull(f[2]), std::stoull(f[3])};
      if (file_size(file_of(w.sha256)) > 0) written_[f[0]] = w;
    }
  }

  // The digest of the part proving the session's position (a win for the header's winner).
  std::string part(Session& s) {
    const std::string moves = joined(s.history());
    auto found = written_.find(moves);
    if (found != written_.end()) {
      ++summary_.parts_reused;
      progress_.part_found(found->second.nodes, found->second.positions);
    } else {
      found = written_.emplace(moves, write(s, moves)).first;
      progress_.part_finished();
      std::ofstream index(index_path(), std::ios::app);
      index << moves << '\t' << found->second.sha256 << '\t' << found->second.nodes << '\t'
            << found->second.positions << '\n';
      if (!index.flush()) throw InputError("cannot write " + index_path());
    }
    const Written& w = found->second;
    ++summary_.parts;
    summary_.nodes += w.nodes;
    summary_.positions += w.positions;
    summary_.bytes += file_size(file_of(w.sha256));
    return w.sha256;
  }

  const CertificateSummary& summary() const { return summary_; }

 private:
  struct Written {
    std::string sha256;
    std::uint64_t nodes = 0;
    std::uint64_t positions = 0;
  };

  Written write(Session& s, const std::string& moves) {
    HeaderLines header = header_;
    for (auto& [key, value] : header)
      if (key == "moves") value = moves;
    const std::string partial = directory_ + "/part.partial";
    RemoveUnlessKept cleanup{partial};
    Written w;
    {
      CertificateFile out(partial, partial);
      write_header(out, header);
      TreeWriter tree(s, winner(), false, out, limits_, progress_);
      tree.node();
      w = {out.finish(tree.nodes()), tree.nodes(), tree.positions()};
    }
    if (std::rename(partial.c_str(), file_of(w.sha256).c_str()) != 0)
      throw InputError("cannot write the part " + file_of(w.sha256));
    cleanup.keep = true;
    return w;
  }

  int winner() const {
    for (const auto& [key, value] : header_)
      if (key == "winner") return std::stoi(value);
    throw std::logic_error("certificate: a header without a winner");
  }
  std::string index_path() const { return directory_ + "/index.tsv"; }
  std::string file_of(const std::string& sha256) const {
    return directory_ + "/" + sha256 + ".cert";
  }

  std::string directory_;
  HeaderLines header_;
  const SolveLimits& limits_;
  Progress& progress_;
  std::map<std::string, Written> written_;  // by start moves
  CertificateSummary summary_;
};

std::string TreeWriter::part_digest() { return parts_->part(s_); }

// The body of a proof by component values: the number of entries, then each entry.
void write_components(const ComponentProof& proof, CertificateFile& out) {
  out.number(proof.entries.size());
  for (const ComponentEntry& e : proof.entries) {
    out.byte(e.same_as < 0 ? kComponentValue : kComponentImage);
    out.number(e.items.size());
    for (const int item : e.items) out.number(static_cast<std::uint64_t>(item));
    if (e.same_as < 0) {
      out.number(static_cast<std::uint64_t>(e.value));
    } else {
      out.number(static_cast<std::uint64_t>(e.same_as));
      for (const int image : e.images) out.number(static_cast<std::uint64_t>(image));
    }
  }
}

}  // namespace

std::string parts_directory(const std::string& path) { return path + ".parts"; }

nlohmann::json certificate_json(const std::string& path, const CertificateSummary& c) {
  return {{"file", path},
          {"bytes", c.bytes},
          {"nodes", c.nodes},
          {"positions", c.positions},
          {"seconds", c.seconds},
          {"sha256", c.sha256},
          {"parts", c.parts},
          {"parts_reused", c.parts_reused},
          {"claim_line", c.claim_line},
          {"board_digest", c.board_digest}};
}

CertificateSummary write_certificate(const Game& game, const Position& position,
                                     const SolveLimits& limits, const std::string& path,
                                     const CertificateOptions& options) {
  const int split_plies = options.split_plies;
  const CertificateGuide* guide = options.guide;
  if (guide && split_plies > 0)
    throw std::logic_error("certificate: a guide and split plies both place the parts");
  Progress progress(options.on_progress);
  // The start moves are played here so that the session's history holds them in the game's
  // own notation: the header names them and the checker replays them.
  Position board_only = position;
  board_only.moves.clear();
  std::unique_ptr<Session> session = game.start(board_only, limits, options.workspace);
  for (const std::string& move : split_moves(position.moves)) session->play(move);
  CertificateSummary summary;
  // A game that splits into disjoint sums proves by component values; the proof gives the
  // winner too (its search would take exponentially longer).
  const std::optional<ComponentProof> components =
      session->players() == 2 ? session->component_proof() : std::nullopt;
  if (components) {
    summary.winner = components->position_value != 0 ? session->to_move() : 3 - session->to_move();
  } else {
    // A guide's winner is taken as given: the root may be far beyond one search, and
    // gg-check refuses the certificate if the winner is wrong.
    summary.winner = guide ? guide->winner() : session->forced_winner();
  }
  if (guide && (components || summary.winner == 0 || session->players() != 2))
    throw InputError(
        "a certificate follows a proof only for a two-player win proven by a tree (not for "
        "component values)");
  if (split_plies > 0 && (components || summary.winner == 0))
    throw InputError(
        "a certificate splits into parts only where a player wins and a tree proves it (not for a "
        "claim that nobody wins, nor for component values)");

  // A winner, or (more than two players, none can force a win) one tree per player of the
  // others keeping it from winning.
  HeaderLines header = claim_fields(game.name(), position.board, *session, summary.winner);
  if (components) header.emplace_back("proof", "components");
  const CertificateClaim claim = certificate_claim(header);
  summary.claim_line = claim.line;
  summary.board_digest = claim.board_digest;
  std::optional<PartWriter> parts;
  if (split_plies > 0 || guide) parts.emplace(parts_directory(path), header, limits, progress);

  // The file is written beside its name and renamed over it: a device, a pipe or a link at
  // the name would be replaced by a regular file, so it is refused instead.
  if (std::error_code ec;
      std::filesystem::exists(std::filesystem::symlink_status(path, ec)) &&
      !std::filesystem::is_regular_file(std::filesystem::symlink_status(path, ec)))
    throw InputError("certificate file " + path +
                     " exists and is not a regular file (a device, pipe, link or directory): "
                     "give the path of a regular file");
  const std::string partial = path + ".partial";
  RemoveUnlessKept cleanup{partial};
  {
    CertificateFile out(partial, path);
    write_header(out, header);
    if (components) {
      write_components(*components, out);
      summary.nodes = summary.positions = components->entries.size();
    } else {
      for (int p = summary.winner != 0 ? summary.winner : 1; p <= session->players(); ++p) {
        TreeWriter tree(*session, p, summary.winner == 0, out, limits, progress,
                        parts ? &*parts : nullptr, split_plies, guide);
        tree.node();
        summary.nodes += tree.nodes();
        summary.positions += tree.positions();
        if (summary.winner != 0) break;
      }
    }
    summary.sha256 = out.finish(summary.nodes);
  }
  if (std::rename(partial.c_str(), path.c_str()) != 0)
    throw InputError("cannot write the certificate file " + path);
  cleanup.keep = true;
  summary.bytes = file_size(path);
  if (parts) {
    const CertificateSummary& p = parts->summary();
    summary.nodes += p.nodes;
    summary.positions += p.positions;
    summary.bytes += p.bytes;
    summary.parts = p.parts;
    summary.parts_reused = p.parts_reused;
  }
  summary.seconds = progress.seconds();
  return summary;
}

}  // namespace gg::play
