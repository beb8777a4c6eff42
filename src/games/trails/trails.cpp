#include "games/trails/trails.h"

#include <algorithm>
#include <sstream>

#include "core/error.h"
#include "core/text.h"
#include "core/zobrist.h"
#include "games/move_text.h"

namespace gg::trails {
namespace {

constexpr std::uint64_t kTokenStream = 0x747261696C73ULL;

constexpr std::uint8_t kLeft = 1, kRight = 2, kBottom = 4, kTop = 8;

// The map of the square given by where node (x, y) goes.
template <class NodeMap>
BoardMap make_map(int n, std::string name, NodeMap map_node) {
  BoardMap m;
  m.name = std::move(name);
  for (int y = 0; y <= n; ++y)
    for (int x = 0; x <= n; ++x) {
      const auto [mx, my] = map_node(x, y);
      m.node[y * (n + 1) + x] = static_cast<std::uint8_t>(my * (n + 1) + mx);
    }
  // A cell goes where its centre goes: the centre of cell (c, r) is (c + 1/2, r + 1/2), so
  // map the cell's bottom-left and top-right corners and take the smaller coordinates.
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const auto [ax, ay] = map_node(c, r);
      const auto [bx, by] = map_node(c + 1, r + 1);
      m.cell[r * n + c] = static_cast<std::uint8_t>(std::min(ay, by) * n + std::min(ax, bx));
    }
  return m;
}

}  // namespace

std::vector<BoardMap> Board::square_maps(int n) {
  using P = std::pair<int, int>;
  return {
      make_map(n, "identity",
               [](int x, int y) {
                 return P{x, y};
               }),
      make_map(n, "rotation by 90 degrees",
               [n](int x, int y) {
                 return P{n - y, x};
               }),
      make_map(n, "rotation by 180 degrees",
               [n](int x, int y) {
                 return P{n - x, n - y};
               }),
      make_map(n, "rotation by 270 degrees",
               [n](int x, int y) {
                 return P{y, n - x};
               }),
      make_map(n, "reflection in the vertical axis",
               [n](int x, int y) {
                 return P{n - x, y};
               }),
      make_map(n, "reflection in the horizontal axis",
               [n](int x, int y) {
                 return P{x, n - y};
               }),
      make_map(n, "reflection in the uphill diagonal",
               [](int x, int y) {
                 return P{y, x};
               }),
      make_map(n, "reflection in the downhill diagonal",
               [n](int x, int y) {
                 return P{n - y, n - x};
               }),
  };
}

Board::Board(int n, bool use_symmetry) : n_(n) {
  if (n < kMinSize || n > kMaxSize)
    throw InputError("Trails board size " + std::to_string(n) + ": use " +
                     std::to_string(kMinSize) + " to " + std::to_string(kMaxSize));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int cell = cell_at(c, r);
      ends_[cell][0] = {static_cast<std::uint8_t>(node_at(c, r)),
                        static_cast<std::uint8_t>(node_at(c + 1, r + 1))};
      ends_[cell][1] = {static_cast<std::uint8_t>(node_at(c, r + 1)),
                        static_cast<std::uint8_t>(node_at(c + 1, r))};
      for (const Token t : {Token::kUphill, Token::kDownhill}) {
        const auto [a, b] = ends(cell, t);
        diagonals_at_[a].push(Diagonal{static_cast<std::uint8_t>(cell), t, b});
        diagonals_at_[b].push(Diagonal{static_cast<std::uint8_t>(cell), t, a});
      }
      for (int t = 0; t < 2; ++t) keys_.push_back(zobrist_key(kTokenStream, 2 * cell + t));
    }
  for (int y = 0; y <= n; ++y)
    for (int x = 0; x <= n; ++x)
      sides_[node_at(x, y)] =
          static_cast<std::uint8_t>((x == 0 ? kLeft : 0) | (x == n ? kRight : 0) |
                                    (y == 0 ? kBottom : 0) | (y == n ? kTop : 0));
  // The symmetries: the maps of the square that send every uphill token (as a pair of nodes)
  // onto an uphill token. Every map of the square keeps the pairs of opposite sides, so the
  // winning condition is kept too.
  for (BoardMap& m : square_maps(n)) {
    bool keeps = true;
    for (int cell = 0; cell < cells() && keeps; ++cell) {
      const auto [a, b] = ends_[cell][0];
      const auto [c, d] = ends_[m.cell[cell]][0];
      keeps = (m.node[a] == c && m.node[b] == d) || (m.node[a] == d && m.node[b] == c);
    }
    if (keeps) symmetries_.push_back(std::move(m));
  }
  GG_CHECK(symmetries_.size() == 4);
  if (!use_symmetry) symmetries_.resize(1);
}

// Built by appending: GCC 12's link-time optimiser reports a false
// -Wstringop-overflow for `char + std::string` and `"x" + std::string` here.
std::string cell_name(const Board& b, int cell) {
  std::string name(1, static_cast<char>('a' + b.column(cell)));
  name += std::to_string(b.row(cell) + 1);
  return name;
}

std::string cell_element_id(const Board& b, int cell) { return "cell-" + cell_name(b, cell); }

std::string format_move(const Board& b, Move m) {
  std::string text(1, m.token == Token::kUphill ? '/' : '\\');
  text += cell_name(b, m.cell);
  return text;
}

Move parse_move(const Board& b, std::string_view text) {
  const auto bad = [&](const std::string& why) {
    return InputError("move '" + std::string(text) + "': " + why);
  };
  if (text.size() < 3 || (text[0] != '/' && text[0] != '\\'))
    throw bad("expected /c3 or \\c3 (a direction, a column letter, a row number)");
  const char letter = static_cast<char>(std::tolower(static_cast<unsigned char>(text[1])));
  const int column = letter - 'a';
  if (column < 0 || column >= b.size())
    throw bad(std::string("column '") + text[1] + "' is not on the board (a.." +
              static_cast<char>('a' + b.size() - 1) + ")");
  const auto row = parse_uint(text.substr(2), 1000);
  if (!row || *row < 1 || *row > b.size())
    throw bad("row must be a number from 1 to " + std::to_string(b.size()));
  return Move{static_cast<std::uint8_t>(b.cell_at(column, *row - 1)),
              text[0] == '/' ? Token::kUphill : Token::kDownhill};
}

State::State(std::shared_ptr<const Board> board) : board_(std::move(board)) {
  ply_stamp_[0] = ++last_stamp_;  // FirstSteps' stamp 0 means "nothing recorded"
  for (int v = 0; v < board_->nodes(); ++v) {
    parent_[v] = static_cast<std::uint8_t>(v);
    next_in_component_[v] = static_cast<std::uint8_t>(v);
    size_[v] = 1;
    sides_[v] = board_->sides(v);
  }
}

int State::find(int node) const {
  while (parent_[node] != node) node = parent_[node];
  return node;
}

bool State::is_legal(Move m) const {
  return !completed_ && m.cell < board_->cells() && cells_[m.cell] == Token::kEmpty &&
         m.token == token_of(side_to_move());
}

void State::legal_moves(MoveBuffer& out) const {
  out.clear();
  if (completed_) return;
  const Token t = token_of(side_to_move());
  for (int c = 0; c < board_->cells(); ++c)
    if (cells_[c] == Token::kEmpty) out.push(Move{static_cast<std::uint8_t>(c), t});
}

void State::play(Move m) {
  GG_DCHECK(is_legal(m));
  place(m);
  toggle_keys(m);
  ply_stamp_[ply_] = ++last_stamp_;
}

void State::undo(Move m) {
  unplace(m);
  toggle_keys(m);
}

void State::place(Move m) {
  cells_[m.cell] = m.token;
  const auto [a, b] = board_->ends(m.cell, m.token);
  int ra = find(a);
  int rb = find(b);
  Undo& u = undo_[ply_];
  u.cell = m.cell;
  u.absorbed = kNone;
  if (ra != rb) {
    if (size_[ra] < size_[rb]) std::swap(ra, rb);
    u.absorbed = static_cast<std::uint8_t>(rb);
    u.old_sides = sides_[ra];
    parent_[rb] = static_cast<std::uint8_t>(ra);
    std::swap(next_in_component_[ra], next_in_component_[rb]);
    size_[ra] = static_cast<std::uint8_t>(size_[ra] + size_[rb]);
    sides_[ra] |= sides_[rb];
    completed_ = joins_opposite_sides(sides_[ra]);
  }
  ++ply_;
  // The designer's claim that every game ends with a trail (checked exhaustively on small
  // boards by the tests); a full board without one would be a draw, which no solver models.
  GG_CHECK(completed_ || ply_ < board_->cells());
}

void State::unplace(Move m) {
  --ply_;
  const Undo& u = undo_[ply_];
  if (u.absorbed != kNone) {
    const int ra = parent_[u.absorbed];
    size_[ra] = static_cast<std::uint8_t>(size_[ra] - size_[u.absorbed]);
    sides_[ra] = u.old_sides;
    parent_[u.absorbed] = u.absorbed;
    std::swap(next_in_component_[ra], next_in_component_[u.absorbed]);
  }
  completed_ = false;
  cells_[m.cell] = Token::kEmpty;
}

void State::pass() {
  undo_[ply_].absorbed = kNone;
  undo_[ply_].cell = kNone;
  ++ply_;
  ply_stamp_[ply_] = ++last_stamp_;
}

void State::unpass() { --ply_; }

void State::toggle_keys(Move m) {
  hash_ ^= board_->key(m.cell, m.token);
  const auto& syms = board_->symmetries();
  for (std::size_t g = 0; g < syms.size(); ++g)
    symmetric_hash_[g] ^= board_->key(syms[g].cell[m.cell], m.token);
}

std::optional<Player> State::winner() const {
  if (!completed_) return std::nullopt;
  return opponent(side_to_move());  // the player who just moved
}

bool State::wins_at(int cell, Player p) const {
  const auto [a, b] = board_->ends(cell, token_of(p));
  const int ra = find(a);
  const int rb = find(b);
  return ra != rb && joins_opposite_sides(static_cast<std::uint8_t>(sides_[ra] | sides_[rb]));
}

int State::winning_cells(Player p, std::array<std::uint8_t, kMaxCells>& out, int limit) const {
  int count = 0;
  for (int c = 0; c < board_->cells() && count < limit; ++c)
    if (cells_[c] == Token::kEmpty && wins_at(c, p)) out[count++] = static_cast<std::uint8_t>(c);
  return count;
}

State::ThreatStep State::play_threat(int cell) {
  const int me = index_of(side_to_move());
  const int them = 1 - me;
  ThreatStep step;
  step.moves[step.played++] = Move{static_cast<std::uint8_t>(cell), token_of(side_to_move())};
  place(step.moves[0]);
  // One threat of the opponent ends the line, whatever else the token made.
  const NewThreats made = threats_made_by_last_move(until(them, 1));
  step.first_threats = made.count;
  if (made.count[them] > 0 || made.count[me] == 0) return step;
  if (made.count[me] >= 2) {
    step.outcome = ThreatStep::kWins;  // the opponent can block only one
    return step;
  }
  step.moves[step.played++] = Move{made.first[me], token_of(side_to_move())};
  place(step.moves[1]);
  // The threat it blocked was the only winning cell on the board, so the block's own threats
  // are all there are.
  const NewThreats after = threats_made_by_last_move(until(me, 1));
  step.outcome = after.count[me] > 0     ? ThreatStep::kWins
                 : after.count[them] > 0 ? ThreatStep::kFails
                                         : ThreatStep::kGoesOn;
  return step;
}

void State::undo_threat(const ThreatStep& step) {
  for (int i = step.played - 1; i >= 0; --i) unplace(step.moves[i]);
}

bool State::threat_wins(int cell, int depth, ThreatLine* line, FirstSteps* first) {
  const ThreatStep step = play_threat(cell);
  if (first != nullptr)
    first->threats[cell] = {static_cast<std::uint8_t>(step.first_threats[0]),
                            static_cast<std::uint8_t>(step.first_threats[1])};
  if (line != nullptr) line->push(static_cast<std::uint8_t>(cell));
  const bool win =
      step.outcome == ThreatStep::kWins ||
      (step.outcome == ThreatStep::kGoesOn && depth > 1 && forced_win(depth - 1, line, nullptr));
  undo_threat(step);
  if (!win && line != nullptr) line->truncate(line->size() - 1);
  return win;
}

bool State::forced_win(int depth, ThreatLine* line, FirstSteps* first) {
  for (int c = 0; c < board_->cells(); ++c)
    if (cells_[c] == Token::kEmpty && threat_wins(c, depth, line, first)) return true;
  return false;
}

int State::winning_lines(std::span<ThreatLine> lines) {
  int found = 0;
  for (int c = 0; c < board_->cells() && found < static_cast<int>(lines.size()); ++c) {
    if (cells_[c] != Token::kEmpty) continue;
    lines[found].clear();
    if (threat_wins(c, kThreatSequenceDepth, &lines[found], nullptr)) ++found;
  }
  return found;
}

bool State::replays(const ThreatLine& line) {
  std::array<ThreatStep, kThreatSequenceDepth> steps;
  int count = 0;
  bool win = false;
  for (const std::uint8_t cell : line) {
    if (cells_[cell] != Token::kEmpty) break;
    const ThreatStep& step = steps[count++] = play_threat(cell);
    if (step.outcome != ThreatStep::kGoesOn) {
      win = step.outcome == ThreatStep::kWins;
      break;
    }
  }
  while (count > 0) undo_threat(steps[--count]);
  return win;
}

std::array<int, 2> State::until(int player_index, int count) {
  std::array<int, 2> enough{kCountAll, kCountAll};
  enough[player_index] = count;
  return enough;
}

State::NewThreats State::threats_made_by_last_move(std::array<int, 2> enough) const {
  NewThreats made;
  const Undo& u = undo_[ply_ - 1];
  if (u.absorbed == kNone) return made;  // the token closed a cycle: no chain changed
  const int joined = parent_[u.absorbed];
  // A new winning cell joins the grown chain to another; if that chain touches no side, the
  // other would have to join two opposite sides on its own, and the game would be over.
  if (sides_[joined] == 0) return made;
  // Before the move no cell joined a chain to another touching the missing sides, so a cell
  // next to one of the two joined chains can have become winning only if the other chain
  // brought sides it lacked. The ring of the joined chain runs through the absorbed chain's
  // nodes from next(joined) to the absorbed root, then through the surviving chain's nodes.
  const std::uint8_t absorbed_sides = sides_[u.absorbed];
  const bool absorbed_adds = (absorbed_sides | u.old_sides) != u.old_sides;
  const bool survivor_adds = (absorbed_sides | u.old_sides) != absorbed_sides;
  if (!absorbed_adds && !survivor_adds) return made;
  bool done = false;
  const auto visit = [&](int node) {
    for (const Board::Diagonal& d : board_->diagonals_at(node)) {
      if (cells_[d.cell] != Token::kEmpty) continue;
      const int other = find(d.other_end);
      if (other == joined ||
          !joins_opposite_sides(static_cast<std::uint8_t>(sides_[joined] | sides_[other])))
        continue;
      const int p = d.token == Token::kUphill ? 0 : 1;
      if (made.count[p]++ == 0) made.first[p] = d.cell;
      if (made.count[p] >= enough[p]) {
        done = true;
        return;
      }
    }
  };
  // Cells next to the absorbed chain matter when the survivor added sides, and vice versa.
  if (survivor_adds)
    for (int node = next_in_component_[joined];; node = next_in_component_[node]) {
      visit(node);
      if (done) return made;
      if (node == u.absorbed) break;
    }
  if (absorbed_adds)
    for (int node = next_in_component_[u.absorbed];; node = next_in_component_[node]) {
      visit(node);
      if (done) return made;
      if (node == joined) break;
    }
  return made;
}

const State::FirstSteps* State::recorded_first_steps(int ply) const {
  return first_steps_[ply].stamp == ply_stamp_[ply] ? &first_steps_[ply] : nullptr;
}

std::optional<Player> State::static_winner() {
  if (completed_) return std::nullopt;
  const Player me = side_to_move();
  int mine, theirs;  // winning cells of each player, at least 1 and 2 of them counted
  const bool after_a_move = ply_ > 0 && undo_[ply_ - 1].cell != kNone;
  if (const FirstSteps* before = after_a_move ? recorded_first_steps(ply_ - 1) : nullptr) {
    // The position before had no winning cell, so the last token's threats are all there
    // are, and static_winner counted them there (mine up to 1, theirs exactly when mine is 0).
    const auto& made = before->threats[undo_[ply_ - 1].cell];
    mine = made[index_of(me)];
    theirs = made[index_of(opponent(me))];
  } else {
    std::array<std::uint8_t, kMaxCells> cells;
    mine = winning_cells(me, cells, 1);
    theirs = winning_cells(opponent(me), cells, 2);
  }
  if (mine > 0) return me;
  if (theirs >= 2) return opponent(me);
  if (theirs > 0) return std::nullopt;
  FirstSteps& here = first_steps_[ply_];
  if (forced_win(kStaticThreatDepth, nullptr, &here)) return me;
  here.stamp = ply_stamp_[ply_];  // every empty cell was tried: the counts are complete
  return std::nullopt;
}

ProofNumbers State::proof_number_hint() const {
  const FirstSteps* here = recorded_first_steps(ply_);
  if (here == nullptr) return {1, 1};  // the opponent threatens one completion: one block
  const int me = index_of(side_to_move());
  int moves = 0, threats = 0;
  for (int c = 0; c < board_->cells(); ++c) {
    if (cells_[c] != Token::kEmpty || here->threats[c][1 - me] > 0) continue;
    ++moves;
    threats += here->threats[c][me] > 0;
  }
  // Disproving needs every move refuted: the disproof number grows with the moves. Proving
  // needs one winning move, more likely among moves that threaten: the proof number shrinks
  // with them. Halved, so that a sum over many children does not drown the choice of child
  // (measured variants in docs/games/trails.md, "df-pn").
  const std::uint32_t half = static_cast<std::uint32_t>(std::max(moves, 1)) / 2;
  return {1 + half / static_cast<std::uint32_t>(threats + 1), 1 + half};
}

std::size_t State::search_moves(MoveBuffer& out) {
  out.clear();
  if (completed_) return 0;
  const Player me = side_to_move();
  const Token mine = token_of(me);
  // static_winner, just called on this position, has found no winning cell for either
  // player and has made every threat once: its counts are reused.
  const FirstSteps* known = recorded_first_steps(ply_);
  std::array<std::uint8_t, kMaxCells> cells;
  if (known == nullptr && winning_cells(me, cells, 1) > 0) {
    out.push(Move{cells[0], mine});
    return 1;
  }
  if (known == nullptr && winning_cells(opponent(me), cells, 1) > 0) {
    out.push(Move{cells[0], mine});  // the only move that does not lose at once
    return 1;
  }
  // Score every move by what it leaves: cold moves (the opponent completes next) last, then
  // by threats made, then cells far from the centre first.
  const int n = board_->size();
  struct Scored {
    Move move;
    int score;
  };
  std::array<Scored, kMaxCells> scored;
  int count = 0;
  for (int c = 0; c < board_->cells(); ++c) {
    if (cells_[c] != Token::kEmpty) continue;
    const Move m{static_cast<std::uint8_t>(c), mine};
    std::array<int, 2> made;
    if (known != nullptr) {
      made = {known->threats[c][0], known->threats[c][1]};
    } else {
      place(m);
      made = threats_made_by_last_move(until(index_of(opponent(me)), 1)).count;
      unplace(m);
    }
    int score;
    if (made[index_of(opponent(me))] > 0) {
      score = -1000;
    } else {
      const int threats = std::min(made[index_of(me)], 2);
      const int dx = 2 * board_->column(c) + 1 - n;
      const int dy = 2 * board_->row(c) + 1 - n;
      score = 1000 * threats + (dx * dx + dy * dy);
    }
    scored[count++] = {m, score};
  }
  // A stable insertion sort: std::stable_sort would allocate a buffer at every node.
  for (int i = 1; i < count; ++i) {
    const Scored x = scored[i];
    int j = i;
    for (; j > 0 && scored[j - 1].score < x.score; --j) scored[j] = scored[j - 1];
    scored[j] = x;
  }
  // If the opponent has threat sequences here, a quiet move (no threat, not cold) that lets
  // any of them through loses: replaying that sequence after the move proves it.
  std::array<ThreatLine, kRefutingLines> lines;
  pass();
  const int threatened = winning_lines(lines);
  unpass();
  std::size_t threats = 0;
  for (int i = 0; i < count; ++i) {
    if (scored[i].score == -1000 && i > 0) break;  // keep one cold move only if all are cold
    if (scored[i].score >= 1000) {
      ++threats;
    } else if (threatened > 0) {
      place(scored[i].move);
      bool loses = false;
      for (int k = 0; k < threatened && !loses; ++k) loses = replays(lines[k]);
      unplace(scored[i].move);
      if (loses) continue;
    }
    out.push(scored[i].move);
  }
  if (out.empty()) out.push(scored[0].move);  // every move loses; one shows how
  return threats;
}

std::uint64_t State::tt_key() const {
  std::uint64_t key = hash_;
  for (std::size_t g = 1; g < board_->symmetries().size(); ++g)
    key = std::min(key, symmetric_hash_[g]);
  return key;
}

std::uint64_t State::tt_key_after(Move m) const {
  std::uint64_t key = hash_ ^ board_->key(m.cell, m.token);
  const auto& syms = board_->symmetries();
  for (std::size_t g = 1; g < syms.size(); ++g)
    key = std::min(key, symmetric_hash_[g] ^ board_->key(syms[g].cell[m.cell], m.token));
  return key;
}

std::vector<RootOrbit<Move>> State::root_orbits() const {
  // The symmetries that fix the position (checked cell by cell, not by hash).
  const auto& syms = board_->symmetries();
  std::vector<const BoardMap*> stabiliser;
  for (const BoardMap& g : syms) {
    bool fixes = true;
    for (int c = 0; c < board_->cells() && fixes; ++c) fixes = cells_[g.cell[c]] == cells_[c];
    if (fixes) stabiliser.push_back(&g);
  }
  MoveBuffer moves;
  legal_moves(moves);
  std::vector<RootOrbit<Move>> orbits;
  std::array<bool, kMaxCells> placed{};
  for (const Move& m : moves) {
    if (placed[m.cell]) continue;
    RootOrbit<Move> orbit{m, {}};
    for (const BoardMap* g : stabiliser) {
      const int image = g->cell[m.cell];
      if (placed[image]) continue;
      placed[image] = true;
      orbit.members.push_back({Move{static_cast<std::uint8_t>(image), m.token},
                               Permutation(g->cell.begin(), g->cell.begin() + board_->cells())});
    }
    orbits.push_back(std::move(orbit));
  }
  return orbits;
}

std::uint64_t State::hash_from_scratch() const {
  std::uint64_t h = 0;
  for (int c = 0; c < board_->cells(); ++c)
    if (cells_[c] != Token::kEmpty) h ^= board_->key(c, cells_[c]);
  return h;
}

bool State::operator==(const State& other) const {
  return board_ == other.board_ && cells_ == other.cells_ && parent_ == other.parent_ &&
         size_ == other.size_ && sides_ == other.sides_ &&
         next_in_component_ == other.next_in_component_ && ply_ == other.ply_ &&
         completed_ == other.completed_ && hash_ == other.hash_ &&
         symmetric_hash_ == other.symmetric_hash_;
}

std::string Definition::why_illegal(const State& s, Move m) {
  if (s.winner())
    return "comes after the game ended (player " + std::to_string(number_of(*s.winner())) +
           " completed a trail)";
  if (s.token(m.cell) != Token::kEmpty) return "is on a cell that already has a token";
  if (m.token != token_of(s.side_to_move()))
    return std::string("is not player ") + std::to_string(number_of(s.side_to_move())) +
           "'s direction (player 1 plays /, player 2 plays \\)";
  return "";
}

std::vector<Move> completed_trail(const State& s) {
  const Board& b = s.board();
  const int nodes = (b.size() + 1) * (b.size() + 1);
  // Every token joins two nodes; a trail may use tokens of either player.
  std::vector<std::vector<std::pair<int, int>>> joined(static_cast<std::size_t>(nodes));
  for (int c = 0; c < b.cells(); ++c) {
    if (s.token(c) == Token::kEmpty) continue;
    const auto ends = b.ends(c, s.token(c));
    joined[ends[0]].push_back({ends[1], c});
    joined[ends[1]].push_back({ends[0], c});
  }
  for (const auto& [from, to] : {std::pair{1, 2}, std::pair{4, 8}}) {
    std::vector<int> via(static_cast<std::size_t>(nodes), -2);  // the cell a node was reached by
    std::vector<int> queue;
    for (int v = 0; v < nodes; ++v)
      if ((b.sides(v) & from) != 0) {
        via[v] = -1;
        queue.push_back(v);
      }
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const int v = queue[head];
      if ((b.sides(v) & to) == 0) {
        for (const auto& [w, cell] : joined[v])
          if (via[w] == -2) {
            via[w] = cell;
            queue.push_back(w);
          }
        continue;
      }
      std::vector<Move> trail;
      for (int at = v; via[at] >= 0;) {
        const int cell = via[at];
        trail.push_back({static_cast<std::uint8_t>(cell), s.token(cell)});
        const auto ends = b.ends(cell, s.token(cell));
        at = ends[0] == at ? ends[1] : ends[0];
      }
      std::reverse(trail.begin(), trail.end());
      if (!trail.empty()) return trail;
    }
  }
  return {};
}

std::string render_ascii(const State& s) {
  const Board& b = s.board();
  const int n = b.size();
  std::ostringstream out;
  out << "Trails " << n << "x" << n << " (Phil Leduc); ply " << s.ply();
  if (const auto w = s.winner()) {
    out << ", player " << number_of(*w) << " completed a trail:";
    for (const Move& m : completed_trail(s)) out << " " << format_move(b, m);
    out << "\n";
  } else {
    out << ", player " << number_of(s.side_to_move()) << " ("
        << (s.side_to_move() == Player::kOne ? "/" : "\\") << ") to move\n";
  }
  // Nodes: R red, B blue; between them the cell's token, lower case by colour.
  const auto node_row = [&](int y) {
    out << "    ";
    for (int x = 0; x <= n; ++x)
      out << (b.red(b.node_at(x, y)) ? 'R' : 'B') << (x < n ? "   " : "");
    out << "\n";
  };
  for (int r = n - 1; r >= 0; --r) {
    node_row(r + 1);
    out << (r + 1 < 10 ? " " : "") << r + 1 << "    ";
    for (int c = 0; c < n; ++c) {
      const Token t = s.token(b.cell_at(c, r));
      out << (t == Token::kUphill     ? '/'
              : t == Token::kDownhill ? '\\'
                                      : '.')
          << (c < n - 1 ? "   " : "");
    }
    out << "\n";
  }
  node_row(0);
  out << "      ";
  for (int c = 0; c < n; ++c) out << static_cast<char>('a' + c) << (c < n - 1 ? "   " : "");
  out << "\n";
  return out.str();
}

}  // namespace gg::trails
