#include "games/trails/driver.h"

#include "core/error.h"
#include "core/text.h"
#include "games/search_report.h"
#include "games/session.h"
#include "games/trails/trails.h"

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
    const auto orbits = [&] {
      return request.use_symmetry ? state.root_orbits() : trivial_orbits(state, board->cells());
    };
    const auto map_move = [](Move m, const Permutation& p) {
      return Move{static_cast<std::uint8_t>(p[m.cell]), m.token};
    };
    const auto format = [&](Move m) { return format_move(*board, m); };
    fill_search_report(state, request, orbits, map_move, format, report);
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
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<TrailsGame>(); }

}  // namespace gg::trails
