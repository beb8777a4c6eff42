// Players and outcomes shared by every game and solver.
#pragma once

#include <cstdint>

namespace gg {

// P1 moves first. Stored as 0/1 so it can index per-player arrays.
enum class Player : std::uint8_t { kOne = 0, kTwo = 1 };

constexpr Player opponent(Player p) { return p == Player::kOne ? Player::kTwo : Player::kOne; }
constexpr int index_of(Player p) { return static_cast<int>(p); }
constexpr int number_of(Player p) { return static_cast<int>(p) + 1; }  // 1 or 2 for output

}  // namespace gg
