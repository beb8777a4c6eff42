#include "play/certificate.h"

#include <openssl/evp.h>
#include <zstd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/hex.h"
#include "core/text.h"
#include "games/session.h"
#include "play/position_table.h"

namespace gg::play {
namespace {

// Tags of the proof tree's nodes (docs/certificates.md).
constexpr char kWinnerMove = 'M';
constexpr char kAllReplies = 'A';
constexpr char kGameOver = 'X';
constexpr char kProvenBefore = 'R';
constexpr char kSymmetricToProven = 'S';
constexpr char kTrailer = 'Z';
// Entries of a proof by component values: a value shown by the component's options, or by a
// map onto an earlier entry's component.
constexpr char kComponentValue = 'G';
constexpr char kComponentImage = 'I';
constexpr int kCompressionLevel = 6;  // speed over the last few percent of size

std::string one_line(std::string text) {
  for (char& c : text)
    if (c == '\n' || c == '\r') c = ' ';
  return text;
}

// The file: header text as is, tree bytes through zstd; both go into the digest.
class CertificateFile {
 public:
  // Writes `path`; errors name `shown` (the file the user asked for).
  CertificateFile(const std::string& path, const std::string& shown)
      : path_(shown),
        file_owner_(std::fopen(path.c_str(), "wb"), std::fclose),
        zstd_owner_(ZSTD_createCCtx(), ZSTD_freeCCtx),
        sha_owner_(EVP_MD_CTX_new(), EVP_MD_CTX_free),
        file_(file_owner_.get()),
        zstd_(zstd_owner_.get()),
        sha_(sha_owner_.get()) {
    if (!file_) throw InputError("cannot write the certificate file " + shown);
    if (!zstd_ || !sha_ || EVP_DigestInit_ex(sha_, EVP_sha256(), nullptr) != 1)
      throw std::bad_alloc();
    ZSTD_CCtx_setParameter(zstd_, ZSTD_c_compressionLevel, kCompressionLevel);
    ZSTD_CCtx_setParameter(zstd_, ZSTD_c_checksumFlag, 1);
    out_.resize(ZSTD_CStreamOutSize());
  }

  void header_line(const std::string& key, const std::string& value) {
    const std::string line = key + " " + value + "\n";
    EVP_DigestUpdate(sha_, line.data(), line.size());
    write_raw(line.data(), line.size());
  }
  void end_header() {
    EVP_DigestUpdate(sha_, "end\n", 4);
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
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(sha_, digest, &length);
    byte(kTrailer);
    for (int i = 0; i < 8; ++i) byte(static_cast<char>(nodes >> (8 * i) & 0xff));
    tree_.append(reinterpret_cast<const char*>(digest), length);
    compress(tree_, ZSTD_e_end);
    tree_.clear();
    if (std::fflush(file_) != 0 || std::ferror(file_))
      throw InputError("cannot write the certificate file " + path_ + " (disk full?)");
    std::string hex;
    for (unsigned int i = 0; i < length; ++i) append_hex(hex, digest[i]);
    return hex;
  }

 private:
  void flush_tree() {
    EVP_DigestUpdate(sha_, tree_.data(), tree_.size());
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
  std::unique_ptr<EVP_MD_CTX, void (*)(EVP_MD_CTX*)> sha_owner_;
  std::FILE* file_;
  ZSTD_CCtx* zstd_;
  EVP_MD_CTX* sha_;
  std::string tree_;
  std::vector<char> out_;
};

// Removes the temporary file unless the certificate was completed.
struct RemoveUnlessKept {
  std::string path;
  bool keep = false;
  ~RemoveUnlessKept() {
    if (!keep) std::remove(path.c_str());
  }
};

class TreeWriter {
 public:
  // The tree of `player` winning against all the others together or, with `prevent`, of the
  // others together keeping `player` from winning.
  TreeWriter(Session& s, int player, bool prevent, CertificateFile& out, const SolveLimits& limits)
      : s_(s),
        player_(player),
        prevent_(prevent),
        out_(out),
        limits_(limits),
        start_(std::chrono::steady_clock::now()) {}

  void node() {
    ++nodes_;
    if ((nodes_ & 1023) == 0) check_limits();
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
    if ((s_.to_move() == player_) != prevent_) {
      const std::string m = prevent_ ? keeping_move() : s_.best_move();
      out_.byte(kWinnerMove);
      out_.text(m);
      s_.play(m);
      node();
      s_.undo();
    } else {
      const std::vector<std::string> replies = s_.moves();
      out_.byte(kAllReplies);
      out_.number(replies.size());
      for (const std::string& m : replies) {
        out_.text(m);
        s_.play(m);
        node();
        s_.undo();
      }
    }
    proven_.insert(key);
    if (symmetry) canonical_.insert(canonical_key, store_map(symmetry->to_canonical));
  }

  std::uint64_t nodes() const { return nodes_; }
  std::uint64_t positions() const { return proven_.size(); }

 private:
  // A move of one of the others after which `player_` still cannot force a win.
  std::string keeping_move() {
    for (const std::string& m : s_.moves()) {
      s_.play(m);
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
  // its items); returns its number. In chunks, so that the maps (gigabytes for K11) never
  // need a copy to grow.
  std::uint32_t store_map(const Permutation& to_canonical) {
    if (maps_stored_ == 0) map_size_ = std::max<std::size_t>(1, to_canonical.size());
    if (std::max<std::size_t>(1, to_canonical.size()) != map_size_)
      throw std::logic_error("certificate: two maps of one board differ in length");
    if (maps_stored_ > UINT32_MAX) throw std::length_error("certificate: too many positions");
    const std::size_t per_chunk = kMapChunkBytes / map_size_;
    if (maps_stored_ % per_chunk == 0) map_chunks_.emplace_back().reserve(per_chunk * map_size_);
    std::string& chunk = map_chunks_.back();
    for (const int item : to_canonical) chunk += static_cast<char>(item);
    chunk.resize((maps_stored_ % per_chunk + 1) * map_size_);  // an empty map takes one byte
    return static_cast<std::uint32_t>(maps_stored_++);
  }
  std::string_view stored_map(std::uint32_t number, std::size_t size) const {
    const std::size_t per_chunk = kMapChunkBytes / map_size_;
    return std::string_view(map_chunks_[number / per_chunk])
        .substr(number % per_chunk * map_size_, size);
  }

  void check_limits() const {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
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
  std::chrono::steady_clock::time_point start_;
  PositionTable<NoValue> proven_;  // exact hashes (with the mover) of proven positions
  // Canonical image (hashed, with the mover) -> the number of the map taking the proven
  // position there.
  PositionTable<std::uint32_t> canonical_;
  // The maps, one byte per item, one map after another in chunks of kMapChunkBytes.
  static constexpr std::size_t kMapChunkBytes = std::size_t{64} << 20;
  std::vector<std::string> map_chunks_;
  std::size_t map_size_ = 1;
  std::size_t maps_stored_ = 0;
  std::uint64_t nodes_ = 0;
};

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

CertificateSummary write_certificate(const Game& game, const Position& position,
                                     const SolveLimits& limits, const std::string& path) {
  const auto started = std::chrono::steady_clock::now();
  // The start moves are played here so that the session's history holds them in the game's
  // own notation: the header names them and the checker replays them.
  Position board_only = position;
  board_only.moves.clear();
  std::unique_ptr<Session> session = game.start(board_only, limits);
  for (const std::string& move : split_moves(position.moves)) session->play(move);
  CertificateSummary summary;
  // A game that splits into disjoint sums proves by component values; the proof gives the
  // winner too (its search would take exponentially longer).
  const std::optional<ComponentProof> components =
      session->players() == 2 ? session->component_proof() : std::nullopt;
  if (components) {
    summary.winner = components->position_value != 0 ? session->to_move() : 3 - session->to_move();
  } else {
    summary.winner = session->forced_winner();
  }

  const std::string partial = path + ".partial";
  RemoveUnlessKept cleanup{partial};
  {
    CertificateFile out(partial, path);
    out.header_line("gg-certificate", "1");
    out.header_line("game", std::string(game.name()));
    out.header_line("board", one_line(position.board));
    out.header_line("moves", joined(session->history()));
    // A winner, or (more than two players, none can force a win) one tree per player of the
    // others keeping it from winning.
    out.header_line("claim", summary.winner != 0 ? "win" : "nobody");
    out.header_line("winner", std::to_string(summary.winner));
    for (const auto& [key, value] : session->certificate_rules()) out.header_line(key, value);
    if (components) out.header_line("proof", "components");
    out.end_header();
    if (components) {
      write_components(*components, out);
      summary.nodes = summary.positions = components->entries.size();
    } else {
      for (int p = summary.winner != 0 ? summary.winner : 1; p <= session->players(); ++p) {
        TreeWriter tree(*session, p, summary.winner == 0, out, limits);
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
  if (std::FILE* f = std::fopen(path.c_str(), "rb")) {
    std::fseek(f, 0, SEEK_END);
    summary.bytes = static_cast<std::uint64_t>(std::ftell(f));
    std::fclose(f);
  }
  summary.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return summary;
}

}  // namespace gg::play
