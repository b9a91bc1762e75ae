// verdict: refused
#define PLAYER_NAME BadCxx
#include <bits/stdc++.h> // expect: #include <bits/stdc++.h>: only the C/C++ standard library's headers
#include <chrono>        // expect: #include <chrono>: only the C/C++ standard library's headers
#include <fstream>       // expect: #include <fstream>: only the C/C++ standard library's headers
#include <random>
#include <thread>        // expect: #include <thread>: only the C/C++ standard library's headers

#include "madmax.h"

std::vector<int> seen;   // expect: variable 'seen'
int turns;               // expect: variable 'turns'

PLAYER(struct no_memory)

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)memory;
    static int calls = 0;                                   // expect: variable 'calls'
    std::ifstream in("/etc/passwd");                        // expect: std::basic_ifstream<char, std::char_traits<char> >::basic_ifstream() opens or changes files
    std::random_device device;                              // expect: std::random_device::_M_init() is not the game's generator
    std::thread worker([] {});
    auto t = std::chrono::steady_clock::now();              // expect: std::chrono::_V2::steady_clock::now() reads the time
    seen.push_back(me(game) + calls++ + (int)device() + (int)t.time_since_epoch().count());
    worker.join();                                          // expect: std::thread::join() starts or waits for threads
    turns++;
}
