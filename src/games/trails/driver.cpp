#include "games/trails/driver.h"

#include "core/error.h"
#include "core/text.h"
#include "games/negamax_report.h"
#include "games/session.h"
#include "games/trails/trails.h"
#include "solve/dfpn.h"
#include "solve/shortest_win.h"

namespace gg::trails {
namespace {

// "5" or "5x5".
int parse_board_size(const std::string& text) {
  std::string_view t = trim(text);
  if (const auto x = t.find_first_of("xX"); x != std::string_view::npos) {
    if (t.substr(0, x) != t.substr(x + 1))
      throw InputError("Trails board '" + text + "': boards are square, e.g. 5 or 5x5");
    t = t.substr(0, x);
  }
  const auto n = parse_uint(t, 1000);
  if (!n) throw InputError("Trails board '" + text + "': expected a size such as 5 or 5x5");
  return *n;
}

class TrailsGame final : public Game {
 public:
  std::string_view name() const override { return "trails"; }
  std::string_view default_variant() const override { return "standard"; }

  SolveReport solve(const SolveRequest& request) const override {
    if (request.colors) throw InputError("--colors applies to the edge game only");
    if (!request.cells.empty()) throw InputError("--cells applies to the cycles game only");
    if (request.grundy) throw InputError("--grundy: Trails is partizan, it has no Grundy value");
    State state = make_state(request);
    const auto board = state.board_ptr();

    SolveReport report;
    report.game = std::string(name());
    report.board = std::to_string(board->size()) + "x" + std::to_string(board->size());
    report.variant = "standard";
    report.position = render_ascii(state);
    report.details["designer"] = "Phil Leduc";
    if (request.win_within) {
      solve_puzzle(state, request, report);
      return report;
    }
    const auto orbits = [&] {
      return request.use_symmetry ? state.root_orbits() : trivial_orbits(state, board->cells());
    };
    const auto map_move = [](Move m, const Permutation& p) {
      return Move{static_cast<std::uint8_t>(p[m.cell]), m.token};
    };
    const auto format = [&](Move m) { return format_move(*board, m); };
    if (request.solver.empty() || request.solver == "negamax") {
      fill_negamax_report(state, request, orbits, map_move, format, report);
    } else if (request.solver == "dfpn") {
      report.method = "dfpn";
      fill_search_report<Dfpn<State>>(state, request, orbits, map_move, format, report);
    } else {
      throw InputError("--solver '" + request.solver + "': use negamax or dfpn");
    }
    return report;
  }

  Picture show(const SolveRequest& request) const override {
    const State state = make_state(request);
    return Picture{render_ascii(state), render_svg(state), ""};
  }

  std::unique_ptr<Session> start(const SolveRequest& request) const override {
    State state = make_state(request);
    const auto board = state.board_ptr();
    return make_session(
        std::move(state), [board](Move m) { return format_move(*board, m); },
        [](State& s, std::string_view text) { play_moves(s, text); },
        [](const State& s) { return render_ascii(s); }, request.limits, false);
  }

 private:
  static State make_state(const SolveRequest& request) {
    if (!request.variant.empty() && request.variant != "standard")
      throw InputError("trails has one variant, 'standard' (got '" + request.variant + "')");
    State state(std::make_shared<const Board>(parse_board_size(request.board)));
    play_moves(state, request.moves);
    return state;
  }

  // The shortest forced win for the side to move, if there is one within `max_moves`.
  static void solve_puzzle(State& state, const SolveRequest& request, SolveReport& report) {
    const int max_moves = *request.win_within;
    if (max_moves < 1) throw InputError("--win-within must be at least 1");
    ShortestWin<State> search(request.limits);
    const auto result = search.find(state, max_moves);
    report.method = "shortest-win";
    report.to_move = number_of(state.side_to_move());
    report.nodes = search.stats().nodes;
    report.seconds = search.stats().seconds;
    report.details["win_within"] = max_moves;
    if (!result) {
      // No forced win that short: the winner is not decided by this search.
      report.winner = 0;
      report.details["shortest_win"] = nullptr;
      return;
    }
    report.winner = report.to_move;
    report.details["shortest_win"] = result->moves;
    for (const Move& m : result->winning_moves) {
      report.winning_moves.push_back(format_move(state.board(), m));
      report.moves.push_back({report.winning_moves.back(), true, ""});
    }
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<TrailsGame>(); }

}  // namespace gg::trails
