# make bench / make bench-quick (included by the Makefile). bench/harness.cpp is built twice: portable
# (what judges use: no -march) and native (-march=native); NYOJ's programs are built with NYOJ's own
# commands (no -O2) and run as processes. Results: build/bench/{portable,native,quick}.{md,csv,svg,png}.
# make bench then measures POJ 3076's 16×16 solvers (bench/sudoku16.py: puzzles per second) and the other
# problems' solutions through the judge (bench/family.py): build/bench/{sudoku16,family}.md.
.PHONY: bench-twins bench-sanitize bench-tdoku

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

bench: bench-twins $(BENCH_DIR)/harness-portable $(BENCH_DIR)/harness-native $(BENCH_NYOJ_PROGRAMS) $(BUILD)/judge
	$(BENCH_TIMEOUT) nice $(BENCH_DIR)/harness-portable --variant portable --flags "$(CXX) $(BENCH_PORTABLE_FLAGS)" \
	  --out $(BENCH_DIR) $(addprefix --nyoj ,$(BENCH_NYOJ_PROGRAMS)) $(BENCH_ARGS)
	$(BENCH_TIMEOUT) nice $(BENCH_DIR)/harness-native --variant native --flags "$(CXX) $(BENCH_NATIVE_FLAGS)" \
	  --out $(BENCH_DIR) $(BENCH_ARGS)
	$(call bench_png,portable)
	$(call bench_png,native)
	nice python3 bench/sudoku16.py --out $(BENCH_DIR)
	nice python3 bench/family.py --judge $(BUILD)/judge --out $(BENCH_DIR)
	@echo "bench: tables, CSV and charts in $(BENCH_DIR)/{portable,native}.{md,csv,svg}; sudoku16.md, family.md"

bench-quick: bench-twins $(BENCH_DIR)/harness-portable $(BENCH_NYOJ_PROGRAMS)
	$(BENCH_TIMEOUT) nice $(BENCH_DIR)/harness-portable --variant quick --flags "$(CXX) $(BENCH_PORTABLE_FLAGS)" --quick \
	  --out $(BENCH_DIR) $(addprefix --nyoj ,$(BENCH_NYOJ_PROGRAMS)) $(BENCH_ARGS)
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
	@if ! command -v clang++-19 >/dev/null; then \
	  echo "bench-sanitize: SKIPPED (clang++-19 not found; make deps installs clang-19 libclang-rt-19-dev)"; \
	  if [ "$${CI:-}" = true ]; then echo "bench-sanitize: CI=true, so clang++-19 is expected here"; exit 1; fi; \
	else \
	  $(MAKE) --no-print-directory $(BENCH_DIR)/sanitize_sets $(BENCH_DIR)/sanitize_sets_scalar && \
	  $(BENCH_TIMEOUT) $(BENCH_DIR)/sanitize_sets testdata/puzzles && \
	  $(BENCH_TIMEOUT) $(BENCH_DIR)/sanitize_sets_scalar testdata/puzzles; \
	fi

# make bench-tdoku: bit_parallel side by side with tdoku (t-dillon/tdoku, BSD-2-Clause; the fastest published
# solver on the hard sets, issue 25's yardstick), every answer checked, through the same LeetCode interface in
# the same harness, one process per build. tdoku is cloned from TDOKU_GIT (its GitHub address, or a local clone
# when there is no network) at TDOKU_COMMIT, and built and linked only in TDOKU_DIR, outside the repository:
# nothing of it is committed. Its build: its own default flags (-O3 -march=native, tdoku's CMakeLists.txt) with
# clang-19, its best compiler here (clang's build was 20-28% faster than g++'s, 2026-11-26), and the same with
# no -march (x86-64's baseline). bit_parallel: g++ -O2 (a judge's g++ flags) and clang-19 -O3, each native and
# portable. Reports: build/bench/tdoku-<build>.{md,csv}, and build/bench/tdoku.md (bench/side_by_side.py: the
# ratios). Not in make test: it needs tdoku's source, and a few minutes.
TDOKU_GIT    ?= https://github.com/t-dillon/tdoku
TDOKU_COMMIT := af426180dc53aef89b82868e7b3fdfcf42165654
TDOKU_DIR    ?= $(or $(TMPDIR),/tmp)/sudoku-bench-tdoku-$(shell id -u)
TDOKU_CXX    ?= clang++-19
TDOKU_BUILDS := native-gcc native-clang portable-gcc portable-clang

$(TDOKU_DIR)/$(TDOKU_COMMIT)/src/solver_dpll_triad_simd.cc:
	@case "$(abspath $(TDOKU_DIR))/" in "$(abspath .)/"*) \
	  echo "bench-tdoku: TDOKU_DIR=$(TDOKU_DIR) is inside the repository; tdoku is built only outside it"; exit 2;; esac
	rm -rf $(TDOKU_DIR)/clone $(TDOKU_DIR)/$(TDOKU_COMMIT)
	mkdir -p $(TDOKU_DIR)/$(TDOKU_COMMIT)
	git clone --quiet --no-checkout $(TDOKU_GIT) $(TDOKU_DIR)/clone \
	  || { echo "bench-tdoku: cannot clone $(TDOKU_GIT); without network, give a local clone: TDOKU_GIT=PATH"; exit 2; }
	mkdir -p $(TDOKU_DIR)/$(TDOKU_COMMIT)/src
	git -C $(TDOKU_DIR)/clone archive $(TDOKU_COMMIT):src | tar -x -C $(TDOKU_DIR)/$(TDOKU_COMMIT)/src

# tdoku's solver and the one helper it calls (src/util.cc), native and portable.
TDOKU_OBJ = $(TDOKU_DIR)/$(1)/solver_dpll_triad_simd.o $(TDOKU_DIR)/$(1)/util.o
define tdoku_object
	@mkdir -p $(@D)
	nice $(TDOKU_FLAGS_$(1)) -std=c++17 -c -o $@ $(TDOKU_DIR)/$(TDOKU_COMMIT)/src/$(basename $(@F)).cc
endef
$(TDOKU_DIR)/native/%.o: $(TDOKU_DIR)/$(TDOKU_COMMIT)/src/solver_dpll_triad_simd.cc
	$(call tdoku_object,native)
$(TDOKU_DIR)/portable/%.o: $(TDOKU_DIR)/$(TDOKU_COMMIT)/src/solver_dpll_triad_simd.cc
	$(call tdoku_object,portable)
.SECONDARY: $(call TDOKU_OBJ,native) $(call TDOKU_OBJ,portable) $(TDOKU_DIR)/$(TDOKU_COMMIT)/src/solver_dpll_triad_simd.cc

HARNESS_CXX_native-gcc     = $(CXX) $(BENCH_NATIVE_FLAGS)
HARNESS_CXX_native-clang   = clang++-19 -O3 -march=native
HARNESS_CXX_portable-gcc   = $(CXX) $(BENCH_PORTABLE_FLAGS)
HARNESS_CXX_portable-clang = clang++-19 -O3
TDOKU_FLAGS_native         = $(TDOKU_CXX) -O3 -march=native
TDOKU_FLAGS_portable       = $(TDOKU_CXX) -O3
tdoku_arch = $(firstword $(subst -, ,$(1)))
define tdoku_harness
	nice $(HARNESS_CXX_$(1)) $(STD_CXXFLAGS) -DBENCH_PEER_TDOKU -o $(2) bench/harness.cpp $(JUDGE_OBJ) \
	  $(call TDOKU_OBJ,$(call tdoku_arch,$(1))) $(REQUIRED_LDLIBS)
endef
$(TDOKU_DIR)/harness-native-%: bench/harness.cpp $(JUDGE_OBJ) $(BENCH_LEETCODE) $(call TDOKU_OBJ,native)
	$(call tdoku_harness,native-$*,$@)
$(TDOKU_DIR)/harness-portable-%: bench/harness.cpp $(JUDGE_OBJ) $(BENCH_LEETCODE) $(call TDOKU_OBJ,portable)
	$(call tdoku_harness,portable-$*,$@)

# Both solvers in each harness process: each ratio compares two figures of one process.
bench-tdoku: bench-twins $(addprefix $(TDOKU_DIR)/harness-,$(TDOKU_BUILDS))
	@mkdir -p $(BENCH_DIR)
	$(foreach build,$(TDOKU_BUILDS),$(BENCH_TIMEOUT) nice $(TDOKU_DIR)/harness-$(build) --variant tdoku-$(build) \
	  --only bit_parallel,tdoku --out $(BENCH_DIR) $(BENCH_ARGS) \
	  --flags "bit_parallel: $(HARNESS_CXX_$(build)); tdoku at $(TDOKU_COMMIT): $(TDOKU_FLAGS_$(call tdoku_arch,$(build)))" &&) true
	@status=0; python3 bench/side_by_side.py $(addprefix $(BENCH_DIR)/tdoku-,$(TDOKU_BUILDS)) > $(BENCH_DIR)/tdoku.md \
	  || status=$$?; cat $(BENCH_DIR)/tdoku.md; exit $$status
