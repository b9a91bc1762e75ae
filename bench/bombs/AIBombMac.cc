// AIBombMac.cc — compile bomb: exponential macro expansion, 2^20 statements in one function (a 30 MB preprocessed file) for the compiler to optimise.
#include "Player.hh"

#define PLAYER_NAME BombMac

#define M0(x) x = x * 3 + (x >> 7);
#define M1(x) M0(x) M0(x)
#define M2(x) M1(x) M1(x)
#define M3(x) M2(x) M2(x)
#define M4(x) M3(x) M3(x)
#define M5(x) M4(x) M4(x)
#define M6(x) M5(x) M5(x)
#define M7(x) M6(x) M6(x)
#define M8(x) M7(x) M7(x)
#define M9(x) M8(x) M8(x)
#define M10(x) M9(x) M9(x)
#define M11(x) M10(x) M10(x)
#define M12(x) M11(x) M11(x)
#define M13(x) M12(x) M12(x)
#define M14(x) M13(x) M13(x)
#define M15(x) M14(x) M14(x)
#define M16(x) M15(x) M15(x)
#define M17(x) M16(x) M16(x)
#define M18(x) M17(x) M17(x)
#define M19(x) M18(x) M18(x)
#define M20(x) M19(x) M19(x)

struct PLAYER_NAME : public Player {
  static Player* factory () {
    return new PLAYER_NAME;
  }
  unsigned seed = 1;
  virtual void play () {
    unsigned x = seed;
    M20(x)
    seed = x;
  }
};

RegisterPlayer(PLAYER_NAME);
