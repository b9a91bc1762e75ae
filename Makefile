# arena — build every game into bin/, players auto-detected as games/<game>/AI*.c and
# games/<game>/AI*.cc (C++: arena's C API, or the rule book's Player.hh API).
#
#   make                 build bin/<game> for every game
#   make madmax          build one game
#   make check           the quick tier while working (under a minute): unit and rule
#                        scenario tests, reference cases, command line and local mode
#   make test            everything: unit, scenario, reference, end-to-end, fuzz, viewers,
#                        then again under AddressSanitizer/UndefinedBehaviorSanitizer
#   make bench           print timings (bench/)
#   make fuzz            build the board-reader fuzzers (clang, libFuzzer)
#   make kit [GAME=g]    the student kits: dist/<game>-kit.tar.gz (tools/student-kit)
#   make install [PREFIX=/usr/local] [DESTDIR=]   install (below); make uninstall
#   make EXTRA_OBJ='AIFoo.o'   link players given only as object files
#   make DUMMY_OBJ=AIDummy.o   use a Dummy object file instead of games/<game>/AIDummy.c
# Object files dropped into games/<game>/ as AI*.o (without a .c) are linked too.

# Every core unless told otherwise (make -jN): a build is many small compiles, and make
# test's sanitizer builds come after the normal one (serial, 3.6 min of CI's time each).
# (the first make only: the sub-makes share its job slots)
ifeq ($(MAKELEVEL),0)
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 2)
endif
endif

CC       ?= gcc
ifeq ($(origin CC),default)
CC       := gcc
endif
CXX      ?= g++
ifeq ($(origin CXX),default)
CXX      := g++
endif
OPTIMIZE ?= 2
CFLAGS   ?= -O$(OPTIMIZE) -g
CXXFLAGS ?= -O$(OPTIMIZE) -g
WARNINGS := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes
# C++ (players, and the rule books' API over the C player side): what a student expects.
CXX_WARNINGS := -Wall -Wextra
ifdef WERROR
WARNINGS += -Werror
CXX_WARNINGS += -Werror
endif
ifdef SAN
SANFLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
endif
# No object keeps the build folder's path (the debug information's says "."): a program
# installed or moved carries nothing of where it was built.
PATH_MAP := -ffile-prefix-map=$(CURDIR)=.
ALL_CFLAGS = -std=c11 $(WARNINGS) $(CFLAGS) $(SANFLAGS) $(PATH_MAP) -Iengine -Igames/common -MMD -MP
# tools/arena-check's one compile of a submission (its PCHs are made with these flags)
CHECK_COMPILE := $(shell sed -n 's/^one_compile=(\(.*\))$$/\1/p' tools/arena-check)
ALL_CXXFLAGS = -std=c++17 $(CXX_WARNINGS) $(CXXFLAGS) $(SANFLAGS) $(PATH_MAP) -Iengine -Igames/common -MMD -MP
# Programs with players are linked by the C++ driver: a C++ player brings its library (a
# C-only program pulls nothing of it).
PLAYERS_LINK = $(CXX) $(CFLAGS) $(SANFLAGS)
LDLIBS   += -lz -lseccomp -lm

# Game binaries are static: a match is mostly process start and writing, and the dynamic
# loader's share of the start is ~0.7 ms here (not with the sanitizers, which need it).
GAME_LDFLAGS := $(if $(SAN),,-static)

BUILD ?= build
BIN   ?= $(if $(SAN),$(BUILD)/bin,bin)

GAMES := $(patsubst games/%/main.c,%,$(wildcard games/*/main.c))
ENGINE_OBJ := $(patsubst %.c,$(BUILD)/%.o,$(wildcard engine/*.c))
# What several games share (the kits' generators): linked into every game.
COMMON_OBJ := $(patsubst %.c,$(BUILD)/%.o,$(wildcard games/common/*.c))

.PHONY: all clean check test unit-tests rulebook bench fuzz kit format lint server-tsan install uninstall FORCE $(GAMES)
# The tournament runner only where its folder is (a student kit has none).
TOURNAMENT := $(if $(wildcard tournament/main.c),$(BIN)/tournament)
# The course's judge (server/), where its folder is.
SERVER := $(if $(wildcard server/main.c),$(BIN)/arena-server)
all: $(GAMES) $(BIN)/arena-check $(TOURNAMENT) $(SERVER)

# The submission checker (tools/arena-check), beside the games it checks players of.
$(BIN)/arena-check: tools/arena-check
	@mkdir -p $(dir $@)
	cp $< $@

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c $< -o $@
$(BUILD)/%.o: %.cc
	@mkdir -p $(dir $@)
	$(CXX) $(ALL_CXXFLAGS) -c $< -o $@

# What a judge-mode player process links beside its player and its game's player side.
HOST_CFLAGS  = -std=c11 $(WARNINGS) $(CFLAGS) $(PATH_MAP) -Iengine -Igames/common -MMD -MP
HOST_CXXFLAGS = -std=c++17 $(CXX_WARNINGS) $(CXXFLAGS) $(PATH_MAP) -Iengine -Igames/common -MMD -MP
HOST_LDFLAGS = -static -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc -lseccomp
HOST_OBJ    := $(patsubst %,$(BUILD)/host/engine/%.o,out port seat_log error alloc marks crand glibc_rand)
HOST_COMMON := $(patsubst %.c,$(BUILD)/host/%.o,$(wildcard games/common/*.c))
$(BUILD)/host/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(HOST_CFLAGS) -c $< -o $@

# The tournament runner (tournament/): game-agnostic, it plays matches through the games'
# own programs in judge mode. It finds the data and the player sides from where it is
# (tournament/paths.h): a checkout or an installed tree may move.
TOURNAMENT_OBJ := $(patsubst %.c,$(BUILD)/%.o,$(wildcard tournament/*.c)) $(BUILD)/tournament/report_page.o \
                  $(patsubst %,$(BUILD)/engine/%.o,alloc error out port args)
$(BUILD)/tournament/report_page.o: tournament/report_page.S tournament/report.html
	@mkdir -p $(dir $@)
	$(CC) -c $< -o $@
$(BIN)/tournament: $(TOURNAMENT_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ -o $@ -lsqlite3 -lnettle $(LDLIBS)

# The course's judge (server/): a web front on the tournament's records and runner.
SERVER_OBJ := $(patsubst %.c,$(BUILD)/%.o,$(wildcard server/*.c server/*/*.c)) \
              $(filter-out $(BUILD)/tournament/main.o,$(TOURNAMENT_OBJ))
$(BUILD)/server/%.o: ALL_CFLAGS += -Iserver -Itournament -pthread
$(BIN)/arena-server: $(SERVER_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -pthread $^ -o $@ -lmicrohttpd -lsodium -lsqlite3 -lnettle $(LDLIBS)

# Per game: rules objects, player objects, the binary and the test binaries.
# A player is games/<game>/AI*.c or AI*.cc; games/<game>/rulebook/AI*.cc are the rule
# book's versions of the shipped players (kits ship them; $(BUILD)/rulebook/ plays them).
players_obj = $(addprefix $(BUILD)/,$(addsuffix .o,$(basename $(1))))
player_name = $(patsubst AI%,%,$(basename $(notdir $(1))))
define GAME_RULES
$(1)_SRC      := $$(filter-out games/$(1)/main.c games/$(1)/AI%.c,$$(wildcard games/$(1)/*.c))
$(1)_OBJ      := $$(patsubst %.c,$(BUILD)/%.o,$$($(1)_SRC)) $(COMMON_OBJ)
$(1)_PSRC     := $$(wildcard games/$(1)/AI*.c games/$(1)/AI*.cc)
$(1)_PREBUILT := $$(filter-out $$(addsuffix .o,$$(basename $$($(1)_PSRC))),$$(wildcard games/$(1)/AI*.o))
$(1)_POBJ     := $$(call players_obj,$$(if $$(DUMMY_OBJ),$$(filter-out %/AIDummy.c,$$($(1)_PSRC)),$$($(1)_PSRC))) \
                 $$($(1)_PREBUILT) $$(DUMMY_OBJ) $$(EXTRA_OBJ)
# The rule book's API (Player.hh, Player.cc): an archive, linked only into programs with a
# rule-book player.
$(1)_LAYER    := $$(if $$(wildcard games/$(1)/Player.cc),$(BUILD)/games/$(1)/rulebook.a)
$(1)_TESTS    := $$(patsubst games/$(1)/tests/%.c,$(BUILD)/tests/$(1)/%,$$(wildcard games/$(1)/tests/*.c))
$(1)_TOOLS    := $$(patsubst games/$(1)/tools/%.c,$(BIN)/%,$$(wildcard games/$(1)/tools/*.c))

$(BUILD)/games/$(1)/%.o: ALL_CXXFLAGS += -Igames/$(1)
$(BUILD)/games/$(1)/rulebook.a: $(BUILD)/games/$(1)/Player.o
	@rm -f $$@
	ar rcs $$@ $$^

$(1): $(BIN)/$(1) $$($(1)_TOOLS)
# Tools (board generators...): games/<game>/tools/NAME.c becomes bin/NAME.
$$($(1)_TOOLS): $(BIN)/%: $(BUILD)/games/$(1)/tools/%.o $$($(1)_OBJ) $(ENGINE_OBJ)
	@mkdir -p $$(dir $$@)
	$$(CC) $(ALL_CFLAGS) $$^ -o $$@ $(LDLIBS)
# The list of linked objects is a prerequisite too: adding or removing a player relinks.
$(BUILD)/$(1).link: FORCE
	@mkdir -p $$(dir $$@)
	@echo '$$($(1)_POBJ)' | cmp -s - $$@ || echo '$$($(1)_POBJ)' > $$@
$(BIN)/$(1): $(BUILD)/games/$(1)/main.o $$($(1)_OBJ) $$($(1)_POBJ) $(ENGINE_OBJ) $$($(1)_LAYER) $(BUILD)/$(1).link
	@mkdir -p $$(dir $$@)
	$$(PLAYERS_LINK) $$(filter %.o %.a,$$^) -o $$@ $(GAME_LDFLAGS) $(LDLIBS)

# Judge mode: one executable a player, from its object, the game's player side and the
# player host (engine/host), with nothing of the match; never with the sanitizers (they
# need system calls the sandbox forbids).
$(1)_JUDGED   := $$(patsubst %,$(BIN)/players/$(1)/%,$$(call player_name,$$($(1)_PSRC) $$($(1)_PREBUILT) $$(DUMMY_OBJ) $$(EXTRA_OBJ)))
$(1): $$($(1)_JUDGED)
$(BUILD)/host/$(1)/player_host.o: engine/host/player_host.c
	@mkdir -p $$(dir $$@)
	$$(CC) $(HOST_CFLAGS) -DPLAYER_SIDE=$(1)_player_side -c $$< -o $$@
$(BUILD)/host/$(1)/%.o: games/$(1)/%.c
	@mkdir -p $$(dir $$@)
	$$(CC) $(HOST_CFLAGS) -c $$< -o $$@
$(BUILD)/host/$(1)/%.o: games/$(1)/%.cc
	@mkdir -p $$(dir $$@)
	$$(CXX) $(HOST_CXXFLAGS) -Igames/$(1) -c $$< -o $$@
# The player side: api.c, view.c where the game has queries the rules use too, and the
# rule book's API (an archive member: only a rule-book player pulls it in).
$(1)_SIDE     := $$(patsubst games/$(1)/%.c,$(BUILD)/host/$(1)/%.o,$$(wildcard games/$(1)/api.c games/$(1)/view.c)) \
                 $$(patsubst games/$(1)/%.cc,$(BUILD)/host/$(1)/%.o,$$(wildcard games/$(1)/Player.cc))
# side.a: all of it but the player (tests and the submission checker link players with it,
# with the flags in ldflags beside it).
$(BUILD)/host/$(1)/side.a: $(BUILD)/host/$(1)/player_host.o $$($(1)_SIDE) $(HOST_OBJ) $(HOST_COMMON)
	@rm -f $$@
	ar rcs $$@ $$^
	@echo '$(HOST_LDFLAGS) $(LDLIBS)' > $$(dir $$@)ldflags
$(1): $(BUILD)/host/$(1)/side.a
# The rule book's API precompiled (Player.hh and the standard headers it includes), for
# tools/arena-check: with the very flags of its one compile (one_compile there: gcc takes
# a PCH only where they match), by its compiler (g++), never the sanitizers' flags.
ifneq ($$(wildcard games/$(1)/Player.hh),)
$(1): $(BUILD)/host/$(1)/check.gch
endif
# The C functions a player may call (tools/arena-check's list, made once): the standard
# library's, and with the game's header's.
$(1): $(BUILD)/host/$(1)/c-names $(BUILD)/host/c-names
$(BUILD)/host/$(1)/c-names: games/$(1)/$(1).h engine/player.h tools/arena-check
	@mkdir -p $$(dir $$@)
	tools/arena-check --c-names $$< engine/player.h >$$@
$(BUILD)/host/$(1)/check.gch: games/$(1)/Player.hh engine/rulebook.hh engine/player.h tools/arena-check
	@mkdir -p $$(dir $$@)
	g++ -std=c++17 $(CHECK_COMPILE) -Iengine -x c++-header $$< -o $$@
# The names a player may not define (tools/arena-check's list, made once): those the
# judge's link already has, from the side, the libraries and the start files.
$(1): $(BUILD)/host/$(1)/lib-names
$(BUILD)/host/$(1)/lib-names: $(BUILD)/host/$(1)/side.a tools/arena-lib-names
	tools/arena-lib-names $(BUILD)/host/$(1) >$$@.tmp && mv $$@.tmp $$@
# Every judge executable is linked by tools/arena-link: the player's names made local, so
# that it replaces nothing of the side's or the libraries'.
$(BIN)/players/$(1)/%: $(BUILD)/host/$(1)/AI%.o $(BUILD)/host/$(1)/side.a tools/arena-link
	@mkdir -p $$(dir $$@)
	tools/arena-link $$< $(BUILD)/host/$(1) $$@
$(BIN)/players/$(1)/%: games/$(1)/AI%.o $(BUILD)/host/$(1)/side.a tools/arena-link
	@mkdir -p $$(dir $$@)
	tools/arena-link $$< $(BUILD)/host/$(1) $$@

# The rule book's versions of the shipped players, in place of the C ones of their names:
# $(BUILD)/rulebook/<game> and its judge-mode players (tests play both kinds).
$(1)_RB_SRC   := $$(wildcard games/$(1)/rulebook/AI*.cc)
$(1)_RB_POBJ  := $$(call players_obj,$$($(1)_RB_SRC)) \
                 $$(filter-out $$(patsubst %,$(BUILD)/games/$(1)/AI%.o,$$(call player_name,$$($(1)_RB_SRC))),$$($(1)_POBJ))
$(BUILD)/rulebook/$(1): $(BUILD)/games/$(1)/main.o $$($(1)_OBJ) $$($(1)_RB_POBJ) $(ENGINE_OBJ) $$($(1)_LAYER)
	@mkdir -p $$(dir $$@)
	$$(PLAYERS_LINK) $$(filter %.o %.a,$$^) -o $$@ $(GAME_LDFLAGS) $(LDLIBS)
# (a static pattern: as an implicit rule make would prefer the copy below, whose
# prerequisite exists, and every judged rule-book player would be the C one)
$$(patsubst %,$(BUILD)/rulebook/players/$(1)/%,$$(call player_name,$$($(1)_RB_SRC))): \
$(BUILD)/rulebook/players/$(1)/%: $(BUILD)/host/$(1)/rulebook/AI%.o $(BUILD)/host/$(1)/side.a tools/arena-link
	@mkdir -p $$(dir $$@)
	tools/arena-link $$< $(BUILD)/host/$(1) $$@
$(BUILD)/rulebook/players/$(1)/%: $(BIN)/players/$(1)/%
	@mkdir -p $$(dir $$@)
	cp $$< $$@
$(1)_RB_JUDGED := $$(patsubst $(BIN)/players/%,$(BUILD)/rulebook/players/%,$$($(1)_JUDGED))
RULEBOOK += $(BUILD)/rulebook/$(1) $$($(1)_RB_JUDGED)

# bench/heavy/<game>/AI*.cc: heavy rule-book players (the same files build in the original
# kits), beside the shipped players in $(BUILD)/bench/<game>, for bench/run.
$(1)_HEAVY    := $$(call players_obj,$$(wildcard bench/heavy/$(1)/AI*.cc))
$(BUILD)/bench/heavy/$(1)/%.o: ALL_CXXFLAGS += -Igames/$(1)
$(BUILD)/bench/$(1): $(BUILD)/games/$(1)/main.o $$($(1)_OBJ) $$($(1)_RB_POBJ) $$($(1)_HEAVY) $(ENGINE_OBJ) $$($(1)_LAYER)
	@mkdir -p $$(dir $$@)
	$$(PLAYERS_LINK) $$(filter %.o %.a,$$^) -o $$@ $(GAME_LDFLAGS) $(LDLIBS)
BENCH_GAMES += $$(if $$($(1)_HEAVY),$(BUILD)/bench/$(1))

$(BUILD)/tests/$(1)/%: $(BUILD)/games/$(1)/tests/%.o $$($(1)_OBJ) $$($(1)_POBJ) $(ENGINE_OBJ) $$($(1)_LAYER)
	@mkdir -p $$(dir $$@)
	$$(PLAYERS_LINK) $$^ -o $$@ -lcriterion $(LDLIBS)

TEST_BINS += $$($(1)_TESTS)
endef
$(foreach g,$(GAMES),$(eval $(call GAME_RULES,$(g))))

# Engine tests, with the toy game that pins the interface contract (tests/toy).
TOY_OBJ := $(BUILD)/tests/toy/toy.o
$(BUILD)/tests/toy-game: $(BUILD)/tests/toy/main.o $(TOY_OBJ) $(ENGINE_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ -o $@ $(LDLIBS)
TEST_TOOLS += $(BUILD)/tests/toy-game
ENGINE_TESTS := $(patsubst tests/unit/%.c,$(BUILD)/tests/engine/%,$(wildcard tests/unit/*.c))
$(BUILD)/tests/engine/%: $(BUILD)/tests/unit/%.o $(TOY_OBJ) $(ENGINE_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ -o $@ -lcriterion $(LDLIBS)
TEST_BINS += $(ENGINE_TESTS)

COMMON_TESTS := $(patsubst games/common/tests/%.c,$(BUILD)/tests/common/%,$(wildcard games/common/tests/*.c))
$(BUILD)/tests/common/%: $(BUILD)/games/common/tests/%.o $(COMMON_OBJ) $(ENGINE_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ -o $@ -lcriterion $(LDLIBS)
TEST_BINS += $(COMMON_TESTS)

# The plagiarism check's engine, alone (server/similar/tests).
SIMILAR_TESTS := $(patsubst server/similar/tests/%.c,$(BUILD)/tests/similar/%,$(wildcard server/similar/tests/*.c))
$(BUILD)/server/similar/tests/%.o: ALL_CFLAGS += -Iserver
SIMILAR_ENGINE_OBJ := $(patsubst %,$(BUILD)/server/similar/%.o,similar similar_canon similar_token similar_code \
                        similar_index similar_func similar_tile similar_groups)
$(BUILD)/tests/similar/%: $(BUILD)/server/similar/tests/%.o $(SIMILAR_ENGINE_OBJ) $(ENGINE_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ -o $@ -lcriterion $(LDLIBS)
TEST_BINS += $(SIMILAR_TESTS)

# The rule book's players in place of the C ones (tests/reference.sh plays both kinds).
rulebook: $(RULEBOOK)

unit-tests: all $(TEST_BINS) $(TEST_TOOLS) rulebook

QUICK_SCRIPTS := tests/reference.sh tests/cli.sh tests/local-mode.sh tests/board-tools.sh tests/players.sh tests/rulebook.sh \
                 tests/shared-rand.sh
check: unit-tests
	@TEST_SCRIPTS="$(QUICK_SCRIPTS)" tools/run-tests $(BIN) $(TEST_BINS)

# The whole suite: normal build, then the same tests under the sanitizers; the scripts one
# more at a time than the machine has cores (TEST_JOBS: many wait on a server, a browser, a
# cluster's back-off or a match more than they compute; tools/run-tests prints each one's
# wall and CPU seconds: 3 at a time on 2 cores, the normal tier's 17.7 min became 13.9;
# TEST_JOBS=N sets it). Under
# ThreadSanitizer, the scripts that drive the server's threads at once: requests, workers,
# deferred hashes, the retention sweep, the final, slow clients, every page once (the
# others' pages are single requests, under ASan with the rest).
TSAN_SCRIPTS := tests/server.sh tests/server-faults.sh tests/server-requests.sh tests/server-teacher.sh \
                tests/server-retention.sh tests/server-login.sh tests/server-boards.sh tests/server-routes.sh
# the standings read live and frozen by the request threads as the ladder's worker records
TSAN_SCRIPTS += tests/server-ratings.sh
# a match waiting for a quieter machine: the workers release it, a final's thread waits
TSAN_SCRIPTS += tests/server-quieter.sh
test: unit-tests
	@tools/run-tests $(BIN) $(TEST_BINS)
	@$(MAKE) --no-print-directory SAN=1 BUILD=build/san unit-tests >/dev/null
	@echo "== again under ASan/UBSan"
	@tools/run-tests build/san/bin $(patsubst $(BUILD)/%,build/san/%,$(TEST_BINS))
	@$(MAKE) --no-print-directory server-tsan
	@echo "== the course server under ThreadSanitizer"
	@TEST_SCRIPTS="$(TSAN_SCRIPTS)" tools/run-tests build/tsan/bin

# The course server under ThreadSanitizer (it is the one program with threads), beside
# the normal build's games and player sides.
server-tsan: all
	@$(MAKE) --no-print-directory BUILD=build/tsan BIN=build/tsan/bin \
		SANFLAGS='-fsanitize=thread -fno-omit-frame-pointer' build/tsan/bin/arena-server >/dev/null
	@for f in $(BIN)/*; do [ "$${f##*/}" = arena-server ] || ln -sfn "$(CURDIR)/$$f" build/tsan/bin/; done
	@ln -sfn "$(CURDIR)/$(BUILD)/host" build/tsan/host

# Judge mode's floor on this machine (bench/floor.c), with the engine's own judge code.
$(BUILD)/bench/floor: $(BUILD)/bench/floor.o $(patsubst %,$(BUILD)/engine/%.o,judge launch launch_filter alloc error out port)
	$(CC) $(ALL_CFLAGS) $^ -o $@ $(LDLIBS)
# One Argon2id hash's CPU time, and hashes of an older setting (bench/argon2.c), for bench/login.mjs.
$(BUILD)/bench/argon2: $(BUILD)/bench/argon2.o
	$(CC) $(ALL_CFLAGS) $^ -o $@ -lsodium -largon2 $(LDLIBS)
bench: all rulebook $(BUILD)/bench/floor $(BUILD)/bench/argon2 $(BENCH_GAMES)
	@bench/run
	@bench/tournament
	@if command -v node >/dev/null; then node bench/login.mjs; else echo "logins: skipped (bench/login.mjs needs node)"; fi

# The student kits (tools/student-kit): dist/GAME-kit.tar.gz, for GAME or every game.
kit:
	@for g in $(or $(GAME),$(GAMES)); do tools/student-kit $$g dist/$$g-kit.tar.gz || exit 1; done

fuzz:
	@$(MAKE) --no-print-directory -C fuzz

# make install: a Debian system's layout. The programs find the rest from where they are
# (tournament/paths.h, tools/arena-check), so the installed tree may move (DESTDIR).
#   PREFIX/bin/                  arena-server, arena-check, arena-tournament: links to
#   PREFIX/lib/arena/bin/        every program, as bin/ in a checkout: the games and their
#                                tools, tournament, arena-server, players/GAME/ (judge
#                                mode); apart, as they would crowd PATH (madmax, tron...)
#   PREFIX/lib/arena/host/       each game's player side (side.a, ldflags, lib-names), for the judge
#                                to link a submission with (architecture-dependent)
#   PREFIX/share/arena/          the data, laid out as in a checkout: games/GAME/ (public
#                                headers, boards, viewer, the kit's sources and players),
#                                engine/, viewer/common/, server/ (site.css, site.js),
#                                tools/ (arena-check, arena-sandbox, arena-link,
#                                arena-lib-names, student-kit, kit/)
#   PREFIX/lib/systemd/system/arena-server.service, PREFIX/share/doc/arena/
PREFIX  ?= /usr/local
DESTDIR ?=
INSTALL ?= install
ARENA_LIB   = $(DESTDIR)$(PREFIX)/lib/arena
ARENA_SHARE = $(DESTDIR)$(PREFIX)/share/arena
DATA_GLOB  := $(wildcard engine/*.c engine/*.h engine/rulebook.hh engine/host/*.c games/common/*.c games/common/*.h \
    $(foreach g,$(GAMES),$(addprefix games/$(g)/,*.c *.cc *.h *.hh README.md rulebook/*.cc \
                                                  boards/*.cnf boards/*.map viewer/*.html viewer/*.js)) \
    viewer/common/*.js viewer/common/*.css viewer/common/*.html server/site.css server/site.js tools/kit/Makefile tools/kit/README.md)
# In a git checkout, the files git tracks only (as in a kit: a private board or player
# stays here); from a source archive, all.
TRACKED     = $(shell [ -z "$$(git rev-parse --show-prefix 2>/dev/null)" ] && git rev-parse --is-inside-work-tree >/dev/null 2>&1 && git ls-files)
DATA_FILES  = $(if $(TRACKED),$(filter $(TRACKED),$(DATA_GLOB)),$(DATA_GLOB))
DATA_TOOLS := tools/arena-check tools/arena-sandbox tools/arena-link tools/arena-lib-names tools/student-kit
$(BUILD)/host/c-names: engine/player.h tools/arena-check
	@mkdir -p $(dir $@)
	tools/arena-check --c-names - engine/player.h >$@
install: all
	@test "$(BIN)" = bin || { echo "error: make install installs bin/ (not BIN=$(BIN))" >&2; exit 2; }
	$(INSTALL) -d $(ARENA_LIB)/bin $(DESTDIR)$(PREFIX)/bin
	for f in $(BIN)/*; do [ ! -f "$$f" ] || [ "$$f" = $(BIN)/arena-check ] || $(INSTALL) -m 755 "$$f" $(ARENA_LIB)/bin/ || exit 1; done
	for g in $(GAMES); do $(INSTALL) -d $(ARENA_LIB)/bin/players/$$g $(ARENA_LIB)/host/$$g && \
	    $(INSTALL) -m 755 $(BIN)/players/$$g/* $(ARENA_LIB)/bin/players/$$g/ && \
	    $(INSTALL) -m 644 $(BUILD)/host/$$g/side.a $(BUILD)/host/$$g/ldflags $(ARENA_LIB)/host/$$g/ && \
	    $(INSTALL) -m 644 $(BUILD)/host/$$g/c-names $(BUILD)/host/$$g/lib-names $(ARENA_LIB)/host/$$g/ && \
	    { [ ! -f $(BUILD)/host/$$g/check.gch ] || $(INSTALL) -m 644 $(BUILD)/host/$$g/check.gch $(ARENA_LIB)/host/$$g/; } || exit 1; done
	$(INSTALL) -m 644 $(BUILD)/host/c-names $(ARENA_LIB)/host/
	for f in $(DATA_FILES); do $(INSTALL) -D -m 644 "$$f" "$(ARENA_SHARE)/$$f" || exit 1; done
	for f in $(DATA_TOOLS); do $(INSTALL) -D -m 755 "$$f" "$(ARENA_SHARE)/$$f" || exit 1; done
	ln -sfn ../../../share/arena/tools/arena-check $(ARENA_LIB)/bin/arena-check
	ln -sfn ../lib/arena/bin/arena-server $(DESTDIR)$(PREFIX)/bin/arena-server
	ln -sfn ../lib/arena/bin/arena-check $(DESTDIR)$(PREFIX)/bin/arena-check
	ln -sfn ../lib/arena/bin/tournament $(DESTDIR)$(PREFIX)/bin/arena-tournament
	$(INSTALL) -d $(DESTDIR)$(PREFIX)/lib/systemd/system $(DESTDIR)$(PREFIX)/share/doc/arena
	sed 's|@PREFIX@|$(PREFIX)|g' tools/arena-server.service >$(DESTDIR)$(PREFIX)/lib/systemd/system/arena-server.service
	chmod 644 $(DESTDIR)$(PREFIX)/lib/systemd/system/arena-server.service
	$(INSTALL) -m 644 README.md docs/*.md $(DESTDIR)$(PREFIX)/share/doc/arena/

uninstall:
	rm -rf $(ARENA_LIB) $(ARENA_SHARE) $(DESTDIR)$(PREFIX)/share/doc/arena
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/bin/,arena-server arena-check arena-tournament) \
	    $(DESTDIR)$(PREFIX)/lib/systemd/system/arena-server.service

format:
	clang-format -i $$(git ls-files '*.c' '*.h')

# Each game is a program of its own: the rule books' classes (Player, Board...) share names
# across games by design, which cppcheck's whole-tree view takes for one program.
lint:
	cppcheck --quiet --enable=warning,performance,portability --inline-suppr --error-exitcode=1 -Iengine \
		--suppress=ctuOneDefinitionRuleViolation \
		-Igames/common -Itournament -Iserver $(patsubst %,-i%,$(wildcard games/*/tests)) engine games tests/toy tournament server

clean:
	rm -rf build bin

.SECONDARY:

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
