// Debug builds: checks that a search gave back the state it was handed exactly as it found it
// (every play undone, the hash and the whole state restored), after Benzene's
// HexStateAssertRestored. Every solver's entry points hold one. Release builds: nothing.
#pragma once

#include <concepts>
#include <exception>
#include <optional>

#include "core/error.h"
#include "solve/game_concept.h"

namespace gg {

template <GameState S>
class RestoreGuard {
 public:
#ifdef NDEBUG
  explicit RestoreGuard(const S&) {}
#else
  explicit RestoreGuard(const S& s)
      : state_(s), hash_(s.hash()), exceptions_(std::uncaught_exceptions()) {
    if constexpr (std::equality_comparable<S>) copy_.emplace(s);
  }
  ~RestoreGuard() {
    // A search stopped by a limit unwinds without undoing: nothing to check then.
    if (std::uncaught_exceptions() > exceptions_) return;
    GG_CHECK(state_.hash() == hash_);
    if constexpr (std::equality_comparable<S>) GG_CHECK(state_ == *copy_);
  }
#endif
  RestoreGuard(const RestoreGuard&) = delete;
  RestoreGuard& operator=(const RestoreGuard&) = delete;

#ifndef NDEBUG
 private:
  const S& state_;
  std::uint64_t hash_;
  int exceptions_;
  std::optional<S> copy_;
#endif
};

}  // namespace gg
