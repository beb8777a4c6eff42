// Every game passes the shared conformance suite (conformance.h).
#include <gtest/gtest.h>

#include "conformance.h"
#include "games/cycles/cycles.h"
#include "games/edge/edcn.h"
#include "games/edge/edge.h"
#include "games/trail_trap/trail_trap.h"
#include "games/trails/trails.h"
#include "graph/families.h"
#include "graph/plane.h"

namespace gg {
namespace {

struct TrailTrapAdapter {
  using State = trail_trap::State;
  static std::vector<std::string> boards() {
    return {"P2", "K1,3", "diamond", "K5", "K3,4", "petersen", "P3xP4", "K4|C5", "K12", "K3,3|E2"};
  }
  static State make(const std::string& board) {
    return State(
        std::make_shared<trail_trap::Board>(parse_graph_spec(board), trail_trap::Options{}));
  }
  static std::string format(const State&, State::Move m) { return trail_trap::format_move(m); }
  static State::Move parse(const State& s, const std::string& text) {
    return trail_trap::parse_move(text, s.board().graph().order());
  }
};

TEST(Conformance, TrailTrap) { conformance::random_playouts<TrailTrapAdapter>(20, 1); }

struct EdgeAdapter {
  using State = edge::State;
  static std::vector<std::string> boards() {
    return {"P2", "P6", "C7", "K4", "K3,4", "petersen", "moser", "K5*", "T8", "K3|P4", "E3"};
  }
  static State make(const std::string& board) {
    Graph g = parse_graph_spec(board);
    const int k = edge::edcn(g).k;
    return State(std::make_shared<const edge::Board>(std::move(g), k, edge::Options{}));
  }
  static std::string format(const State&, State::Move m) { return edge::format_move(m); }
  static State::Move parse(const State& s, const std::string& text) {
    return edge::parse_move(text, s.board().graph().order(), s.board().colours());
  }
};

TEST(Conformance, Edge) { conformance::random_playouts<EdgeAdapter>(20, 2); }

struct CyclesAdapter {
  using State = cycles::State;
  static std::vector<std::string> boards() {
    return {"C5",    "W6",    "K4",           "hourglass", "inverted-hourglass",
            "P3xP4", "C6xK2", "spider:2,3,4", "P2",        "E2"};
  }
  static State make(const std::string& board) {
    const auto variant = board == "K4" ? cycles::Variant::kStrict : cycles::Variant::kLeavesExempt;
    return State(std::make_shared<const cycles::Board>(parse_plane_board(board, ""), variant));
  }
  static std::string format(const State&, State::Move m) { return cycles::format_move(m); }
  static State::Move parse(const State& s, const std::string& text) {
    return cycles::parse_move(text, s.board().graph().order());
  }
};

TEST(Conformance, Cycles) { conformance::random_playouts<CyclesAdapter>(20, 3); }

struct TrailsAdapter {
  using State = trails::State;
  static std::vector<std::string> boards() { return {"2", "3", "4", "5", "6", "7", "8", "9"}; }
  static State make(const std::string& board) {
    return State(std::make_shared<const trails::Board>(std::stoi(board)));
  }
  static std::string format(const State& s, State::Move m) {
    return trails::format_move(s.board(), m);
  }
  static State::Move parse(const State& s, const std::string& text) {
    return trails::parse_move(s.board(), text);
  }
};

TEST(Conformance, Trails) { conformance::random_playouts<TrailsAdapter>(20, 4); }

}  // namespace
}  // namespace gg
