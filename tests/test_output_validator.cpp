// A package's output validator, written as shell scripts, run through the sandbox by the package format's
// protocol: its exit code is the verdict, judgemessage.txt the message; anything else is the validator's fault.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/checkers/output_validator.hpp"
#include "support.hpp"

namespace fs = std::filesystem;
using namespace judge;
using namespace test_support;

namespace {

// A scratch folder with one test's three files, and a way to run a script as the validator on them.
struct Fixture {
    ScratchFolder dir{"judge-output-validator-test"};
    fs::path input = dir.write("1.in", "3\n"), output = dir.write("1.out", "team said this\n"),
             answer = dir.write("1.ans", "the answer\n");

    CheckResult run(const std::string& script, const std::vector<std::string>& args = {},
                    const OutputValidatorOptions& options = {}) const {
        fs::path validator = dir.write_executable("validate.sh", "#!/bin/sh\n" + script);
        return check_output_validator({validator.string()}, input, output, answer, args, options);
    }
};

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

TEST_SUITE("check_output_validator") {

TEST_CASE("exit 42 is AC, 43 is WA, any other code is the validator's failure naming the code") {
    Fixture f;
    CHECK(f.run("exit 42\n").status == CheckStatus::AC);
    CHECK(f.run("exit 43\n").status == CheckStatus::WA);
    for (int code : {0, 1, 2, 44}) {
        CAPTURE(code);
        CheckResult r = f.run("echo broken >&2\nexit " + std::to_string(code) + "\n");
        CHECK(r.status == CheckStatus::FAIL);
        CHECK(r.message == "output validator validate.sh exited with code " + std::to_string(code) +
                               " (expected 42 accepted or 43 wrong answer): broken");
    }
}

TEST_CASE("judgemessage.txt's first lines are the message, before what it printed") {
    Fixture f;
    CheckResult r = f.run("printf 'first line\\n\\n  second line  \\nthird\\nfourth\\n' > \"${3}judgemessage.txt\"\n"
                          "echo printed\nexit 43\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "first line; second line; third");
    CheckResult accepted = f.run("echo 'close enough' > \"$3/judgemessage.txt\"\nexit 42\n");
    CHECK(accepted.status == CheckStatus::AC);
    CHECK(accepted.message == "close enough");
}

TEST_CASE("without judgemessage.txt, stdout and stderr are the message; silence is said") {
    Fixture f;
    CheckResult r = f.run("echo on stdout\necho on stderr >&2\nexit 43\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "on stdout; on stderr");
    CheckResult silent = f.run("exit 43\n");
    CHECK(silent.status == CheckStatus::WA);
    CHECK(silent.message == "rejected by the output validator validate.sh (it said nothing)");
    CHECK(f.run("exit 42\n").message == "");
}

TEST_CASE("the arguments: input, answer, feedback folder with its '/', then the args, one word each") {
    Fixture f;
    CheckResult r = f.run("printf '%s|' \"$@\" > \"${3}judgemessage.txt\"\n"
                          "[ -d \"$3\" ] || exit 1\n"
                          "exit 42\n",
                          {"float_tolerance", "1e-6", "two words"});
    CHECK(r.status == CheckStatus::AC);
    CAPTURE(r.message);
    CHECK(contains(r.message, f.input.string() + "|" + f.answer.string() + "|/"));
    CHECK(contains(r.message, "/|float_tolerance|1e-6|two words|"));
}

TEST_CASE("stdin is the team's output") {
    Fixture f;
    CheckResult r = f.run("cat > \"${3}judgemessage.txt\"\nexit 43\n");
    CHECK(r.message == "team said this");
    // A validator comparing stdin with the answer file.
    CHECK(f.run("cmp -s - \"$2\" && exit 42\nexit 43\n").status == CheckStatus::WA);
    f.dir.write("1.out", "the answer\n");
    CHECK(f.run("cmp -s - \"$2\" && exit 42\nexit 43\n").status == CheckStatus::AC);
}

TEST_CASE("the feedback folder is new and empty on every call, and relative paths are made absolute") {
    Fixture f;
    const std::string script = "[ -z \"$(ls -A \"$3\")\" ] || exit 1\ntouch \"${3}marker\"\n"
                               "case \"$1$2\" in /*/*) ;; *) exit 2 ;; esac\nexit 42\n";
    fs::path validator = f.dir.write_executable("fresh.sh", "#!/bin/sh\n" + script);
    fs::path relative_validator = fs::relative(validator);
    REQUIRE(relative_validator.string().find('/') != std::string::npos);
    for (int call = 0; call < 2; ++call) {
        CAPTURE(call);
        CheckResult r = check_output_validator({relative_validator.string()}, fs::relative(f.input), fs::relative(f.output),
                                               fs::relative(f.answer), {});
        CHECK(r.status == CheckStatus::AC);
        CHECK(r.message == "");
    }
}

TEST_CASE("an interpreter and its script make the command; the name option names it") {
    Fixture f;
    fs::path script = f.dir.write("check.sh", "echo \"judged by $0\" > \"${3}judgemessage.txt\"\nexit 43\n");  // not executable
    CheckResult r = check_output_validator({"sh", script.string()}, f.input, f.output, f.answer, {});
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "judged by " + script.string());
    OutputValidatorOptions named;
    named.name = "checker.py";
    CheckResult broken = check_output_validator({"sh", "-c", "exit 3"}, f.input, f.output, f.answer, {}, named);
    CHECK(broken.status == CheckStatus::FAIL);
    CHECK(broken.message == "output validator checker.py exited with code 3 (expected 42 accepted or 43 wrong answer)");
}

TEST_CASE("a validator that cannot start, dies of a signal or has no command is a failure saying so") {
    Fixture f;
    CheckResult missing = check_output_validator({(f.dir.path / "missing").string()}, f.input, f.output, f.answer, {});
    CHECK(missing.status == CheckStatus::FAIL);
    CHECK(contains(missing.message, "output validator missing did not start"));
    CheckResult killed = f.run("echo about to crash\nkill -SEGV $$\n");
    CHECK(killed.status == CheckStatus::FAIL);
    CHECK(killed.message == "output validator validate.sh was killed by SIGSEGV: about to crash");
    CheckResult none = check_output_validator({}, f.input, f.output, f.answer, {});
    CHECK(none.status == CheckStatus::FAIL);
    CHECK(none.message == "output validator: no command to run");
}

TEST_CASE("a validator over its time limit is stopped and is a failure") {
    Fixture f;
    OutputValidatorOptions quick;
    quick.time_limit_ms = 300;
    auto start = std::chrono::steady_clock::now();
    CheckResult sleeping = f.run("sleep 30\nexit 42\n", {}, quick);
    CHECK(sleeping.status == CheckStatus::FAIL);
    CHECK(sleeping.message == "output validator validate.sh ran over 0.3 s");
    CheckResult spinning = f.run("while :; do :; done\n", {}, quick);
    CHECK(spinning.status == CheckStatus::FAIL);
    CHECK(spinning.message == "output validator validate.sh ran over 0.3 s");
    CHECK(seconds_since(start) < 8);
}

TEST_CASE("a validator flooding stdout or its feedback does not hang the judge") {
    Fixture f;
    auto start = std::chrono::steady_clock::now();
    CheckResult flood = f.run("yes 'flooding the judge'\nexit 42\n");  // the default limits
    CHECK(flood.status == CheckStatus::FAIL);
    CHECK(flood.message == "output validator validate.sh wrote more than 16384 KB to a file (stdout, stderr or feedback) "
                           "and was killed: flooding the judge; flooding the judge; flooding the judge");
    OutputValidatorOptions small;
    small.output_kb = 256;
    CheckResult feedback_flood = f.run("exec yes > \"${3}judgemessage.txt\"\n", {}, small);
    CHECK(feedback_flood.status == CheckStatus::FAIL);
    CHECK(contains(feedback_flood.message, "wrote more than 256 KB"));
    CHECK(contains(feedback_flood.message, ": y; y; y"));
    // Its child was stopped at the limit, the validator itself went on: its exit code still decides.
    CheckResult child_flood = f.run("yes > \"${3}judgemessage.txt\"\nexit 43\n", {}, small);
    CHECK(child_flood.status == CheckStatus::WA);
    CHECK(child_flood.message == "y; y; y");
    CHECK(seconds_since(start) < 8);
}

TEST_CASE("a validator runs in a minimal environment, in a folder of its own") {
    Fixture f;
    ScopedEnv secret("JUDGE_TEST_SECRET", "visible");
    CheckResult r = f.run("echo \"secret=$JUDGE_TEST_SECRET home=$HOME\"\npwd\nexit 42\n");
    CHECK(r.status == CheckStatus::AC);
    CAPTURE(r.message);
    CHECK(contains(r.message, "secret= home=/"));
    REQUIRE(r.message.size() > 5);
    CHECK(r.message.substr(r.message.size() - 5) == "/work");  // pwd, the last line
    CHECK_FALSE(contains(r.message, fs::current_path().string() + ";"));
}

}  // TEST_SUITE
