#include "play/position_values.h"

#include <algorithm>
#include <stdexcept>

namespace gg::play {
namespace {

Value value_for(int mover, int forced_winner) {
  if (forced_winner == mover) return "win";
  return forced_winner == 0 ? "none" : "lose";
}

// Best first for the mover: the fastest win, then no forced result, then the slowest loss.
// Unknown remoteness sorts after known within a value; ties keep the game's move order.
bool better(const MoveValue& a, const MoveValue& b) {
  const auto rank = [](const Value& v) {
    return v == "win" ? 0 : v == "none" ? 1 : v == "unknown" ? 2 : 3;
  };
  if (rank(a.value) != rank(b.value)) return rank(a.value) < rank(b.value);
  if (a.remoteness.has_value() != b.remoteness.has_value()) return a.remoteness.has_value();
  if (!a.remoteness) return false;
  return a.value == "lose" ? *a.remoteness > *b.remoteness : *a.remoteness < *b.remoteness;
}

// The two methods are independent (negamax prunes, remoteness values every position): a
// disagreement is a bug in one of them, never something to show.
void check_agrees(const std::optional<RemotenessValue>& r, bool mover_wins, const std::string& at) {
  if (r && r->mover_wins != mover_wins)
    throw std::logic_error("internal error: negamax and the remoteness search disagree at " + at);
}

}  // namespace

PositionValues evaluate_position(Session& session, std::size_t remoteness_budget) {
  PositionValues out;
  out.to_move = session.to_move();
  out.players = session.players();
  out.winner = session.winner();
  const auto remoteness = [&](Session& s) -> std::optional<RemotenessValue> {
    if (remoteness_budget == 0) return std::nullopt;
    return s.remoteness(remoteness_budget);
  };
  if (out.winner != 0) {
    out.value = value_for(out.to_move, out.winner);
    out.remoteness = 0;
    return out;
  }
  std::optional<RemotenessValue> root;
  try {
    root = remoteness(session);
  } catch (const SearchAborted& stop) {
    out.stopped = stop;
  }
  if (root) out.remoteness = root->remoteness;
  for (const std::string& move : session.moves()) {
    MoveValue m;
    m.move = move;
    m.element = session.move_element(move);
    m.value = "unknown";
    if (out.stopped) {  // the limit holds for every search after it
      out.moves.push_back(std::move(m));
      continue;
    }
    auto child = session.clone();
    child->play(move);
    try {
      m.forced_winner = child->forced_winner();
    } catch (const SearchAborted& stop) {
      out.stopped = stop;
      out.moves.push_back(std::move(m));
      continue;
    }
    m.value = value_for(out.to_move, m.forced_winner);
    if (root) {
      const auto after = remoteness(*child);
      if (after) {
        m.remoteness = after->remoteness;
        const bool child_mover_wins = m.forced_winner == child->to_move();
        check_agrees(after, child_mover_wins, "the move " + move);
      }
    }
    out.moves.push_back(std::move(m));
  }
  std::stable_sort(out.moves.begin(), out.moves.end(), better);
  out.value = out.moves.empty() ? "lose" : out.moves.front().value;
  // Undecided moves leave the position undecided unless one move is known to win (with more
  // than two players a "none" move decides nothing either).
  if (out.stopped && out.value != "win") out.value = "unknown";
  if (!out.stopped) check_agrees(root, out.value == "win", "the position");
  return out;
}

PositionValues undecided_position(const Session& session, const SearchAborted& stop) {
  PositionValues out;
  out.to_move = session.to_move();
  out.players = session.players();
  out.winner = session.winner();
  out.value = "unknown";
  out.stopped = stop;
  for (const std::string& move : session.moves())
    out.moves.push_back({move, session.move_element(move), "unknown", {}, 0});
  return out;
}

nlohmann::json to_json(const SearchAborted& stop) {
  using Reason = SearchAborted::Reason;
  return {{"limit", stop.reason == Reason::kInterrupt ? "cancelled"
                    : stop.reason == Reason::kSeconds ? "max_seconds"
                                                      : "max_nodes"},
          {"nodes", stop.nodes},
          {"seconds", stop.seconds}};
}

nlohmann::json to_json(const PositionValues& values) {
  const auto number = [](const std::optional<int>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
  };
  nlohmann::json moves = nlohmann::json::array();
  for (const MoveValue& m : values.moves) {
    nlohmann::json delta = nullptr;
    if (values.remoteness && m.remoteness) delta = *values.remoteness - *m.remoteness;
    moves.push_back({{"move", m.move},
                     {"target", m.element},
                     {"value", m.value},
                     {"remoteness", number(m.remoteness)},
                     {"delta_remoteness", delta},
                     {"forced_winner", m.forced_winner}});
  }
  return {{"to_move", values.to_move},
          {"players", values.players},
          {"winner", values.winner},
          {"value", values.value},
          {"remoteness", number(values.remoteness)},
          {"solved", values.solved()},
          {"stopped", values.stopped ? to_json(*values.stopped) : nlohmann::json(nullptr)},
          {"moves", std::move(moves)}};
}

}  // namespace gg::play
