#include "games/cycles/cycles.h"

#include <algorithm>
#include <set>
#include <sstream>

#include "core/error.h"
#include "core/permutation.h"
#include "core/text.h"
#include "core/zobrist.h"
#include "games/cycles/cycle_gaps.h"
#include "games/move_text.h"
#include "graph/plane_embedding.h"
#include "graph/symmetry.h"
#include "solve/coalition.h"

namespace gg::cycles {
namespace {
constexpr std::uint64_t kArrowStream = 0x6379636C65736172ULL;
}  // namespace

std::string variant_name(Variant v) { return v == Variant::kStrict ? "strict" : "leaves-exempt"; }

Variant parse_variant(std::string_view text) {
  if (text.empty() || text == "leaves-exempt") return Variant::kLeavesExempt;
  if (text == "strict") return Variant::kStrict;
  throw InputError("cycles variant '" + std::string(text) + "': use leaves-exempt or strict");
}

std::string format_move(Move m) { return format_arc(m.from, m.to); }

Move parse_move(std::string_view text, int order) {
  const auto [u, v] = parse_arc(text, order);
  return Move{static_cast<std::uint8_t>(u), static_cast<std::uint8_t>(v)};
}

Board::Board(PlaneBoard plane, Variant variant, int players)
    : plane_(std::move(plane)), variant_(variant), players_(players) {
  const Graph& g = plane_.graph;
  steps_.resize(g.size());
  for (int c = 0; c < static_cast<int>(plane_.cells.size()); ++c) {
    const auto& cell = plane_.cells[c];
    VertexSet seen = 0;
    for (const int v : cell) {
      if (has(seen, v)) simple_cells_ = false;
      seen |= bit(v);
    }
    for (std::size_t i = 0; i < cell.size(); ++i) {
      const int a = cell[i];
      const int b = cell[(i + 1) % cell.size()];
      const int e = g.edge_id(a, b);
      steps_[e].push_back({c, g.edge(e).u == a});
    }
  }
  for (int e = 0; e < g.size(); ++e)
    for (int d = 1; d <= 2; ++d)
      keys_.push_back(zobrist_key(kArrowStream, static_cast<std::uint64_t>(2 * e + d)));
  find_symmetries();
}

void Board::find_symmetries() {
  const Graph& g = plane_.graph;
  // The cells as walks up to rotation and reversal.
  std::set<std::vector<int>> cells;
  for (const auto& cell : plane_.cells) cells.insert(canonical_walk(cell));
  auto keeps_cells = [&](const Permutation& p) {
    for (const auto& cell : plane_.cells) {
      std::vector<int> image;
      for (int v : cell) image.push_back(p[v]);
      if (!cells.count(canonical_walk(image))) return false;
    }
    return true;
  };
  // The group's elements by breadth-first closure over nauty's generators, up to the cap.
  const Permutation identity = identity_permutation(g.order());
  const GroupElements group =
      group_elements(automorphisms(g), g.order(), static_cast<std::size_t>(kMaxSymmetries) * 4);
  all_symmetries_ = group.complete;
  for (const Permutation& p : group.elements) {
    if (p == identity || !keeps_cells(p)) continue;
    if (static_cast<int>(symmetries_.size()) == kMaxSymmetries) {
      all_symmetries_ = false;
      break;
    }
    symmetries_.push_back(p);
    for (int e = 0; e < g.size(); ++e) {
      const Edge& ed = g.edge(e);
      const int image = g.edge_id(p[ed.u], p[ed.v]);
      // Direction 1 runs from the smaller end to the larger; the image may turn it round.
      const bool kept = p[ed.u] < p[ed.v];
      image_keys_.push_back(key(image, kept ? 1 : 2));
      image_keys_.push_back(key(image, kept ? 2 : 1));
      edge_images_.push_back(image << 1 | (kept ? 0 : 1));
    }
  }
}

State::State(std::shared_ptr<const Board> board) : board_(std::move(board)) {
  direction_.assign(board_->graph().size(), 0);
  image_hashes_.assign(2 * static_cast<std::size_t>(board_->symmetry_count()), 0);
  along_.assign(board_->plane().cells.size(), 0);
  against_.assign(board_->plane().cells.size(), 0);
}

int State::direction_code(Move m) const {
  const Edge& e = board_->graph().edge(board_->graph().edge_id(m.from, m.to));
  return e.u == m.from ? 1 : 2;
}

bool State::is_legal(Move m) const {
  const Graph& g = board_->graph();
  if (m.from >= g.order() || m.to >= g.order() || m.from == m.to || !g.adjacent(m.from, m.to))
    return false;
  if (direction_[g.edge_id(m.from, m.to)] != 0) return false;
  // The tail becomes a source if this is its last edge and none points in; the head a sink.
  const int tail = m.from;
  const int head = m.to;
  if (board_->constrained(tail) && marked_[tail] + 1 == g.degree(tail) && in_[tail] == 0)
    return false;
  if (board_->constrained(head) && marked_[head] + 1 == g.degree(head) && out_[head] == 0)
    return false;
  return true;
}

void State::legal_moves(MoveBuffer& out) const {
  out.clear();
  if (completed_cells_ > 0) return;
  for (const Edge& e : board_->graph().edges()) {
    const Move forward{static_cast<std::uint8_t>(e.u), static_cast<std::uint8_t>(e.v)};
    const Move backward{static_cast<std::uint8_t>(e.v), static_cast<std::uint8_t>(e.u)};
    if (is_legal(forward)) out.push(forward);
    if (is_legal(backward)) out.push(backward);
  }
}

bool State::completes_cell(Move m) const {
  const int e = board_->graph().edge_id(m.from, m.to);
  const bool forward = direction_code(m) == 1;
  for (const auto& step : board_->steps_of_edge(e)) {
    const int length = board_->cell_length(step.cell);
    if (step.along == forward ? along_[step.cell] + 1 == length : against_[step.cell] + 1 == length)
      return true;
  }
  return false;
}

void State::play(Move m) {
  GG_DCHECK(is_legal(m));
  const int e = board_->graph().edge_id(m.from, m.to);
  const int d = direction_code(m);
  direction_[e] = static_cast<std::uint8_t>(d);
  ++marked_[m.from];
  ++marked_[m.to];
  ++out_[m.from];
  ++in_[m.to];
  for (const auto& step : board_->steps_of_edge(e)) {
    int& count = step.along == (d == 1) ? along_[step.cell] : against_[step.cell];
    if (++count == board_->cell_length(step.cell)) ++completed_cells_;
  }
  toggle_keys(e, d);
  ++ply_;
}

void State::toggle_keys(int e, int d) {
  hash_ ^= board_->key(e, d);
  reversed_hash_ ^= board_->key(e, 3 - d);
  for (int s = 0; s < board_->symmetry_count(); ++s) {
    image_hashes_[2 * s] ^= board_->image_key(s, e, d);
    image_hashes_[2 * s + 1] ^= board_->image_key(s, e, 3 - d);
  }
}

std::uint64_t State::tt_key() const {
  std::uint64_t key = std::min(hash_, reversed_hash_);
  for (const std::uint64_t h : image_hashes_) key = std::min(key, h);
  return key;
}

std::uint64_t State::tt_key_after(Move m) const {
  const int e = board_->graph().edge_id(m.from, m.to);
  const int d = direction_code(m);
  std::uint64_t key = std::min(hash_ ^ board_->key(e, d), reversed_hash_ ^ board_->key(e, 3 - d));
  for (int s = 0; s < board_->symmetry_count(); ++s) {
    key = std::min(key, image_hashes_[2 * s] ^ board_->image_key(s, e, d));
    key = std::min(key, image_hashes_[2 * s + 1] ^ board_->image_key(s, e, 3 - d));
  }
  return key;
}

void State::undo(Move m) {
  const int e = board_->graph().edge_id(m.from, m.to);
  const int d = direction_[e];
  for (const auto& step : board_->steps_of_edge(e)) {
    int& count = step.along == (d == 1) ? along_[step.cell] : against_[step.cell];
    if (count-- == board_->cell_length(step.cell)) --completed_cells_;
  }
  direction_[e] = 0;
  --marked_[m.from];
  --marked_[m.to];
  --out_[m.from];
  --in_[m.to];
  toggle_keys(e, d);
  --ply_;
}

std::optional<Player> State::winner() const {
  // A completed cell ends the game for the player who just moved; so does a position with
  // no legal move (that player made the last one).
  if (completed_cells_ > 0) return opponent(side_to_move());
  for (const Edge& e : board_->graph().edges())
    if (direction_[board_->graph().edge_id(e.u, e.v)] == 0 &&
        (is_legal(Move{static_cast<std::uint8_t>(e.u), static_cast<std::uint8_t>(e.v)}) ||
         is_legal(Move{static_cast<std::uint8_t>(e.v), static_cast<std::uint8_t>(e.u)})))
      return std::nullopt;
  return opponent(side_to_move());
}

void State::search_moves(MoveBuffer& out) const {
  legal_moves(out);
  // A move that completes a cell wins at once: put it first and drop the rest.
  for (const Move& m : out) {
    if (completes_cell(m)) {
      out.clear();
      out.push(m);
      return;
    }
  }
}

std::uint64_t State::hash_from_scratch() const {
  std::uint64_t h = 0;
  for (int e = 0; e < board_->graph().size(); ++e)
    if (direction_[e] != 0) h ^= board_->key(e, direction_[e]);
  return h;
}

bool State::operator==(const State& other) const {
  return board_ == other.board_ && direction_ == other.direction_ && marked_ == other.marked_ &&
         out_ == other.out_ && in_ == other.in_ && along_ == other.along_ &&
         against_ == other.against_ && completed_cells_ == other.completed_cells_ &&
         ply_ == other.ply_ && hash_ == other.hash_ && reversed_hash_ == other.reversed_hash_ &&
         image_hashes_ == other.image_hashes_;
}

std::string Definition::why_illegal(const State& s, Move m) {
  const Graph& g = s.board().graph();
  if (s.winner()) return "comes after the game ended";
  if (s.is_legal(m)) return "";
  if (!g.adjacent(m.from, m.to)) return "is not an edge of the board";
  if (s.direction(g.edge_id(m.from, m.to)) != 0) return "marks an edge that is already marked";
  return "would make a source or sink";
}

namespace {

// A cell's boundary walk with each step's mark: "0 -> 1 -- 2 <- 3 -- 0" (-> marked along the
// walk, <- against it, -- unmarked); `cycle` says whether every step is marked one way round.
std::string cell_walk(const State& s, const std::vector<int>& cell, bool& cycle) {
  const Graph& g = s.board().graph();
  std::string text = std::to_string(cell[0]);
  bool along_all = true;
  bool against_all = true;
  for (std::size_t i = 0; i < cell.size(); ++i) {
    const int a = cell[i];
    const int b = cell[(i + 1) % cell.size()];
    const int e = g.edge_id(a, b);
    const int d = s.direction(e);
    const bool along = d != 0 && (d == 1) == (g.edge(e).u == a);
    along_all = along_all && along;
    against_all = against_all && d != 0 && !along;
    text += std::string(d == 0 ? " -- " : along ? " -> " : " <- ") + std::to_string(b);
  }
  cycle = along_all || against_all;
  return text;
}

}  // namespace

std::string render_ascii(const State& s) {
  std::ostringstream out;
  const Graph& g = s.board().graph();
  const auto& cells = s.board().plane().cells;
  out << "Game of Cycles (" << variant_name(s.board().variant()) << ") on "
      << counted(g.order(), "vertex", "vertices") << ", " << counted(g.size(), "edge", "edges")
      << ", " << counted(static_cast<long long>(cells.size()), "cell", "cells") << " ["
      << s.board().plane().drawing << "]";
  if (s.board().players() > 2) out << ", " << s.board().players() << " players";
  out << "; ply " << s.ply() << ", player " << s.mover() << " to move\n  edges:";
  for (int e = 0; e < g.size(); ++e) {
    const Edge& ed = g.edge(e);
    if (s.direction(e) == 1) {
      out << " " << ed.u << ">" << ed.v;
    } else if (s.direction(e) == 2) {
      out << " " << ed.v << ">" << ed.u;
    } else {
      out << " " << ed.u << "-" << ed.v;
    }
  }
  // Why a move is legal or not: the directions each unmarked edge may still take (the others
  // would make a source or a sink).
  MoveBuffer moves;
  s.legal_moves(moves);
  std::vector<std::vector<Move>> legal(static_cast<std::size_t>(g.size()));
  for (const Move& m : moves) legal[g.edge_id(m.from, m.to)].push_back(m);
  std::string either, one_way, unmarkable;
  for (int e = 0; e < g.size(); ++e) {
    if (s.direction(e) != 0) continue;
    const Edge& ed = g.edge(e);
    const auto& ways = legal[e];
    if (ways.size() == 1) {
      one_way += " " + format_move(ways[0]);
    } else {
      (ways.empty() ? unmarkable : either) +=
          " " + std::to_string(ed.u) + "-" + std::to_string(ed.v);
    }
  }
  std::vector<std::string> groups;
  if (!either.empty()) groups.push_back("either way" + either);
  if (!one_way.empty()) groups.push_back("one way only" + one_way);
  if (!unmarkable.empty()) groups.push_back("unmarkable" + unmarkable);
  out << "\n  unmarked edges:";
  if (groups.empty()) out << " none";
  for (std::size_t i = 0; i < groups.size(); ++i) out << (i > 0 ? "; " : " ") << groups[i];
  out << "\n  cells (-> marked along the walk, <- against it; all one way round is a cycle):";
  const std::string* completed = nullptr;
  std::vector<std::string> walks;
  walks.reserve(cells.size());
  for (const auto& cell : cells) {
    bool cycle = false;
    walks.push_back(cell_walk(s, cell, cycle));
    if (cycle) completed = &walks.back();
  }
  for (const std::string& walk : walks) out << "\n    " << walk;
  if (cells.empty()) out << " none";
  out << "\n";
  const int players = s.board().players();
  const int last_mover = player_at_seat(s.mover(), players - 1, players);
  if (completed != nullptr) {
    out << "  Player " << last_mover << " completed the cycle cell " << *completed << " and wins\n";
  } else if (moves.empty()) {
    out << "  No edge can be marked: "
        << (s.ply() > 0 ? "player " + std::to_string(last_mover) + " made the last move and wins"
                        : std::string("player 1 has no move"))
        << "\n";
  }
  return out.str();
}

namespace {

// Whether positions of the board get symmetries in certificates: a cell walk that repeats a
// vertex is more than its vertex set (the inverted hourglass: swapping 0 and 1 keeps both sets
// but turns the inner triangle of the outer walk round), which the view below cannot tell, and
// the view must fit a Graph.
bool certificate_symmetric(const Board& b) {
  return b.simple_cells() &&
         3 * b.graph().order() + static_cast<int>(b.plane().cells.size()) <= Graph::kMaxVertices;
}

std::string facts_of(const State& s) {
  return {static_cast<char>(s.mover()), static_cast<char>(s.winner().has_value())};
}

// The position's image with the least hash among its images under every symmetry of the board
// (Board::all_symmetries), the identity included. Symmetric positions have the same images, so
// they pick the same one: the canonical text is that image's direction codes, edge by edge.
// Two different images with one least hash would miss a merge, never make a false one. This
// merges the positions the view below merges (both are the orbits of one group), at a few
// hundred operations a position instead of a canonical labelling.
CertificateSymmetry symmetry_by_images(const State& s) {
  const Board& b = s.board();
  int chosen = -1;  // the identity
  std::uint64_t least = s.hash();
  for (int k = 0; k < b.symmetry_count(); ++k) {
    if (s.image_hash(k) < least) {
      least = s.image_hash(k);
      chosen = k;
    }
  }
  const int m = b.graph().size();
  CertificateSymmetry form;
  form.canonical.assign(static_cast<std::size_t>(m), '\0');
  for (int e = 0; e < m; ++e) {
    const int d = s.direction(e);
    if (d == 0) continue;
    if (chosen < 0) {
      form.canonical[static_cast<std::size_t>(e)] = static_cast<char>(d);
    } else {
      form.canonical[static_cast<std::size_t>(b.edge_image(chosen, e))] =
          static_cast<char>(b.turns(chosen, e) ? 3 - d : d);
    }
  }
  form.canonical += facts_of(s);
  form.to_canonical = chosen < 0 ? identity_permutation(b.graph().order()) : b.symmetry(chosen);
  return form;
}

}  // namespace

// Three copies of the vertices (the board; where arrows leave; where they arrive), an arrow
// u>v joining u's second copy to v's third, and one vertex per cell joined to the vertices of
// its walk: symmetries are the board's automorphisms keeping the cells' vertex sets, arrows
// with them. A simple cell walk is the only Hamiltonian cycle of the subgraph its vertices
// induce (every other edge among them runs outside the cell, so that subgraph is outerplanar
// with the walk as its outer cycle, and a 2-connected outerplanar graph has exactly one), so a
// map keeping the vertex sets keeps the walks. gg-check verifies every map on the walks
// themselves.
std::optional<CertificateSymmetry> certificate_symmetry_from_view(const State& s) {
  const Board& b = s.board();
  if (!certificate_symmetric(b)) return std::nullopt;
  const Graph& g = b.graph();
  const int n = g.order();
  const int cells = static_cast<int>(b.plane().cells.size());
  Graph view(3 * n + cells);
  std::vector<int> colours(static_cast<std::size_t>(3 * n + cells), 3);
  for (int v = 0; v < n; ++v) {
    view.add_edge(v, n + v);
    view.add_edge(v, 2 * n + v);
    for (int layer = 0; layer < 3; ++layer)
      colours[static_cast<std::size_t>(layer * n + v)] = layer;
  }
  for (int e = 0; e < g.size(); ++e) {
    const Edge& edge = g.edge(e);
    view.add_edge(edge.u, edge.v);
    if (s.direction(e) == 0) continue;
    const bool forward = s.direction(e) == 1;  // from the smaller end
    view.add_edge(n + (forward ? edge.u : edge.v), 2 * n + (forward ? edge.v : edge.u));
  }
  for (int c = 0; c < cells; ++c) {
    for (const int v : b.plane().cells[static_cast<std::size_t>(c)])
      if (!view.adjacent(3 * n + c, v)) view.add_edge(3 * n + c, v);
  }
  return graph_symmetry(view, colours, n, facts_of(s));
}

std::optional<CertificateSymmetry> Definition::certificate_symmetry(const State& s) {
  // On a cycle graph a position's future is its multiset of gaps (cycle_gaps.h), whatever
  // their places: positions with the same gaps are one position to the checker, which
  // computes the gaps itself, so the map is the identity (docs/certificates.md).
  if (const std::optional<CycleGaps> gaps = cycle_gaps(s)) {
    CertificateSymmetry form;
    form.canonical = std::string(gaps->untouched ? "u" : "g") + gaps->codes + facts_of(s);
    form.to_canonical = identity_permutation(s.board().graph().order());
    return form;
  }
  // A board whose symmetries are all listed: the least image. Else nauty's labelling.
  if (s.board().all_symmetries() && certificate_symmetric(s.board())) return symmetry_by_images(s);
  return certificate_symmetry_from_view(s);
}

}  // namespace gg::cycles
