// verdict: refused (C++: its own templates, inline functions and free functions are fine; a name of the libraries is not, C++'s or C's)
#define PLAYER_NAME LibNamesCxx
#include <algorithm>
#include <cstdio>
#include <vector>

#include "madmax.h"

template <class T> static T square(T x) { return x * x; }
inline int twice(int x) { return 2 * x; }
int dist(int a, int b) { return square(a - b); }
struct Path { std::vector<int> steps; int length() const { return (int)steps.size(); } };

extern "C" inline __attribute__((used)) int setvbuf(FILE *, char *, int, size_t) noexcept { return 0; } // expect: defines 'setvbuf', a name of the C library: not allowed
namespace std { void __throw_bad_alloc() { for (;;) {} } } // expect: defines 'std::__throw_bad_alloc()', a name of the C++ library: not allowed

PLAYER(struct no_memory)
static void play(struct madmax *game, struct no_memory *memory)
{
    (void)game;
    (void)memory;
    Path p;
    for (int k = 0; k < 8; k++) p.steps.push_back(twice(dist(k, 3)));
    std::sort(p.steps.begin(), p.steps.end());
    (void)p.length();
}
