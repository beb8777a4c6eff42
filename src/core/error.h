// Error vocabulary. Two tiers:
//  * InputError: anything a user typed or fed in that is wrong. Thrown at the edges (parsers,
//    CLI), caught in main, printed as one line, exit status 2.
//  * GG_CHECK / GG_DCHECK: internal invariants. CHECK always runs (cheap checks outside hot
//    loops); DCHECK only in debug builds (hot-path invariants).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

namespace gg {

class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& what) : std::runtime_error(what) {}
};

// A move of a list that cannot be played: which one (from 1), so that a caller can show the
// position before it.
class MoveListError : public InputError {
 public:
  MoveListError(const std::string& what, int move) : InputError(what), move_(move) {}
  int move() const { return move_; }

 private:
  int move_;
};

[[noreturn]] inline void check_failed(const char* cond, const char* file, int line) {
  std::fprintf(stderr, "gg: internal check failed: %s at %s:%d\n", cond, file, line);
  std::abort();
}

}  // namespace gg

#define GG_CHECK(cond) ((cond) ? (void)0 : ::gg::check_failed(#cond, __FILE__, __LINE__))
#ifdef NDEBUG
#define GG_DCHECK(cond) ((void)0)
#else
#define GG_DCHECK(cond) GG_CHECK(cond)
#endif
