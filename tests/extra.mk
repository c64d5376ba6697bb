# Trust: stress testing (对拍) and fuzzing. Included by the Makefile; see docs/trust.md.

# make stress: STRESS_N random unique puzzles per problem through every solution that expects AC or TLE.
# STRESS_SEED empty: a random seed, printed so that a failure can be repeated. A failing case is saved as
# NAME.in/NAME.out in STRESS_SAVE.
STRESS_N    ?= 30
STRESS_SEED ?=
STRESS_SAVE ?= $(BUILD)/stress

stress: $(BUILD)/judge
	$(BUILD)/judge stress --count $(STRESS_N) $(if $(STRESS_SEED),--seed $(STRESS_SEED)) \
	  --save $(STRESS_SAVE) -j $(JOBS)
