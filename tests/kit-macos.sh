#!/usr/bin/env bash
# The kit for macOS, checked from Linux (no Mac here, no Apple SDK): for each game,
#   - AIDummy.o.MacOS is one Mach-O object with both architectures, arm64 and x86-64,
#     each slice an object file of its CPU, every symbol named as Apple's linker expects
#     (C names with a leading underscore);
#   - the kit's C sources (engine, game, C players) compile for both macOS targets with
#     clang, with what the kit's Makefile leaves out on a Mac (judge mode, seccomp,
#     quick_exit), warnings as errors; everything they and the Dummy call that the kit does
#     not define is in the list below of macOS's C library (libSystem), and lld links them
#     into a Mach-O executable against a stub of that library: nothing is left undefined;
#   - the kit's C sources compile as strict C11 (-pedantic-errors) and its C++ as strict
#     C++17 with clang, so that what a Mac's compiler refuses shows here.
# The C library's declarations come from musl's headers (musl-dev) in place of Apple's:
# through them, errno, stdout and stderr are named __errno_location, stdout and stderr
# where Apple's headers say __error, __stdoutp and __stderrp (the list has musl's names),
# and stdout cannot be assigned (ARENA_NO_STDOUT_SWAP, which a Mac's build does not need).
# What this does not do: run the Game on macOS, or build it with Apple's own clang and SDK.
set -u
if [ "${BIN:-bin}" != bin ]; then echo "skip: the kits are checked once, with bin/ (not under the sanitizers)"; echo "0 passed, 0 failed, 1 skipped"; exit 0; fi
. "$(dirname "$0")/lib/common.sh"

tool() { local c; for c in "$@"; do command -v "$c" >/dev/null && { echo "$c"; return 0; }; done; return 1; }
musl_include=/usr/include/$(uname -m)-linux-musl
if ! { clang=$(tool clang) && lipo=$(tool llvm-lipo llvm-lipo-14) && nm=$(tool llvm-nm llvm-nm-14) &&
       objdump=$(tool llvm-objdump llvm-objdump-14) && ld64=$(tool ld64.lld ld64.lld-14) && [ -d "$musl_include" ]; }; then
    echo "skip: clang, llvm-lipo, llvm-nm, llvm-objdump, ld64.lld (lld) or musl's headers (musl-dev) missing (tools/install-deps --cross)"
    echo "0 passed, 0 failed, 1 skipped"; exit 0
fi
resource=$("$clang" -print-resource-dir)

# What the kit may call in macOS's C library: C11, POSIX and the few BSD calls macOS has
# (bzero and memset_pattern16 are what clang makes of memset; _NSGetExecutablePath is
# dyld's). A name not here is a call a Mac may not have: add it only once you know it does.
libsystem=(
    _NSGetExecutablePath __bzero __errno_location __stack_chk_fail __stack_chk_guard _exit abort access atexit bzero
    calloc close dup dup2 exit fchmod fcntl fflush fileno fprintf free fstat fwrite getenv getopt_long isatty
    malloc memchr memcmp memcpy memmove memset memset_pattern16 mkostemp mmap mprotect munmap open
    optarg opterr optind optopt pread printf putchar puts qsort raise read realloc realpath rename setvbuf
    sigaction sigaltstack sigemptyset signal snprintf sprintf stat stderr stdout strchr strcmp strcspn
    strerror strlen strncmp strncpy strnlen strrchr strtod strtol strtoll strtoul sysconf tmpfile
    unlink vfprintf vsnprintf write
)
printf '%s\n' "${libsystem[@]}" | sort -u >"$tmp/libsystem.txt"
{
    echo '--- !tapi-tbd'
    echo 'tbd-version: 4'
    echo 'targets: [ arm64-macos, x86_64-macos ]'
    echo "install-name: '/usr/lib/libSystem.B.dylib'"
    echo 'exports:'
    echo '  - targets: [ arm64-macos, x86_64-macos ]'
    echo "    symbols: [ dyld_stub_binder, $(sed 's/^/_/' "$tmp/libsystem.txt" | paste -sd, | sed 's/,/, /g') ]"
    echo '...'
} >"$tmp/libSystem.tbd"

for main in games/*/main.c; do
    game=$(basename "$(dirname "$main")")
    if ! tools/student-kit "$game" "$tmp/$game.tar.gz" >"$tmp/out" 2>&1; then
        fail "$game: tools/student-kit: $(tail -3 "$tmp/out")"; continue
    fi
    tar -C "$tmp" -xzf "$tmp/$game.tar.gz"
    kit=$tmp/$game-kit dummy=$kit/AIDummy.o.MacOS
    check "$game: AIDummy.o.MacOS in the kit" test -f "$dummy" || continue
    check "$game: AIDummy.o.MacOS holds arm64 and x86_64" \
        bash -c "'$lipo' -info '$dummy' | grep -qw arm64 && '$lipo' -info '$dummy' | grep -qw x86_64"

    for arch in arm64 x86_64; do
        target=$([ $arch = arm64 ] && echo arm64-apple-macos11 || echo x86_64-apple-macos10.13)
        cpu=$([ $arch = arm64 ] && echo ARM64 || echo X86_64)
        check "$game $arch: the Dummy's slice is a Mach-O object for $cpu" \
            bash -c "'$objdump' --macho --private-header --arch=$arch '$dummy' | grep -qE 'MH_MAGIC_64 +$cpu .* OBJECT'"
        check "$game $arch: the Dummy's symbols are C names as Apple's linker takes them (_name)" \
            bash -c "'$nm' --arch=$arch -g '$dummy' | awk '{print \$NF}' | grep . | grep -qv '^_' && exit 1 || exit 0"

        # The kit's C sources as a Mac would build them.
        objs=$tmp/$game-$arch
        mkdir -p "$objs"
        compiled=1
        for c in "$kit"/src/engine/*.c "$kit"/src/common/*.c "$kit/src/$game"/*.c "$kit"/AINull.c "$kit"/AIDemo.c; do
            "$clang" -target $target -std=c11 -O2 -Wall -Wextra -Werror -fsigned-char -ffp-contract=off \
                -nostdinc -isystem "$resource/include" -isystem "$musl_include" \
                -DARENA_NO_JUDGE -DARENA_NO_SECCOMP -DARENA_NO_QUICK_EXIT -DARENA_NO_STDOUT_SWAP -DARENA_NO_ZLIB \
                -I"$kit" -I"$kit/src/engine" -I"$kit/src/common" -I"$kit/src/$game" \
                -c "$c" -o "$objs/$(basename "$(dirname "$c")")-$(basename "$c").o" 2>>"$tmp/cc-$game-$arch" || compiled=0
        done
        check "$game $arch: the kit's C sources compile for $target ($(head -1 "$tmp/cc-$game-$arch" 2>/dev/null))" test $compiled = 1
        "$lipo" "$dummy" -thin $arch -output "$objs/dummy.o"
        "$nm" -g --defined-only "$objs"/*.o 2>/dev/null | awk 'NF == 3 { print substr($3, 2) }' | sort -u >"$tmp/defined"
        "$nm" -u "$objs"/*.o 2>/dev/null | awk 'NF >= 1 && $NF !~ /:$/ { print substr($NF, 2) }' | sort -u >"$tmp/undefined"
        outside=$(comm -23 "$tmp/undefined" "$tmp/defined" | comm -23 - "$tmp/libsystem.txt" | paste -sd' ')
        check "$game $arch: every call outside the kit is one macOS's libSystem has (not: $outside)" test -z "$outside"
        rm "$objs/dummy.o"
        check "$game $arch: lld links the kit's objects and the universal Dummy into a Mach-O executable" \
            bash -c "'$ld64' -arch $arch -platform_version macos 11.0 11.0 -o '$objs/Game' '$objs'/*.o '$dummy' '$tmp/libSystem.tbd' 2>&1 &&
                     '$objdump' --macho --private-header '$objs/Game' | grep -qE 'MH_MAGIC_64 +$cpu .* EXECUTE .*NOUNDEFS'"
    done

    # Strict C11 and C++17, no GNU extensions: what Apple's clang would refuse.
    strict_c=1
    for c in "$kit"/src/engine/*.c "$kit"/src/common/*.c "$kit/src/$game"/*.c "$kit"/AINull.c "$kit"/AIDemo.c; do
        "$clang" -std=c11 -pedantic-errors -Wall -Wextra -Werror -fsyntax-only -DARENA_NO_JUDGE -DARENA_NO_SECCOMP \
            -I"$kit" -I"$kit/src/engine" -I"$kit/src/common" -I"$kit/src/$game" "$c" 2>>"$tmp/strict-$game" || strict_c=0
    done
    check "$game: the kit's C is strict C11 ($(head -1 "$tmp/strict-$game" 2>/dev/null))" test $strict_c = 1
    strict_cc=1
    for cc in "$kit/src/$game/Player.cc" "$kit"/AINull.cc "$kit"/AIDemo.cc; do
        "$clang" -x c++ -std=c++17 -pedantic-errors -Wall -Wextra -Werror -fsyntax-only \
            -I"$kit" -I"$kit/src/engine" -I"$kit/src/common" -I"$kit/src/$game" "$cc" 2>>"$tmp/strictcc-$game" || strict_cc=0
    done
    check "$game: the kit's C++ is strict C++17 ($(head -1 "$tmp/strictcc-$game" 2>/dev/null))" test $strict_cc = 1
    rm -rf "$kit" "$tmp/$game"-*
done
summary
