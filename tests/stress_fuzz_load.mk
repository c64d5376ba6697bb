# make stress, make fuzz and make load: the judge under random puzzles, random inputs and many tests.
# Included by the Makefile; see docs/trust.md.

# make stress: STRESS_N random unique puzzles per problem through every solution that expects AC or TLE.
# STRESS_SEED empty: a random seed, printed so that a failure can be repeated. A failing case is saved as
# NAME.in/NAME.out in STRESS_SAVE.
STRESS_N    ?= 30
STRESS_SEED ?=
STRESS_SAVE ?= $(BUILD)/stress

stress: $(BUILD)/judge
	$(BUILD)/judge stress --count $(STRESS_N) $(if $(STRESS_SEED),--seed $(STRESS_SEED)) \
	  --save $(STRESS_SAVE) -j $(JOBS)

# make fuzz: each libFuzzer target (tests/fuzz/fuzz_*.cpp) built with clang into build/fuzz/ (address and
# undefined-behaviour sanitizers), first replaying every saved crash in tests/fuzz/regressions/<target>/,
# then fuzzing for FUZZ_SECONDS from the seeds in tests/fuzz/seeds/<target>/ and the corpus it grew before.
# A crash stops the run; the input is left in build/fuzz/crash-<target>-*: fix the bug, then move it to
# tests/fuzz/regressions/<target>/ so that every later `make fuzz` replays it.
FUZZ_SECONDS ?= 30
FUZZ_CXX     ?= clang++
FUZZ_TARGETS := leetcode_format check_sudoku problem_yaml
FUZZ_SANITIZE := -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_CXXFLAGS := $(STD_CXXFLAGS) -O1 -g -fno-omit-frame-pointer $(FUZZ_SANITIZE)
# The rooms the parsers and the checkers need (problem.yaml names a checker, a grid format and a signature).
FUZZ_LIB_SRC := judge/problem.cpp judge/verdict.cpp judge/formats/problem_yaml.cpp judge/formats/plain_folder.cpp \
                judge/formats/test_folders.cpp \
                $(wildcard judge/checkers/*.cpp judge/function/*.cpp judge/grid/*.cpp judge/sandbox/*.cpp judge/util/*.cpp)
FUZZ_LIB_OBJ := $(FUZZ_LIB_SRC:%.cpp=$(BUILD)/fuzz/obj/%.o)

# The judge's sources and the fuzz targets compile alike: obj/ mirrors the source tree, as for build/obj/.
$(BUILD)/fuzz/obj/%.o: %.cpp | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(FUZZ_CXX) $(FUZZ_CXXFLAGS) -fsanitize=fuzzer-no-link -MMD -MP -c $< -o $@

# Keep the objects (make would delete them as intermediates and rebuild them on every run).
.SECONDARY: $(FUZZ_LIB_OBJ) $(FUZZ_TARGETS:%=$(BUILD)/fuzz/obj/tests/fuzz/fuzz_%.o)

$(BUILD)/fuzz/fuzz_%: $(BUILD)/fuzz/obj/tests/fuzz/fuzz_%.o $(FUZZ_LIB_OBJ)
	$(FUZZ_CXX) $(FUZZ_CXXFLAGS) -fsanitize=fuzzer -o $@ $^ $(REQUIRED_LDLIBS)

fuzz: $(FUZZ_TARGETS:%=$(BUILD)/fuzz/fuzz_%)
	@set -e; for target in $(FUZZ_TARGETS); do \
	  regressions=$$(find tests/fuzz/regressions/$$target -type f 2>/dev/null | sort); \
	  if [ -n "$$regressions" ]; then \
	    echo "fuzz: $$target: replaying $$(echo "$$regressions" | wc -l) saved crashes"; \
	    $(BUILD)/fuzz/fuzz_$$target $$regressions 2>$(BUILD)/fuzz/replay-$$target.log \
	      || { tail -30 $(BUILD)/fuzz/replay-$$target.log; exit 1; }; \
	  fi; \
	  mkdir -p $(BUILD)/fuzz/corpus/$$target; \
	  echo "fuzz: $$target: $(FUZZ_SECONDS) s"; \
	  $(BUILD)/fuzz/fuzz_$$target -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
	    -artifact_prefix=$(BUILD)/fuzz/crash-$$target- $(BUILD)/fuzz/corpus/$$target tests/fuzz/seeds/$$target \
	    2>$(BUILD)/fuzz/$$target.log || { tail -40 $(BUILD)/fuzz/$$target.log; exit 1; }; \
	  grep -E '^(Done|#[0-9]+ *DONE)' $(BUILD)/fuzz/$$target.log | tail -1; \
	done

-include $(FUZZ_LIB_OBJ:.o=.d) $(FUZZ_TARGETS:%=$(BUILD)/fuzz/obj/tests/fuzz/fuzz_%.d)

# make load: one run of the judge on LOAD_N small tests (and a tenth of it, to compare ms per test):
# descriptors and resident memory sampled while it runs (tests/load.sh; figures in docs/trust.md).
LOAD_N ?= 10000
.PHONY: load
load: $(BUILD)/judge
	tests/load.sh $$(( $(LOAD_N) / 10 )) $(LOAD_N)
