// Input validation: validator_verdict on made-up runs (exit 42 valid, 43 invalid with the validator's
// "LINE: what" after the input's path, anything else a broken validator), InputCheck::ok(), then
// validate_inputs and `build/judge validate` end to end on a problem in a scratch folder, its validator
// built with g++ (needs build/judge; runs from the repository's root).
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <csignal>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/formats/package.hpp"
#include "judge/formats/problem_yaml.hpp"
#include "judge/problem.hpp"
#include "judge/sandbox/launcher.hpp"
#include "judge/sandbox/launcher_protocol.hpp"
#include "judge/util/error.hpp"
#include "judge/inputs/validate.hpp"
#include "support.hpp"

using namespace judge;
namespace fs = std::filesystem;
using Scratch = test_support::ScratchFolder;

namespace {

// Accepts an input whose first line is "ok"; otherwise says why, Kattis' way, and exits 43.
const std::string kOkValidator =
    "#include <iostream>\n"
    "#include <string>\n"
    "int main() {\n"
    "    std::string line;\n"
    "    if (std::getline(std::cin, line) && line == \"ok\") return 42;\n"
    "    std::cout << \"1: expected ok\\n\";\n"
    "    return 43;\n"
    "}\n";

// Accepts anything: it misses the rule invalid/01_bad.in breaks.
const std::string kAcceptAll = "int main() { return 42; }\n";

// A copy-input problem in `scratch`/copy: secret/01 (valid), invalid/01_bad.in, and `validator` as
// input_validators/validate.cpp unless it is empty.
fs::path write_problem(const Scratch& scratch, const std::string& validator) {
    scratch.write("copy/problem.yaml", test_support::c_problem_yaml());
    scratch.write("copy/secret/01.in", "ok\n");
    scratch.write("copy/secret/01.out", "ok\n");
    scratch.write("copy/invalid/01_bad.in", "bad\n");
    if (!validator.empty()) scratch.write("copy/input_validators/validate.cpp", validator);
    return scratch.path / "copy";
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

InputCheck check_of(bool judged, InputStatus status) { return {"x.in", judged, {status, ""}}; }

}  // namespace

TEST_SUITE("validate") {

TEST_CASE("exit 42 means the input is valid, with no message") {
    ValidatorVerdict verdict = validator_verdict("secret/01.in", 42, 0, false, "");
    CHECK(verdict.status == InputStatus::Valid);
    CHECK(verdict.message == "");
    // What a valid run printed does not matter.
    CHECK(validator_verdict("secret/01.in", 42, 0, false, "fine\n").status == InputStatus::Valid);
}

TEST_CASE("exit 43 means invalid, the validator's LINE: what put after the input's path") {
    ValidatorVerdict verdict = validator_verdict("invalid/01_bad.in", 43, 0, false, "1: expected ok\n");
    CHECK(verdict.status == InputStatus::Invalid);
    CHECK(verdict.message == "invalid/01_bad.in:1: expected ok");
    CHECK(validator_verdict("x.in", 43, 0, false, "3:7: digit 10 out of range\n").message ==
          "x.in:3:7: digit 10 out of range");
}

TEST_CASE("an invalid input's message is the validator's first non-blank line, trimmed") {
    CHECK(validator_verdict("x.in", 43, 0, false, "\n   \n  2: bad row  \n4: more\n").message == "x.in:2: bad row");
}

TEST_CASE("a message that does not start with a line number follows the path after a colon and a space") {
    CHECK(validator_verdict("x.in", 43, 0, false, "grid has 80 cells\n").message == "x.in: grid has 80 cells");
}

TEST_CASE("a validator that rejects without a word is still invalid, and says so") {
    ValidatorVerdict verdict = validator_verdict("x.in", 43, 0, false, "");
    CHECK(verdict.status == InputStatus::Invalid);
    CHECK(verdict.message == "x.in: rejected (the validator said nothing)");
}

TEST_CASE("any other exit code is a broken validator, whatever it printed") {
    ValidatorVerdict zero = validator_verdict("x.in", 0, 0, false, "");
    CHECK(zero.status == InputStatus::Broken);
    CHECK(zero.message == "the validator exited with 0 (expected 42 valid or 43 invalid)");
    ValidatorVerdict one = validator_verdict("x.in", 1, 0, false, "\nassertion failed\n");
    CHECK(one.status == InputStatus::Broken);
    CHECK(one.message == "the validator exited with 1 (expected 42 valid or 43 invalid): assertion failed");
}

TEST_CASE("a validator ended by a signal or running over its time is broken") {
    ValidatorVerdict killed = validator_verdict("x.in", 0, SIGSEGV, false, "");
    CHECK(killed.status == InputStatus::Broken);
    CHECK(killed.message == "the validator was killed by SIGSEGV");
    ValidatorVerdict slow = validator_verdict("x.in", 0, 0, true, "");
    CHECK(slow.status == InputStatus::Broken);
    CHECK(slow.message == "the validator ran over 30 s");
    // Even an exit code of 42 or 43 does not count once it timed out.
    CHECK(validator_verdict("x.in", 42, 0, true, "").status == InputStatus::Broken);
}

TEST_CASE("a judged input must be valid, an invalid one rejected, and a broken validator is never ok") {
    CHECK(check_of(true, InputStatus::Valid).ok());
    CHECK_FALSE(check_of(true, InputStatus::Invalid).ok());
    CHECK(check_of(false, InputStatus::Invalid).ok());
    CHECK_FALSE(check_of(false, InputStatus::Valid).ok());
    CHECK_FALSE(check_of(true, InputStatus::Broken).ok());
    CHECK_FALSE(check_of(false, InputStatus::Broken).ok());
}

TEST_CASE("validate_inputs runs the validator on the judged inputs, then on invalid/'s") {
    Scratch scratch;
    fs::path dir = write_problem(scratch, kOkValidator);
    std::vector<InputCheck> checks = validate_inputs(load_problem(dir), scratch.path / "cache");
    REQUIRE(checks.size() == 2);
    CHECK(checks[0].input == dir / "secret/01.in");
    CHECK(checks[0].judged);
    CHECK(checks[0].verdict.status == InputStatus::Valid);
    CHECK(checks[0].ok());
    CHECK(checks[1].input == dir / "invalid/01_bad.in");
    CHECK_FALSE(checks[1].judged);
    CHECK(checks[1].verdict.status == InputStatus::Invalid);
    CHECK(checks[1].verdict.message == (dir / "invalid/01_bad.in").string() + ":1: expected ok");
    CHECK(checks[1].ok());
    CHECK(fs::is_directory(scratch.path / "cache"));  // the validator was built there
}

TEST_CASE("validate_inputs finds a judged input the validator rejects") {
    Scratch scratch;
    fs::path dir = write_problem(scratch, kOkValidator);
    scratch.write("copy/secret/02.in", "nope\n");
    scratch.write("copy/secret/02.out", "nope\n");
    std::vector<InputCheck> checks = validate_inputs(load_problem(dir), scratch.path / "cache");
    REQUIRE(checks.size() == 3);
    CHECK(checks[1].input == dir / "secret/02.in");
    CHECK(checks[1].verdict.status == InputStatus::Invalid);
    CHECK(checks[1].verdict.message == (dir / "secret/02.in").string() + ":1: expected ok");
    CHECK_FALSE(checks[1].ok());
}

TEST_CASE("a validator that accepts everything leaves the invalid input's check not ok") {
    Scratch scratch;
    fs::path dir = write_problem(scratch, kAcceptAll);
    std::vector<InputCheck> checks = validate_inputs(load_problem(dir), scratch.path / "cache");
    REQUIRE(checks.size() == 2);
    CHECK(checks[0].ok());
    CHECK(checks[1].input == dir / "invalid/01_bad.in");
    CHECK(checks[1].verdict.status == InputStatus::Valid);
    CHECK_FALSE(checks[1].ok());
}

TEST_CASE("a validator with another exit code is broken, named with the input and the validator's file") {
    Scratch scratch;
    fs::path dir = write_problem(scratch, "int main() { return 1; }\n");
    std::vector<InputCheck> checks = validate_inputs(load_problem(dir), scratch.path / "cache");
    REQUIRE(checks.size() == 2);
    for (const InputCheck& check : checks) {
        CAPTURE(check.input);
        CHECK(check.verdict.status == InputStatus::Broken);
        CHECK_FALSE(check.ok());
        CHECK(check.verdict.message == check.input.string() + ": validate.cpp: the validator exited with 1 (expected "
                                                              "42 valid or 43 invalid)");
    }
}

TEST_CASE("a validator over its time on two inputs is taken as broken: the inputs left are not run, each said as it is checked") {
    Scratch scratch;
    fs::path dir = write_problem(scratch, "#include <unistd.h>\nint main() { for (;;) pause(); }\n");
    scratch.write("copy/secret/02.in", "ok\n");
    scratch.write("copy/secret/02.out", "ok\n");
    ValidateOptions options;
    options.time_limit_ms = 300;
    std::vector<std::string> said;  // the inputs, in the order on_checked heard of them
    options.on_checked = [&](const InputCheck& check) { said.push_back(check.input.filename().string()); };
    std::vector<InputCheck> checks = validate_inputs(load_problem(dir), scratch.path / "cache", options);
    REQUIRE(checks.size() == 3);
    CHECK(said == std::vector<std::string>{"01.in", "02.in", "01_bad.in"});
    for (std::size_t i = 0; i < 2; ++i) {
        CHECK(checks[i].verdict.status == InputStatus::Broken);
        CHECK(checks[i].verdict.message == checks[i].input.string() + ": validate.cpp: the validator ran over 0.3 s");
    }
    CHECK(checks[2].verdict.status == InputStatus::Broken);
    CHECK(checks[2].verdict.message ==
          checks[2].input.string() + ": validate.cpp: not run: the validator ran over 0.3 s on 2 inputs already");
}

TEST_CASE("a package's input validators: Python, C and Bash as the format builds them; invalid_input/ rejected") {
    Scratch scratch;
    const fs::path dir = scratch.path / "pkg";
    scratch.write("pkg/problem.yaml", "problem_format_version: 2025-09\nname: x\n");
    scratch.write("pkg/data/secret/1.in", "ok\n");
    scratch.write("pkg/data/secret/1.ans", "ok\n");
    scratch.write("pkg/data/invalid_input/bad.in", "bad\n");
    scratch.write("pkg/input_validators/first_line.py",
                  "import sys\nif sys.stdin.readline() == 'ok\\n': sys.exit(42)\nprint('1: expected ok'); sys.exit(43)\n");
    scratch.write("pkg/input_validators/c_folder/check.c",
                  "#include <stdio.h>\n#include <string.h>\nint main(void) { char line[8] = \"\"; "
                  "fgets(line, sizeof line, stdin); if (strcmp(line, \"ok\\n\") == 0) return 42; puts(\"1: not ok\"); return 43; }\n");
    scratch.write("pkg/input_validators/any.sh", "exit 42\n");
    scratch.write("pkg/input_validators/rules.ctd", "INT(1, 5)\n");
    const Package package = load_package(dir);
    REQUIRE(package.problem.validators.size() == 3);  // the checktestdata script is not run here, and said
    CHECK(package.problem.validators_by_format);
    bool noted = false;
    for (const std::string& note : package.notes) noted = noted || contains(note, "rules.ctd (checktestdata) is not run here");
    CHECK(noted);
    REQUIRE(package.problem.invalid_inputs.size() == 1);
    const std::vector<InputCheck> checks = validate_inputs(package.problem, scratch.path / "cache");
    REQUIRE(checks.size() == 2);
    CHECK(checks[0].verdict.status == InputStatus::Valid);
    CHECK(checks[1].verdict.status == InputStatus::Invalid);
    // The first validator by name that rejects it says why (c_folder/ before first_line.py).
    CHECK(checks[1].verdict.message == (dir / "data/invalid_input/bad.in").string() + ":1: not ok");
}

TEST_CASE("a package's input validator that is a FIFO, or a folder of two languages, is named, never a hang") {
    Scratch scratch;
    scratch.write("pkg/problem.yaml", "name: x\n");
    scratch.write("pkg/data/secret/1.in", "1\n");
    scratch.write("pkg/data/secret/1.ans", "1\n");
    fs::create_directories(scratch.path / "pkg/input_validators");
    REQUIRE(mkfifo((scratch.path / "pkg/input_validators/v.cpp").c_str(), 0600) == 0);
    std::string error;
    try {
        validate_inputs(load_package(scratch.path / "pkg").problem, scratch.path / "cache");
    } catch (const JudgeError& e) {
        error = e.what();
    }
    CHECK(contains(error, "v.cpp"));
    CHECK(contains(error, "expected a file"));
    fs::remove(scratch.path / "pkg/input_validators/v.cpp");
    scratch.write("pkg/input_validators/both/v.cpp", "int main() { return 42; }\n");
    scratch.write("pkg/input_validators/both/v.py", "raise SystemExit(43)\n");
    CHECK_THROWS_WITH_AS(validate_inputs(load_package(scratch.path / "pkg").problem, scratch.path / "cache"),
                         doctest::Contains("a program of several languages (cpp, python)"), JudgeError);
}

TEST_CASE("a package's input validator runs in the sandbox: a file of the machine outside its build is not there") {
    const SandboxState& state = sandbox_state();
    if (!test_support::available_or_skipped((state.held & launcher::kMinimalRoot) != 0, "the sandbox's minimal root",
                                            state.off))
        return;
    Scratch scratch;
    const fs::path secret = scratch.write("secret.txt", "the answers\n");
    scratch.write("pkg/problem.yaml", "name: x\n");
    scratch.write("pkg/data/secret/1.in", "1\n");
    scratch.write("pkg/data/secret/1.ans", "1\n");
    // Valid only when the secret cannot be read; says what it read otherwise.
    scratch.write("pkg/input_validators/peek.py", "import sys\ntry:\n    print('1: read', open('" + secret.string() +
                                                      "').read().strip())\n    sys.exit(43)\nexcept OSError:\n"
                                                      "    sys.exit(42)\n");
    const Package package = load_package(scratch.path / "pkg");
    const std::vector<InputCheck> checks = validate_inputs(package.problem, scratch.path / "cache");
    REQUIRE(checks.size() == 1);
    CHECK_MESSAGE(checks[0].verdict.status == InputStatus::Valid, checks[0].verdict.message);
    // Outside the sandbox the same validator reads it: the test can tell the two apart.
    ValidateOptions outside;
    outside.isolate = false;
    const std::vector<InputCheck> unsandboxed = validate_inputs(package.problem, scratch.path / "cache", outside);
    CHECK(contains(unsandboxed[0].verdict.message, "read the answers"));
}

TEST_CASE("a problem without a validator is an error naming input_validators") {
    Scratch scratch;
    fs::path dir = write_problem(scratch, "");
    std::string error;
    try {
        validate_inputs(load_problem(dir), scratch.path / "cache");
    } catch (const JudgeError& e) {
        error = e.what();
    }
    CAPTURE(error);
    CHECK(error.rfind(dir.string() + ": no input validator", 0) == 0);
    CHECK(contains(error, "input_validators/"));
}

TEST_CASE("judge validate shows why each invalid input is rejected and exits 0 when every input is as it should be") {
    Scratch scratch;
    fs::path dir = write_problem(scratch, kOkValidator);
    test_support::JudgeRun run = test_support::run_built_judge(
        scratch, "validate '" + dir.string() + "' --cache '" + (scratch.path / "cache").string() + "'", 120);
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 0);
    CHECK(contains(run.out, "rejected as it should be: " + (dir / "invalid/01_bad.in").string() + ":1: expected ok\n"));
    CHECK(contains(run.out, "validate " + dir.string() + ": 1 judged input valid, 1 invalid input rejected (validate.cpp)\n"));
    CHECK_FALSE(contains(run.out, "NOT as they should be"));
}

TEST_CASE("judge validate exits 1 when the validator accepts an invalid input") {
    Scratch scratch;
    fs::path dir = write_problem(scratch, kAcceptAll);
    test_support::JudgeRun run = test_support::run_built_judge(
        scratch, "validate '" + dir.string() + "' --cache '" + (scratch.path / "cache").string() + "'", 120);
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 1);
    CHECK(contains(run.out, "invalid input accepted (the validator misses the rule it breaks): " +
                                (dir / "invalid/01_bad.in").string() + "\n"));
    CHECK(contains(run.out, "1 NOT as they should be"));
    CHECK_FALSE(contains(run.out, "rejected as it should be"));
}

}  // TEST_SUITE
