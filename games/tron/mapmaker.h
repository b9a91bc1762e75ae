/* mapmaker.h — Tron boards from 3D models: an OBJ file's mesh as a graph, spawn points
 * spread apart and fair bonus vertices (bin/tron-board).
 *
 * The graph's vertices are the model's (merged where two have the same position, unused
 * ones dropped), its edges the faces' sides (triangles and quads: no diagonals), in the
 * order the faces list them; the coordinates are kept for viewers. */
#ifndef TRON_MAPMAKER_H
#define TRON_MAPMAKER_H

#include "rules.h"
#include "scan.h"

/* Reads an OBJ model ("v x y z" and "f a b c [d]" lines, indices 1-based or negative,
 * "a/b/c" forms; other lines ignored) into g's vertices, edges and coordinates. The model
 * must be one connected mesh of triangles and quads. Errors: "error: FILE:LINE: what". */
int tr_obj_read(struct scan *s, struct tr_graph *g);

/* Chooses g's spawn vertices (nb_spawns, each as far as possible from those before it:
 * bike k, of player k mod nb_players, starts on the k-th) and nb_bonus bonus vertices
 * (the fairest: as near to every player's bikes as to the others', apart from each other
 * and from the spawns). Returns -1 (and an error line) if the graph is too small. */
int tr_place(struct tr_graph *g, int nb_players, int nb_spawns, int nb_bonus);

/* Graph distances (edges) from the vertices src[0..n-1]; unreachable: -1. */
void tr_distances(const struct tr_graph *g, const int *src, int n, int *dist);

#endif
