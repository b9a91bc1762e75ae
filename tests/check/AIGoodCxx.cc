// verdict: accepted (a C++ player: the standard library's containers, algorithms and cerr)
#define PLAYER_NAME GoodCxx
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>

#include "madmax.h"

static const int weights[4] = {1, 2, 3, 4}; // constants are fine

struct memory {
    int rounds;
};
PLAYER(struct memory)

namespace {
// Units of mine, nearest the top-left corner first.
std::vector<int> my_units(madmax *game)
{
    std::vector<int> ids;
    for (int id = 0; id < nb_units(game); id++)
        if (unit(game, id).player == me(game))
            ids.push_back(id);
    std::sort(ids.begin(), ids.end(), [game](int a, int b) {
        return pos_less(unit(game, a).pos, unit(game, b).pos);
    });
    return ids;
}
} // namespace

static void play(struct madmax *game, struct memory *memory)
{
    memory->rounds++;
    std::map<int, int> count;
    for (int id : my_units(game)) {
        count[unit(game, id).type]++;
        command(game, id, static_cast<dir>(random_int(game, 0, 7)));
    }
    if (memory->rounds == 1)
        std::cerr << "goodcxx: " << count[Warrior] << " warriors, weight " << weights[me(game)] << std::endl;
}
