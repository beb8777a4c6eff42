// A permutation of vertices (or of any small index set): item i maps to perm[i].
#pragma once

#include <vector>

namespace gg {

using Permutation = std::vector<int>;

inline Permutation identity_permutation(int size) {
  Permutation p(static_cast<std::size_t>(size));
  for (int i = 0; i < size; ++i) p[static_cast<std::size_t>(i)] = i;
  return p;
}

// (a then b): i -> b[a[i]]
inline Permutation compose(const Permutation& a, const Permutation& b) {
  Permutation c(a.size());
  for (std::size_t i = 0; i < a.size(); ++i) c[i] = b[static_cast<std::size_t>(a[i])];
  return c;
}

}  // namespace gg
