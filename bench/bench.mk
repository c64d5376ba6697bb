# make bench / make bench-quick (included by the Makefile). bench/harness.cpp is built twice: portable
# (what judges use: no -march) and native (-march=native); NYOJ's programs are built with NYOJ's own
# commands (no -O2) and run as processes. Results: build/bench/{portable,native,quick}.{md,csv,svg,png}.
# make bench then measures POJ 3076's 16×16 solvers (bench/sudoku16.py: puzzles per second) and the other
# problems' solutions through the judge (bench/family.py): build/bench/{sudoku16,family}.md.
.PHONY: bench-twins bench-sanitize

BENCH_DIR            := $(BUILD)/bench
BENCH_PORTABLE_FLAGS ?= -O2
BENCH_NATIVE_FLAGS   ?= -O2 -march=native
BENCH_ARGS           ?=
BENCH_LEETCODE       := $(wildcard solutions/leetcode-0037-sudoku-solver/*.cpp bench/baselines/*.cpp)
BENCH_NYOJ_SRC_DIR   := solutions/nyoj-0722-sudoku
BENCH_NYOJ_PROGRAMS  := $(patsubst $(BENCH_NYOJ_SRC_DIR)/%.c,$(BENCH_DIR)/nyoj/%.c.bin,$(wildcard $(BENCH_NYOJ_SRC_DIR)/*.c)) \
                        $(patsubst $(BENCH_NYOJ_SRC_DIR)/%.cpp,$(BENCH_DIR)/nyoj/%.cpp.bin,$(wildcard $(BENCH_NYOJ_SRC_DIR)/*.cpp))
# The harness caps itself (CPU seconds per solver and dataset); this is only a backstop.
BENCH_TIMEOUT        := timeout 600

$(BENCH_DIR)/harness-portable: BENCH_FLAGS = $(BENCH_PORTABLE_FLAGS)
$(BENCH_DIR)/harness-native: BENCH_FLAGS = $(BENCH_NATIVE_FLAGS)
$(BENCH_DIR)/harness-portable $(BENCH_DIR)/harness-native: bench/harness.cpp $(JUDGE_OBJ) $(BENCH_LEETCODE)
	@mkdir -p $(@D)
	nice $(CXX) $(STD_CXXFLAGS) $(BENCH_FLAGS) -o $@ bench/harness.cpp $(JUDGE_OBJ) $(REQUIRED_LDLIBS)

# NYOJ compiles without -O2: so do we (see testdata/nyoj-0722-sudoku/problem.yaml).
$(BENCH_DIR)/nyoj/%.c.bin: $(BENCH_NYOJ_SRC_DIR)/%.c
	@mkdir -p $(@D)
	nice gcc -Wall -std=c99 -o $@ $< -lm

$(BENCH_DIR)/nyoj/%.cpp.bin: $(BENCH_NYOJ_SRC_DIR)/%.cpp
	@mkdir -p $(@D)
	nice g++ -Wall -std=c++14 -o $@ $< -lm

# Every bit_parallel.cpp shares its solver with the LeetCode file character for character; fail loudly
# if one drifts.
BENCH_TWINS := $(filter-out solutions/leetcode-0037-sudoku-solver/bit_parallel.cpp,$(wildcard solutions/*/bit_parallel.cpp))
bench-twins:
	@mkdir -p $(BENCH_DIR)
	@core() { sed -n '/^namespace bit_parallel_core {/,/^}  \/\/ namespace bit_parallel_core/p' "$$1"; }; \
	core solutions/leetcode-0037-sudoku-solver/bit_parallel.cpp > $(BENCH_DIR)/leetcode.core; \
	for f in $(BENCH_TWINS); do \
	  core $$f > $(BENCH_DIR)/twin.core; \
	  cmp -s $(BENCH_DIR)/leetcode.core $(BENCH_DIR)/twin.core \
	    || { echo "bench: the bit_parallel_core of $$f differs from the LeetCode file's:"; \
	         diff $(BENCH_DIR)/leetcode.core $(BENCH_DIR)/twin.core | head -20; exit 1; }; \
	done; echo "bench-twins: $(words $(BENCH_TWINS)) copies of bit_parallel_core agree with the LeetCode file's"

# SVG -> PNG when rsvg-convert (librsvg2-bin) is there.
define bench_png
	@if command -v rsvg-convert >/dev/null; then rsvg-convert -o $(BENCH_DIR)/$(1).png $(BENCH_DIR)/$(1).svg; fi
endef

# The harness and the sanitizer runs need the public sets (PUZZLES_DIR, the Makefile): without them each
# says SKIPPED and builds nothing for them; the work itself is the bench-on-sets-* target of the same name.
# What needs nothing outside the repository runs either way: bench-twins, and make bench's 16x16 and
# family measurements.
.PHONY: bench-on-sets-full bench-on-sets-quick bench-on-sets-sanitize
bench: bench-twins $(BUILD)/judge
	@$(call with_puzzle_sets,bench,$(MAKE) --no-print-directory bench-on-sets-full)
	nice python3 bench/sudoku16.py --out $(BENCH_DIR)
	nice python3 bench/family.py --judge $(BUILD)/judge --out $(BENCH_DIR)
	@echo "bench: tables, CSV and charts in $(BENCH_DIR)/{portable,native}.{md,csv,svg} (with the sets); sudoku16.md, family.md"
bench-quick: bench-twins
	@$(call with_puzzle_sets,bench-quick,$(MAKE) --no-print-directory bench-on-sets-quick)

bench-on-sets-full: $(BENCH_DIR)/harness-portable $(BENCH_DIR)/harness-native $(BENCH_NYOJ_PROGRAMS)
	$(BENCH_TIMEOUT) nice $(BENCH_DIR)/harness-portable --variant portable --flags "$(CXX) $(BENCH_PORTABLE_FLAGS)" \
	  --data "$(PUZZLES_DIR)" --out $(BENCH_DIR) $(addprefix --nyoj ,$(BENCH_NYOJ_PROGRAMS)) $(BENCH_ARGS)
	$(BENCH_TIMEOUT) nice $(BENCH_DIR)/harness-native --variant native --flags "$(CXX) $(BENCH_NATIVE_FLAGS)" \
	  --data "$(PUZZLES_DIR)" --out $(BENCH_DIR) $(BENCH_ARGS)
	$(call bench_png,portable)
	$(call bench_png,native)

bench-on-sets-quick: $(BENCH_DIR)/harness-portable $(BENCH_NYOJ_PROGRAMS)
	$(BENCH_TIMEOUT) nice $(BENCH_DIR)/harness-portable --variant quick --flags "$(CXX) $(BENCH_PORTABLE_FLAGS)" --quick \
	  --data "$(PUZZLES_DIR)" --out $(BENCH_DIR) $(addprefix --nyoj ,$(BENCH_NYOJ_PROGRAMS)) $(BENCH_ARGS)
	$(call bench_png,quick)

# bit_parallel under AddressSanitizer and UndefinedBehaviorSanitizer on every puzzle of every public set
# (bench/sanitize_sets.cpp), with clang-19 and its runtime (make judge's packages); in make test. Built twice:
# as judges build it (SSE2, x86-64's baseline) and with __SSE2__ undefined, so that the scalar fallbacks run.
SANITIZE_FLAGS := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
SANITIZE_SRC   := bench/sanitize_sets.cpp judge/grid/rules.cpp judge/util/text.cpp
$(BENCH_DIR)/sanitize_sets $(BENCH_DIR)/sanitize_sets_scalar: $(SANITIZE_SRC) solutions/leetcode-0037-sudoku-solver/bit_parallel.cpp
	@mkdir -p $(@D)
	nice clang++-19 $(STD_CXXFLAGS) $(SANITIZE_FLAGS) $(if $(findstring scalar,$@),-U__SSE2__) -o $@ $(SANITIZE_SRC) -lfmt

bench-sanitize: bench-twins
	@$(call with_puzzle_sets,bench-sanitize,$(MAKE) --no-print-directory bench-on-sets-sanitize)

bench-on-sets-sanitize:
	@if ! command -v clang++-19 >/dev/null; then \
	  $(call skip_step,bench-sanitize,clang++-19 not found; make deps installs clang-19 libclang-rt-19-dev); \
	else \
	  $(MAKE) --no-print-directory $(BENCH_DIR)/sanitize_sets $(BENCH_DIR)/sanitize_sets_scalar && \
	  $(BENCH_TIMEOUT) $(BENCH_DIR)/sanitize_sets "$(PUZZLES_DIR)" testdata/common/famous.tsv $(PUZZLE_SETS) && \
	  $(BENCH_TIMEOUT) $(BENCH_DIR)/sanitize_sets_scalar "$(PUZZLES_DIR)" testdata/common/famous.tsv $(PUZZLE_SETS); \
	fi
