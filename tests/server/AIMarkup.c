/* AIMarkup.c — a source full of markup, refused: its messages must show as text. */
#define PLAYER_NAME Markup
#include "madmax.h"
#error "<script>alert('pwned')</script><img src=x onerror=alert(1)>"
