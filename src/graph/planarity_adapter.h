/* A C interface to Boyer's edge-addition planarity library (libplanarity). Its headers do not
 * compile as C++, so this adapter is compiled as C and is the only file that includes them. */
#ifndef GG_GRAPH_PLANARITY_ADAPTER_H
#define GG_GRAPH_PLANARITY_ADAPTER_H

#ifdef __cplusplus
extern "C" {
#endif

/* Tests the simple graph on n vertices with m edges (eu[i], ev[i]), 0-based.
 * Returns 1 when planar, 0 when not, -1 on a library error. When planar and `rotation` is not
 * NULL, writes each vertex's neighbours in the cyclic order of a planar embedding: the
 * neighbours of vertex v occupy rotation[start_v .. start_v + deg(v)), where start_v is the
 * sum of the degrees of the vertices before v. */
int gg_planar_embedding(int n, int m, const int* eu, const int* ev, int* rotation);

#ifdef __cplusplus
}
#endif

#endif
