# Sudoku solutions and their local judge. `make` (or `make help`) lists the targets.
.PHONY: exports help judge test unit layout validate calibrate fixtures bench bench-quick bench-judge stress fuzz deps deps-test print-packages clean

# User-overridable settings; the flags the build needs are appended after them.
CXX      ?= g++
CXXFLAGS ?= -O2 -g
LDFLAGS  ?=
JOBS     ?= $(shell nproc 2>/dev/null || echo 2)
JUDGE_ARGS ?=

BUILD := build

# The public puzzle sets (tdoku's data files, docs/puzzle-sets.md) are not in the repository: make bench,
# bench-quick and bench-sanitize read them from PUZZLES_DIR, by default the shared collection beside the
# clone. Exported, as the problems' make_tests.py and testdata/nyoj-0722-sudoku's bench.py and stress.py
# read it too. Without the sets,
# those targets say SKIPPED and name the folder; under CI=true that is a failure.
PUZZLES_DIR ?= $(abspath ../shared/puzzles)
export PUZZLES_DIR
PUZZLE_SETS := puzzles1_unbiased.txt puzzles2_17_clue.txt puzzles3_magictour_top1465.txt \
               puzzles5_forum_hardest_1905_11+.txt puzzles6_forum_hardest_1106.txt puzzles7_serg_benchmark.txt
# A step of make test that is SKIPPED adds its name here, so that make test's last line can say so.
SKIPPED_LOG := $(BUILD)/skipped-steps

# $(call skip_step,STEP,REASON): the shell commands that say STEP is SKIPPED and why, record it in
# SKIPPED_LOG, and fail under CI=true (where everything is expected to be installed).
define skip_step
echo "$(1): SKIPPED ($(2))"; mkdir -p $(BUILD) && echo "$(1)" >> $(SKIPPED_LOG); \
if [ "$${CI:-}" = true ]; then echo "$(1): CI=true, so this is a failure"; exit 1; fi
endef

# $(call with_puzzle_sets,STEP,COMMAND): COMMAND when every set is in PUZZLES_DIR, else STEP SKIPPED with
# the folder looked in and the sets missing there.
define with_puzzle_sets
missing=""; for set in $(PUZZLE_SETS); do [ -f "$(PUZZLES_DIR)/$$set" ] || missing="$$missing $$set"; done; \
if [ -n "$$missing" ]; then \
  $(call skip_step,$(1),no public puzzle sets in PUZZLES_DIR=$(PUZZLES_DIR): missing$$missing; they are \
tdoku's data.zip: docs/puzzle-sets.md); \
else $(2); fi
endef

# The project's standard and warnings, for the judge, the tests and the bench harness alike (C++20: the
# harness includes LeetCode solutions, which LeetCode compiles as C++20). -I.: includes name their room,
# "judge/grid/format.hpp"; compile_flags.txt gives editors the same.
STD_CXXFLAGS      := -std=c++20 -Wall -Wextra -Wshadow -I.
REQUIRED_CXXFLAGS := $(STD_CXXFLAGS) -MMD -MP
REQUIRED_LDLIBS   := -lyaml-cpp -lfmt -lre2 -pthread

# The Debian packages the project needs: the one list, by purpose (`make print-packages` prints it whole).
# Libraries: the judge cannot be built without them.
DEBIAN_LIBS       := doctest-dev libyaml-cpp-dev libfmt-dev libcli11-dev nlohmann-json3-dev libre2-dev
# What `make judge` uses: make; g++/gcc (the judge itself, its static launcher, and the C and C++ judges'
# compilers); clang-19 with its sanitizer runtime and llvm-19 (LeetCode's C++ compiler; llvm-symbolizer
# makes the sanitizers' reports name file and line); the JDK (javac, java); python3. A missing one makes
# its solutions SKIPPED (and fails the run under CI=true).
DEBIAN_TOOLCHAINS := make g++ gcc clang-19 libclang-rt-19-dev llvm-19 default-jdk-headless python3
# What only `make test` uses: clang (14) with its runtime for libFuzzer (make fuzz), chromium (renders the
# HTML report in a unit test), GNU time (bench/sandbox_memory.sh). The rest it calls (bash, coreutils'
# timeout, sed, awk, setpriv) is in every Debian root, minbase included.
DEBIAN_TEST_TOOLS := clang libclang-rt-14-dev chromium time
DEBIAN_PACKAGES   := $(DEBIAN_LIBS) $(DEBIAN_TOOLCHAINS) $(DEBIAN_TEST_TOOLS)

# judge/ and its rooms (judge/<room>/*.cpp); docs/architecture.md says what each room owns.
JUDGE_SRC := $(filter-out judge/main.cpp,$(wildcard judge/*.cpp judge/*/*.cpp))
JUDGE_OBJ := $(JUDGE_SRC:%.cpp=$(BUILD)/obj/%.o)
TEST_SRC  := $(wildcard tests/test_*.cpp)
TEST_OBJ  := $(TEST_SRC:%.cpp=$(BUILD)/obj/%.o)

help:
	@echo "Targets:"
	@echo "  make judge        build build/judge and judge every solution under solutions/ on its testdata"
	@echo "  make test         layout, unit tests, validate, the fixture solutions, make judge, calibrate, then short bench, sanitizer, stress and fuzz passes"
	@echo "  make unit         the doctest unit tests only"
	@echo "  make layout       the rooms of judge/ (includes point down, no header cycle, no file over 600 lines) and every path, test and build/judge command the docs quote"
	@echo "  make validate     every problem's inputs through its input validators: judged ones valid, invalid/ rejected"
	@echo "  make calibrate    the prediction's margins: every AC at most half the limit, every TLE over double"
	@echo "  make fixtures     judge tests/fixtures: each fixture must get the verdict of its folder (sandboxed/ only in the sandbox); tests/packages; make exports"
	@echo "  make exports      every problem exported as a package (both formats) and judged as one: each submission as it declares"
	@echo "  make bench        every C++ solver in-process on the public puzzle sets in PUZZLES_DIR (build/bench/)"
	@echo "  make bench-quick  the same, a few seconds per solver (what CI runs)"
	@echo "  make bench-sanitize  bit_parallel under ASan and UBSan on every public puzzle, SSE2 and scalar builds"
	@echo "  make bench-judge  the judge's own overhead, its -j speed-up, and the sandbox's memory figures"
	@echo "  make stress       random unique puzzles through every AC solution; STRESS_N=… (saves a failing case)"
	@echo "  make fuzz         libFuzzer on the parsers and the checker; FUZZ_SECONDS=… each"
	@echo "  make load         many tests in one judging run (tests/load.sh); LOAD_N=…"
	@echo "  make deps         make judge's Debian packages (libraries, toolchains): installs the missing ones when root"
	@echo "  make deps-test    the same with make test's own tools (clang for libFuzzer, chromium, GNU time)"
	@echo "  make print-packages  every Debian package the project uses (make deps-test installs them all)"
	@echo "  make clean        remove build/"
	@echo "Variables: JOBS=$(JOBS) (parallel judging), JUDGE_ARGS (extra judge flags, e.g. -v), CXX, CXXFLAGS,"
	@echo "  PUZZLES_DIR=$(PUZZLES_DIR) (the public puzzle sets, docs/puzzle-sets.md)"

print-packages:
	@echo $(DEBIAN_PACKAGES)

# $(call install_packages,REQUIRED,OPTIONAL): the packages of both lists that are not installed (one
# dpkg-query for all of them: a machine that has everything pays about 50 ms) are installed with apt-get
# when we are root and apt-get is there. What is still missing then (not root, or apt-get failed) gets one
# line naming the command to run; only a missing REQUIRED package is an error, a missing OPTIONAL one makes
# what needs it SKIPPED. Without dpkg-query (not Debian) nothing can be checked: one line says so.
define install_packages
@if ! command -v dpkg-query >/dev/null; then \
  echo "deps: no dpkg-query (not Debian?): cannot check for the Debian packages $(strip $(1) $(2))"; exit 0; fi; \
missing_of() { \
  installed=" $$(dpkg-query -W -f='$${Package} $${Status}\n' "$$@" 2>/dev/null \
                 | sed -n 's/ install ok installed$$//p' | tr '\n' ' ') "; \
  for p in "$$@"; do case "$$installed" in *" $$p "*) ;; *) printf ' %s' "$$p";; esac; done; }; \
missing=$$(missing_of $(1) $(2)); \
[ -n "$$missing" ] || exit 0; \
if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
  echo "deps: installing$$missing"; \
  apt-get update -qq || echo "deps: apt-get update failed; installing from the package lists there are"; \
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
  missing=$$(missing_of $(1) $(2)); \
  [ -n "$$missing" ] || exit 0; \
  line="deps: apt-get could not install$$missing"; \
else \
  line="deps: missing$$missing; run: sudo apt-get install --no-install-recommends$$missing"; \
fi; \
required=$$(missing_of $(1)); \
if [ -n "$$required" ]; then echo "$$line (the judge cannot be built without$$required)"; exit 1; fi; \
echo "$$line (until then, what needs them is SKIPPED)"
endef

# make judge's packages: the libraries and the toolchains. make test adds its own tools.
deps:
	$(call install_packages,$(DEBIAN_LIBS),$(DEBIAN_TOOLCHAINS))

deps-test:
	$(call install_packages,$(DEBIAN_LIBS),$(DEBIAN_TOOLCHAINS) $(DEBIAN_TEST_TOOLS))

# The packages make judge checks (the libraries, and the toolchains the judging needs), once, before the first
# object is compiled: make unit or make build/judge alone install or name them as make judge does.
$(BUILD)/.deps-ok:
	$(call install_packages,$(DEBIAN_LIBS),$(DEBIAN_TOOLCHAINS))
	@mkdir -p $(@D) && touch $@

# make build/judge (README.zh-CN's way to build the judge for one's own files) compiles JOBS sources at a time,
# as make judge does, not one after another.
ifneq ($(filter $(BUILD)/judge $(BUILD)/unit_tests,$(MAKECMDGOALS)),)
MAKEFLAGS += -j$(JOBS)
endif

$(BUILD)/obj/%.o: %.cpp | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $(REQUIRED_CXXFLAGS) -c $< -o $@

# The machine factor's native workload (judge/machine/machine.cpp) is timed against the reference machine's -O2
# build: -O2 last, whatever CXXFLAGS say, so that a debug build does not measure its own slowness.
$(BUILD)/obj/judge/machine/machine.o: REQUIRED_CXXFLAGS += -O2

$(BUILD)/judge: $(BUILD)/obj/judge/main.o $(JUDGE_OBJ) | $(BUILD)/judge-launcher
	$(CXX) $(LDFLAGS) -o $@ $^ $(REQUIRED_LDLIBS)

$(BUILD)/unit_tests: $(TEST_OBJ) $(JUDGE_OBJ) | $(BUILD)/judge-launcher
	$(CXX) $(LDFLAGS) -o $@ $^ $(REQUIRED_LDLIBS)

# The sandbox's launcher (judge/sandbox/launcher/main.cpp), beside the judge: static and without the
# judge's libraries, so that the programs it starts begin from a few hundred KB of resident memory.
LAUNCHER_SRC := $(wildcard judge/sandbox/launcher/*.cpp) judge/sandbox/reap.cpp
$(BUILD)/judge-launcher: $(LAUNCHER_SRC) $(wildcard judge/sandbox/launcher/*.hpp) judge/sandbox/launcher_protocol.hpp judge/sandbox/limits.hpp judge/sandbox/reap.hpp
	@mkdir -p $(@D)
	$(CXX) $(STD_CXXFLAGS) -O2 -static -o $@ $(LAUNCHER_SRC)

# The packages first (a machine that has them pays one dpkg-query), then the judge's sources compiled
# JOBS at a time, then the judging run.
judge:
	@$(MAKE) --no-print-directory deps
	@$(MAKE) --no-print-directory -j$(JOBS) $(BUILD)/judge
	$(BUILD)/judge -j $(JOBS) $(JUDGE_ARGS)

unit: $(BUILD)/unit_tests $(BUILD)/judge
	$(BUILD)/unit_tests

# docs/architecture.md's rules, checked (and the checker checked on a tree that breaks each rule).
layout:
	python3 tests/check_layout.py --self-test
	python3 tests/check_layout.py
	python3 tests/check_docs.py --self-test
	python3 tests/check_docs.py

# The problems: every folder of testdata/ with a problem.yaml.
PROBLEMS := $(patsubst %/problem.yaml,%,$(wildcard testdata/*/problem.yaml))

validate: $(BUILD)/judge
	$(BUILD)/judge validate $(PROBLEMS)

# Each problem's solutions and its AC fixtures (the published programs among them) on sample and secret:
# exit 1, naming the solution and the test, when a verdict there could flip with the machine's load.
calibrate: $(BUILD)/judge
	@for problem in $(PROBLEMS); do name=$${problem#testdata/}; \
	  extra=$$( [ -d tests/fixtures/AC/$$name ] && echo tests/fixtures/AC/$$name ); \
	  echo "$(BUILD)/judge calibrate $$problem -j $(JOBS) --solutions solutions/$$name $$extra"; \
	  $(BUILD)/judge calibrate $$problem -j $(JOBS) --solutions solutions/$$name $$extra || exit 1; done

# -x: each fixture's verdict shows on its first test; running the rest would only repeat it, slowly.
# tests/packages/ are problem packages of our own (docs/packages.md): each one's submissions must get the
# verdicts they declare.
# tests/fixtures/sandboxed/ holds the fixtures that are only safe in the sandbox: judged apart, with
# --require-isolation (tests/sandboxed_fixtures.sh). Then the judge as a normal user, in its sandbox without
# root (tests/unprivileged_judge.sh), and in a chroot, where / is not a mount point (tests/chroot_judge.sh).
fixtures: $(BUILD)/judge
	$(BUILD)/judge -x -j $(JOBS) $(JUDGE_ARGS) $(filter-out tests/fixtures/sandboxed tests/fixtures/testdata,$(wildcard tests/fixtures/*))
	@for package in $(wildcard tests/packages/*); do echo "$(BUILD)/judge -j $(JOBS) $$package"; \
	  $(BUILD)/judge -j $(JOBS) $(JUDGE_ARGS) $$package || exit 1; done
	$(MAKE) --no-print-directory exports
	tests/sandboxed_fixtures.sh $(BUILD)/judge $(JOBS)
	tests/unprivileged_judge.sh $(BUILD)/judge $(JOBS)
	tests/chroot_judge.sh $(BUILD)/judge $(JOBS)

# Each problem written as a package in both formats (build/exports/<format>/<problem>), then judged as a
# package: every solution exported must get the verdict its folder declares (docs/packages.md, "Our
# problems out"); and its input validator, run as a package's, must pass every test and reject every
# invalid input.
EXPORTS := $(BUILD)/exports
exports: $(BUILD)/judge
	@rm -rf $(EXPORTS)
	@for problem in $(PROBLEMS); do for format in legacy 2025-09; do out=$(EXPORTS)/$$format/$${problem#testdata/}; \
	  echo "$(BUILD)/judge export $$problem $$out --format $$format && $(BUILD)/judge -j $(JOBS) $$out"; \
	  $(BUILD)/judge export $$problem $$out --format $$format && $(BUILD)/judge -j $(JOBS) $(JUDGE_ARGS) $$out || exit 1; \
	  if [ -d $$out/input_validators ]; then said=$$($(BUILD)/judge validate $$out) || { echo "$$said"; exit 1; }; \
	    echo "$$said" | tail -n 1; fi; \
	done; done

# Short, fixed-seed passes of the slow tools, so CI exercises them without flakiness or long runs.
TEST_STRESS_N ?= 10
TEST_FUZZ_SECONDS ?= 10

# The packages first (make judge's and the test tools), before anything runs g++ or python3. The
# binaries are built in parallel; the checks then run one after another, so that one check's CPU load
# never turns another's run into a false TLE.
test:
	@rm -f $(SKIPPED_LOG)
	@$(MAKE) --no-print-directory deps-test
	$(MAKE) --no-print-directory layout
	$(MAKE) --no-print-directory -j$(JOBS) $(BUILD)/judge $(BUILD)/unit_tests
	$(MAKE) --no-print-directory unit
	$(MAKE) --no-print-directory validate
	$(MAKE) --no-print-directory fixtures
	$(MAKE) --no-print-directory judge
	$(MAKE) --no-print-directory calibrate
	$(MAKE) --no-print-directory -j$(JOBS) bench-quick
	$(MAKE) --no-print-directory bench-sanitize
	$(MAKE) --no-print-directory stress STRESS_N=$(TEST_STRESS_N) STRESS_SEED=20261122
	@if command -v clang++ >/dev/null; then $(MAKE) --no-print-directory -j$(JOBS) fuzz FUZZ_SECONDS=$(TEST_FUZZ_SECONDS); \
	 else $(call skip_step,fuzz,clang++ not found; make deps-test installs clang libclang-rt-14-dev); fi
	@if [ -s $(SKIPPED_LOG) ]; then \
	  skipped=$$(sort -u $(SKIPPED_LOG) | tr '\n' ' '); \
	  echo "make test: passed, but SKIPPED: $$skipped(see their lines above)"; \
	  echo "steps: $$((10 - $$(sort -u $(SKIPPED_LOG) | wc -l))) passed, $$(sort -u $(SKIPPED_LOG) | wc -l) SKIPPED, 0 failed"; \
	else \
	  echo "make test: layout, unit tests, validate, fixtures, make judge, calibrate, bench-quick, bench-sanitize, stress and fuzz all passed"; \
	  echo "steps: 10 passed, 0 failed"; \
	fi

bench-judge: $(BUILD)/judge
	bench/judge_overhead.sh
	bench/sandbox_memory.sh

clean:
	rm -rf $(BUILD)

include bench/bench.mk
include tests/stress_fuzz_load.mk
-include $(JUDGE_OBJ:.o=.d) $(TEST_OBJ:.o=.d) $(BUILD)/obj/judge/main.d
