#include "graph/plane_embedding.h"

#include <algorithm>
#include <set>

#include "core/error.h"
#include "graph/graph6.h"
#include "graph/planarity_adapter.h"
#include "graph/properties.h"
#include "graph/symmetry.h"

namespace gg {
namespace {

// Where each neighbour sits in a vertex's rotation, for the "next after" step of a face walk.
class DartIndex {
 public:
  DartIndex(const Graph& g, const RotationSystem& rotation) : rotation_(rotation) {
    position_.assign(static_cast<std::size_t>(g.order()) * 64, -1);
    for (int v = 0; v < g.order(); ++v)
      for (std::size_t i = 0; i < rotation[v].size(); ++i)
        position_[dart(v, rotation[v][i])] = static_cast<int>(i);
  }
  static std::size_t dart(int a, int b) { return static_cast<std::size_t>(a) * 64 + b; }
  // The neighbour of b after a in b's rotation.
  int next(int b, int a) const {
    const auto& around = rotation_[b];
    return around[(position_[dart(b, a)] + 1) % static_cast<int>(around.size())];
  }

 private:
  const RotationSystem& rotation_;
  std::vector<int> position_;
};

}  // namespace

std::optional<RotationSystem> planar_embedding(const Graph& g) {
  std::vector<int> eu;
  std::vector<int> ev;
  for (const Edge& e : g.edges()) {
    eu.push_back(e.u);
    ev.push_back(e.v);
  }
  std::vector<int> rotation(2 * eu.size());
  const int status = gg_planar_embedding(g.order(), static_cast<int>(eu.size()), eu.data(),
                                         ev.data(), rotation.data());
  if (status < 0) throw InputError("the planarity library failed on this graph");
  if (status == 0) return std::nullopt;
  RotationSystem around(g.order());
  for (int v = 0, i = 0; v < g.order(); ++v)
    for (int k = 0; k < popcount(g.neighbours(v)); ++k) around[v].push_back(rotation[i++]);
  return around;
}

std::vector<std::vector<int>> trace_faces(const Graph& g, const RotationSystem& rotation) {
  const DartIndex index(g, rotation);
  std::vector<char> used(static_cast<std::size_t>(g.order()) * 64, 0);
  std::vector<std::vector<int>> faces;
  for (int v = 0; v < g.order(); ++v) {
    for (int w : rotation[v]) {
      if (used[DartIndex::dart(v, w)]) continue;
      std::vector<int> face;
      int a = v;
      int b = w;
      while (!used[DartIndex::dart(a, b)]) {
        used[DartIndex::dart(a, b)] = 1;
        face.push_back(a);
        const int c = index.next(b, a);
        a = b;
        b = c;
      }
      faces.push_back(face);
    }
  }
  return faces;
}

void for_each_plane_embedding(const Graph& g,
                              const std::function<void(const RotationSystem&)>& visit) {
  const int n = g.order();
  if (n == 0) return;
  if (component_count(g) != 1) throw InputError("plane embeddings: the graph is not connected");
  // Edges in an order that keeps every prefix connected: breadth-first from vertex 0.
  std::vector<int> rank(n, -1);
  std::vector<int> order{0};
  rank[0] = 0;
  for (std::size_t i = 0; i < order.size(); ++i)
    for (int w : bits_of(g.neighbours(order[i])))
      if (rank[w] < 0) {
        rank[w] = static_cast<int>(order.size());
        order.push_back(w);
      }
  std::vector<Edge> edges = g.edges();
  auto later = [&](const Edge& e) { return std::max(rank[e.u], rank[e.v]); };
  auto earlier = [&](const Edge& e) { return std::min(rank[e.u], rank[e.v]); };
  std::sort(edges.begin(), edges.end(), [&](const Edge& a, const Edge& b) {
    return std::pair(later(a), earlier(a)) < std::pair(later(b), earlier(b));
  });
  int mirror_vertex = -1;  // the first vertex with three or more neighbours
  for (int v : order)
    if (g.degree(v) >= 3) {
      mirror_vertex = v;
      break;
    }
  // Of an embedding and its reflection (every rotation reversed), keep the one whose
  // rotation at the first branching vertex, read from its smallest neighbour, has the
  // smaller second entry than last.
  auto chosen_orientation = [&](const RotationSystem& r) {
    if (mirror_vertex < 0) return true;
    const auto& around = r[mirror_vertex];
    const auto low = std::min_element(around.begin(), around.end()) - around.begin();
    const std::size_t d = around.size();
    return around[(static_cast<std::size_t>(low) + 1) % d] <
           around[(static_cast<std::size_t>(low) + d - 1) % d];
  };
  // Every plane embedding of the graph restricted to the first k edges extends the one of the
  // first k - 1 edges by drawing edge k through one face: from a corner of one end to a corner
  // of the other in the same face (a new vertex sits in any corner of its neighbour). Each
  // embedding arises exactly once, and dead ends are only edges whose ends share no face.
  RotationSystem rotation(n);
  auto insert_after = [](std::vector<int>& around, int after, int w) {
    if (around.empty()) {
      around.push_back(w);
      return;
    }
    around.insert(std::find(around.begin(), around.end(), after) + 1, w);
  };
  std::vector<char> present(n, 0);
  present[0] = 1;
  std::function<void(std::size_t)> add = [&](std::size_t k) {
    if (k == edges.size()) {
      if (chosen_orientation(rotation)) visit(rotation);
      return;
    }
    int u = edges[k].u;
    int v = edges[k].v;
    if (!present[u]) std::swap(u, v);
    if (!present[v]) {
      present[v] = 1;
      rotation[v] = {u};
      const std::vector<int> before = rotation[u];
      const std::size_t corners = std::max<std::size_t>(before.size(), 1);
      for (std::size_t c = 0; c < corners; ++c) {
        rotation[u] = before;
        insert_after(rotation[u], before.empty() ? -1 : before[c], v);
        add(k + 1);
      }
      rotation[u] = before;
      rotation[v].clear();
      present[v] = 0;
      return;
    }
    const std::vector<int> before_u = rotation[u];
    const std::vector<int> before_v = rotation[v];
    for (const auto& face : trace_faces(g, rotation)) {
      const std::size_t len = face.size();
      for (std::size_t i = 0; i < len; ++i) {
        if (face[i] != u) continue;
        for (std::size_t j = 0; j < len; ++j) {
          if (face[j] != v) continue;
          // The corner at position i lies just after the vertex the walk came from.
          insert_after(rotation[u], face[(i + len - 1) % len], v);
          insert_after(rotation[v], face[(j + len - 1) % len], u);
          add(k + 1);
          rotation[u] = before_u;
          rotation[v] = before_v;
        }
      }
    }
  };
  add(0);
}

std::vector<int> canonical_walk(const std::vector<int>& walk) {
  std::vector<int> best;
  const std::size_t k = walk.size();
  for (int direction : {1, -1}) {
    for (std::size_t s = 0; s < k; ++s) {
      std::vector<int> w(k);
      for (std::size_t i = 0; i < k; ++i) {
        const std::size_t j = direction == 1 ? (s + i) % k : (s + k - i) % k;
        w[i] = walk[j];
      }
      if (best.empty() || w < best) best = w;
    }
  }
  return best;
}

std::string format_cells(const std::vector<std::vector<int>>& cells) {
  std::string text;
  for (std::size_t c = 0; c < cells.size(); ++c) {
    if (c > 0) text += "; ";
    for (std::size_t i = 0; i < cells[c].size(); ++i) {
      if (i > 0) text += ' ';
      text += std::to_string(cells[c][i]);
    }
  }
  return text;
}

namespace {

// A tree has one board, without cells, whatever the drawing: its canonical graph6 names it.
std::string tree_board_key(const Graph& g, PlaneBoard* relabelled) {
  const Graph canonical = canonical_form(g);
  const std::string key = to_nauty_string(canonical);
  if (relabelled != nullptr) *relabelled = PlaneBoard{canonical, {}, key, {}};
  return key;
}

// canonical_board_key for faces already traced, faces[outer] being the outer face.
std::string board_key_of_faces(const Graph& g, const RotationSystem& rotation,
                               const std::vector<std::vector<int>>& faces, std::size_t outer,
                               PlaneBoard* relabelled) {
  if (faces.size() <= 1) return tree_board_key(g, relabelled);
  const std::vector<int>& outer_face = faces[outer];
  // Breadth-first numbering from a starting dart on the outer face, reading each vertex's
  // neighbours in rotation order (or reversed, for the mirror image) from the vertex it was
  // reached from; the least code over all starts and both orientations names the board.
  const int n = g.order();
  std::vector<int> best_code;
  std::vector<int> best_number;
  for (const bool mirrored : {false, true}) {
    RotationSystem around = rotation;
    if (mirrored)
      for (auto& r : around) std::reverse(r.begin(), r.end());
    const std::size_t k = outer_face.size();
    for (std::size_t i = 0; i < k; ++i) {
      int u = outer_face[i];
      int v = outer_face[(i + 1) % k];
      if (mirrored) std::swap(u, v);
      std::vector<int> number(n, -1);
      std::vector<int> reached_from(n, -1);
      std::vector<int> queue{u};
      number[u] = 0;
      reached_from[u] = v;
      int next_number = 1;
      std::vector<int> code;
      for (std::size_t q = 0; q < queue.size(); ++q) {
        const int x = queue[q];
        const auto& r = around[x];
        const auto start = std::find(r.begin(), r.end(), reached_from[x]) - r.begin();
        for (std::size_t j = 0; j < r.size(); ++j) {
          const int y = r[(static_cast<std::size_t>(start) + j) % r.size()];
          if (number[y] < 0) {
            number[y] = next_number++;
            reached_from[y] = x;
            queue.push_back(y);
          }
          code.push_back(number[y]);
        }
        code.push_back(-1);
      }
      if (best_code.empty() || code < best_code) {
        best_code = code;
        best_number = number;
      }
    }
  }
  std::vector<std::vector<int>> cells;
  for (std::size_t f = 0; f < faces.size(); ++f) {
    if (f == outer) continue;
    std::vector<int> walk;
    for (int v : faces[f]) walk.push_back(best_number[v]);
    cells.push_back(canonical_walk(walk));
  }
  std::sort(cells.begin(), cells.end());
  const Graph graph = g.relabelled(best_number);
  const std::string key = to_graph6(graph) + " " + format_cells(cells);
  if (relabelled != nullptr) *relabelled = PlaneBoard{graph, cells, key, {}};
  return key;
}

}  // namespace

std::string canonical_board_key(const Graph& g, const RotationSystem& rotation,
                                const std::vector<int>& outer_face, PlaneBoard* relabelled) {
  const std::vector<std::vector<int>> faces = trace_faces(g, rotation);
  // The outer face is the face through its first dart (every dart lies on one face).
  auto has_dart = [](const std::vector<int>& walk, int from, int to) {
    for (std::size_t i = 0; i < walk.size(); ++i)
      if (walk[i] == from && walk[(i + 1) % walk.size()] == to) return true;
    return false;
  };
  std::size_t outer = 0;
  while (outer < faces.size() &&
         !has_dart(faces[outer], outer_face[0], outer_face[1 % outer_face.size()]))
    ++outer;
  GG_CHECK(outer < faces.size());
  return board_key_of_faces(g, rotation, faces, outer, relabelled);
}

std::vector<PlaneBoard> all_plane_boards(const Graph& g) {
  std::vector<PlaneBoard> boards;
  if (g.size() > 0 && is_tree(g)) {  // every drawing gives the same board: skip them all
    boards.emplace_back();
    tree_board_key(g, &boards.back());
    return boards;
  }
  std::set<std::string> keys;
  for_each_plane_embedding(g, [&](const RotationSystem& rotation) {
    const std::vector<std::vector<int>> faces = trace_faces(g, rotation);
    for (std::size_t outer = 0; outer < faces.size(); ++outer) {
      PlaneBoard board;
      if (keys.insert(board_key_of_faces(g, rotation, faces, outer, &board)).second)
        boards.push_back(std::move(board));
    }
  });
  return boards;
}

}  // namespace gg
