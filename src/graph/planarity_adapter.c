#include "graph/planarity_adapter.h"

#include <planarity/graph.h>

int gg_planar_embedding(int n, int m, const int* eu, const int* ev, int* rotation) {
  graphP g = gp_New();
  if (g == NULL) return -1;
  if (gp_InitGraph(g, n > 0 ? n : 1) != OK) {
    gp_Free(&g);
    return -1;
  }
  for (int i = 0; i < m; ++i) {
    if (gp_AddEdge(g, eu[i] + 1, 0, ev[i] + 1, 0) != OK) {
      gp_Free(&g);
      return -1;
    }
  }
  const int status = gp_Embed(g, EMBEDFLAGS_PLANAR);
  int result = -1;
  if (status == OK) {
    result = 1;
    if (rotation != NULL) {
      /* The embedder renumbers vertices in DFS order; restore the input numbering first. */
      gp_SortVertices(g);
      int k = 0;
      for (int v = 1; v <= n; ++v) {
        for (int e = gp_GetFirstArc(g, v); gp_IsArc(e); e = gp_GetNextArc(g, e))
          rotation[k++] = gp_GetNeighbor(g, e) - 1;
      }
    }
  } else if (status == NONEMBEDDABLE) {
    result = 0;
  }
  gp_Free(&g);
  return result;
}
