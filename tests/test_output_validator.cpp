// A package's output validator, written as shell scripts (and one Python program), run by the package format's
// protocol: its exit code is the verdict, judgemessage.txt the message; anything else is the validator's fault.
// Each behaviour of the protocol is checked outside the sandbox (--no-isolation) and in it; what only the
// sandbox gives (no file of the machine in view, no write outside its feedback folder, the process limit) is
// checked in it, and SKIPPED with the reason where the machine gives no sandbox (under CI=true, a failure).
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/checkers/output_validator.hpp"
#include "judge/compile.hpp"
#include "judge/formats/package_programs.hpp"
#include "judge/sandbox/launcher.hpp"
#include "judge/sandbox/launcher_protocol.hpp"
#include "support.hpp"

namespace fs = std::filesystem;
using namespace judge;
using namespace test_support;

namespace {

// Where the sandbox cannot be had, says SKIPPED (a failure under CI=true) and returns false.
bool sandbox_available() {
    const SandboxState& state = sandbox_state();
    return available_or_skipped(state.available, "the sandbox's launcher", state.off);
}

// The ways a validator runs: outside the sandbox, and in it where the machine gives one.
std::vector<bool> isolation_modes() {
    std::vector<bool> modes = {false};
    if (sandbox_available()) modes.push_back(true);
    return modes;
}

OutputValidatorOptions isolated(bool isolate, OutputValidatorOptions options = {}) {
    options.isolate = isolate;
    return options;
}

// A script any uid may run: in the sandbox as root the validator has a worker's uid, never the file's owner.
fs::path write_program(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
    fs::permissions(path, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                              fs::perms::others_read | fs::perms::others_exec);
    return path;
}

// A scratch folder with one test's three files, and a way to run a script as the validator on them. The
// scripts live in program/, their own folder, as a package's validator lives in its build folder: in the sandbox
// that folder is shown, not the test's.
struct Fixture {
    ScratchFolder dir{"judge-output-validator-test"};
    fs::path input = dir.write("1.in", "3\n"), output = dir.write("1.out", "team said this\n"),
             answer = dir.write("1.ans", "the answer\n");

    CheckResult run(const std::string& script, const std::vector<std::string>& args = {},
                    const OutputValidatorOptions& options = {}) const {
        fs::path validator = write_program(dir.path / "program" / "validate.sh", "#!/bin/sh\n" + script);
        return check_output_validator({validator.string()}, input, output, answer, args, options);
    }
    CheckResult run(bool isolate, const std::string& script, const std::vector<std::string>& args = {}) const {
        return run(script, args, isolated(isolate));
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
    for (bool isolate : isolation_modes()) {
        CAPTURE(isolate);
        CHECK(f.run(isolate, "exit 42\n").status == CheckStatus::AC);
        CHECK(f.run(isolate, "exit 43\n").status == CheckStatus::WA);
        for (int code : {0, 1, 2, 44}) {
            CAPTURE(code);
            CheckResult r = f.run(isolate, "echo broken >&2\nexit " + std::to_string(code) + "\n");
            CHECK(r.status == CheckStatus::FAIL);
            // Exit 0, the usual program's success, is named as the mistake it is.
            CHECK(r.message == "output validator validate.sh exited with code " + std::to_string(code) +
                                   " (expected 42 accepted or 43 wrong answer" +
                                   (code == 0 ? "; 0 is neither: the format's validators accept with exit 42" : "") +
                                   "): broken");
        }
    }
}

TEST_CASE("judgemessage.txt's first lines are the message, before what it printed") {
    Fixture f;
    for (bool isolate : isolation_modes()) {
        CAPTURE(isolate);
        CheckResult r = f.run(isolate, "printf 'first line\\n\\n  second line  \\nthird\\nfourth\\n' > \"${3}judgemessage.txt\"\n"
                                       "echo printed\nexit 43\n");
        CHECK(r.status == CheckStatus::WA);
        CHECK(r.message == "first line; second line; third");
        CheckResult accepted = f.run(isolate, "echo 'close enough' > \"$3/judgemessage.txt\"\nexit 42\n");
        CHECK(accepted.status == CheckStatus::AC);
        CHECK(accepted.message == "close enough");
    }
}

TEST_CASE("without judgemessage.txt, stdout and stderr are the message; silence is said") {
    Fixture f;
    for (bool isolate : isolation_modes()) {
        CAPTURE(isolate);
        CheckResult r = f.run(isolate, "echo on stdout\necho on stderr >&2\nexit 43\n");
        CHECK(r.status == CheckStatus::WA);
        CHECK(r.message == "on stdout; on stderr");
        CheckResult silent = f.run(isolate, "exit 43\n");
        CHECK(silent.status == CheckStatus::WA);
        CHECK(silent.message == "rejected by the output validator validate.sh (it said nothing)");
        CHECK(f.run(isolate, "exit 42\n").message == "");
    }
}

TEST_CASE("the arguments: input, answer, feedback folder with its '/', then the args, one word each") {
    Fixture f;
    for (bool isolate : isolation_modes()) {
        CAPTURE(isolate);
        CheckResult r = f.run(isolate,
                              "printf '%s|' \"$@\" > \"${3}judgemessage.txt\"\n"
                              "[ -d \"$3\" ] || exit 1\n"
                              "exit 42\n",
                              {"float_tolerance", "1e-6", "two words"});
        CHECK(r.status == CheckStatus::AC);
        CAPTURE(r.message);
        // In the sandbox the two files are descriptors the judge passes, and feedback_dir is in /box.
        if (isolate) CHECK(r.message == "/proc/self/fd/3|/proc/self/fd/4|/box/feedback/|float_tolerance|1e-6|two words|");
        else CHECK(contains(r.message, f.input.string() + "|" + f.answer.string() + "|/"));
        CHECK(contains(r.message, "/|float_tolerance|1e-6|two words|"));
    }
}

TEST_CASE("stdin is the team's output; the input and answer files read as they are") {
    Fixture f;
    for (bool isolate : isolation_modes()) {
        CAPTURE(isolate);
        f.dir.write("1.out", "team said this\n");
        CheckResult r = f.run(isolate, "cat > \"${3}judgemessage.txt\"\nexit 43\n");
        CHECK(r.message == "team said this");
        CHECK(f.run(isolate, "{ cat \"$1\"; cat \"$2\"; } > \"${3}judgemessage.txt\"\nexit 42\n").message == "3; the answer");
        // A validator comparing stdin with the answer file.
        CHECK(f.run(isolate, "cmp -s - \"$2\" && exit 42\nexit 43\n").status == CheckStatus::WA);
        f.dir.write("1.out", "the answer\n");
        CHECK(f.run(isolate, "cmp -s - \"$2\" && exit 42\nexit 43\n").status == CheckStatus::AC);
    }
}

TEST_CASE("the feedback folder is new and empty on every call, and relative paths are made absolute") {
    Fixture f;
    const std::string script = "[ -z \"$(ls -A \"$3\")\" ] || exit 1\ntouch \"${3}marker\"\n"
                               "case \"$1$2\" in /*/*) ;; *) exit 2 ;; esac\nexit 42\n";
    fs::path validator = write_program(f.dir.path / "program" / "fresh.sh", "#!/bin/sh\n" + script);
    fs::path relative_validator = fs::relative(validator);
    REQUIRE(relative_validator.string().find('/') != std::string::npos);
    for (bool isolate : isolation_modes())
        for (int call = 0; call < 2; ++call) {
            CAPTURE(isolate);
            CAPTURE(call);
            CheckResult r = check_output_validator({relative_validator.string()}, fs::relative(f.input),
                                                   fs::relative(f.output), fs::relative(f.answer), {}, isolated(isolate));
            CHECK(r.status == CheckStatus::AC);
            CHECK(r.message == "");
        }
}

TEST_CASE("an interpreter and its script make the command; the name option names it") {
    Fixture f;
    fs::path script = f.dir.write("program/check.sh", "echo \"judged by $0\" > \"${3}judgemessage.txt\"\nexit 43\n");  // not executable
    fs::permissions(script, fs::perms::others_read, fs::perm_options::add);
    for (bool isolate : isolation_modes()) {
        CAPTURE(isolate);
        CheckResult r = check_output_validator({"sh", script.string()}, f.input, f.output, f.answer, {}, isolated(isolate));
        CHECK(r.status == CheckStatus::WA);
        CHECK(r.message == "judged by " + script.string());
        OutputValidatorOptions named = isolated(isolate);
        named.name = "checker.py";
        CheckResult broken = check_output_validator({"sh", "-c", "exit 3"}, f.input, f.output, f.answer, {}, named);
        CHECK(broken.status == CheckStatus::FAIL);
        CHECK(broken.message == "output validator checker.py exited with code 3 (expected 42 accepted or 43 wrong answer)");
    }
}

TEST_CASE("a Python validator, a package's folder with __main__.py built as the judge builds it, runs in and out of the sandbox") {
    Fixture f;
    // It reads the input and the answer by the names it is given, and stdin; a module beside it is imported.
    f.dir.write("validator/compare.py", "def same(a, b):\n    return a.split() == b.split()\n");
    f.dir.write("validator/__main__.py",
                                "import sys\nfrom compare import same\n"
                                "n = int(open(sys.argv[1]).read())\n"
                                "answer = open(sys.argv[2]).read()\n"
                                "printed = sys.stdin.read()\n"
                                "with open(sys.argv[3] + 'judgemessage.txt', 'w') as feedback:\n"
                                "    feedback.write(f'n = {n}, printed {printed.strip()!r}\\n')\n"
                                "sys.exit(42 if same(printed, answer) else 43)\n");
    // The interpreter linked into its build folder (a version manager's shim, a shell script, would not run in
    // the sandbox), then the file.
    const std::vector<std::string> command = build_package_program(f.dir.path / "validator", f.dir.path / "cache");
    REQUIRE(command.size() == 2);
    CHECK(fs::path(command[0]).filename() == "python3");
    CHECK(fs::path(command[1]).filename() == "__main__.py");
    for (bool isolate : isolation_modes()) {
        CAPTURE(isolate);
        f.dir.write("1.out", "team said this\n");
        CheckResult wrong = check_output_validator(command, f.input, f.output, f.answer, {}, isolated(isolate));
        CHECK(wrong.status == CheckStatus::WA);
        CHECK(wrong.message == "n = 3, printed 'team said this'");
        f.dir.write("1.out", "the  answer\n");
        CheckResult right = check_output_validator(command, f.input, f.output, f.answer, {}, isolated(isolate));
        CHECK(right.status == CheckStatus::AC);
        CHECK(right.message == "n = 3, printed 'the  answer'");
    }
}

TEST_CASE("a validator that cannot start, dies of a signal or has no command is a failure saying so") {
    Fixture f;
    for (bool isolate : isolation_modes()) {
        CAPTURE(isolate);
        CheckResult missing = check_output_validator({(f.dir.path / "missing").string()}, f.input, f.output, f.answer,
                                                     {}, isolated(isolate));
        CHECK(missing.status == CheckStatus::FAIL);
        CHECK(contains(missing.message, "output validator missing did not start"));
        CheckResult killed = f.run(isolate, "echo about to crash\nkill -SEGV $$\n");
        CHECK(killed.status == CheckStatus::FAIL);
        CHECK(killed.message == "output validator validate.sh was killed by SIGSEGV: about to crash");
        CheckResult none = check_output_validator({}, f.input, f.output, f.answer, {}, isolated(isolate));
        CHECK(none.status == CheckStatus::FAIL);
        CHECK(none.message == "output validator: no command to run");
    }
}

TEST_CASE("a validator over its time limit is stopped and is a failure") {
    Fixture f;
    for (bool isolate : isolation_modes()) {
        CAPTURE(isolate);
        OutputValidatorOptions quick = isolated(isolate);
        quick.time_limit_ms = 300;
        auto start = std::chrono::steady_clock::now();
        CheckResult sleeping = f.run("sleep 30\nexit 42\n", {}, quick);
        CHECK(sleeping.status == CheckStatus::FAIL);
        CHECK(sleeping.message == "output validator validate.sh ran over 0.3 s");
        CheckResult spinning = f.run("while :; do :; done\n", {}, quick);
        CHECK(spinning.status == CheckStatus::FAIL);
        CHECK(spinning.message == "output validator validate.sh ran over 0.3 s");
        // Its children too: a sleeping child holding the validator's stdout open is no reason to wait.
        CheckResult child = f.run("sleep 30 &\nwait\n", {}, quick);
        CHECK(child.status == CheckStatus::FAIL);
        CHECK(seconds_since(start) < 8);
    }
}

TEST_CASE("a validator flooding stdout or its feedback does not hang the judge") {
    Fixture f;
    for (bool isolate : isolation_modes()) {
        CAPTURE(isolate);
        auto start = std::chrono::steady_clock::now();
        CheckResult flood = f.run(isolate, "yes 'flooding the judge'\nexit 42\n");  // the default limits
        CHECK(flood.status == CheckStatus::FAIL);
        CHECK(flood.message == "output validator validate.sh wrote more than 16384 KB to a file (stdout, stderr or feedback) "
                               "and was killed: flooding the judge; flooding the judge; flooding the judge");
        OutputValidatorOptions small = isolated(isolate);
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
}

TEST_CASE("a validator runs in a minimal environment, in a folder of its own") {
    Fixture f;
    ScopedEnv secret("JUDGE_TEST_SECRET", "visible");
    for (bool isolate : isolation_modes()) {
        CAPTURE(isolate);
        CheckResult r = f.run(isolate, "echo \"secret=$JUDGE_TEST_SECRET home=$HOME\"\npwd\nexit 42\n");
        CHECK(r.status == CheckStatus::AC);
        CAPTURE(r.message);
        CHECK(contains(r.message, "secret= home=/"));
        REQUIRE(r.message.size() > 5);
        if (isolate) CHECK(r.message == "secret= home=/box; /box");
        else CHECK(r.message.substr(r.message.size() - 5) == "/work");  // pwd, the last line
        CHECK_FALSE(contains(r.message, fs::current_path().string() + ";"));
    }
}

// ---- what only the sandbox gives ----

TEST_CASE("in the sandbox a validator sees no file of the machine: not a secret in /tmp, /etc/shadow or the other answers") {
    if (!sandbox_available()) return;
    Fixture f;
    ScratchFolder elsewhere{"judge-validator-secret"};
    fs::permissions(elsewhere.path, fs::perms::all);  // open to every uid: only the sandbox's root hides it
    const fs::path secret = elsewhere.write("secret.txt", "the secret\n");
    fs::permissions(secret, fs::perms::all);
    const fs::path other_answer = f.dir.write("2.ans", "another test's answer\n");
    // Says what it could read (not what it read), on one line (the message keeps three); exit 42 whatever it
    // found, so that the message is what decides.
    const std::string script = "for file in '" + secret.string() + "' /etc/shadow '" + other_answer.string() +
                               "'; do cat \"$file\" >/dev/null 2>&1 && printf 'read %s, ' \"$file\"; done\n"
                               "ls '" + f.dir.path.string() + "' 2>/dev/null | grep -q ans && printf 'listed the answers, '\n"
                               "echo done\nexit 42\n";
    // Outside the sandbox (--no-isolation) the same validator reads them all: the test can tell.
    CheckResult outside = f.run(false, script);
    CHECK(contains(outside.message, "read " + secret.string()));
    CHECK(contains(outside.message, "read " + other_answer.string()));
    CHECK(contains(outside.message, "listed the answers"));
    if (geteuid() == 0) CHECK(contains(outside.message, "read /etc/shadow"));
    CheckResult inside = f.run(true, script);
    CHECK(inside.status == CheckStatus::AC);
    CHECK(inside.message == "done");
}

TEST_CASE("in the sandbox a validator writes nothing outside its feedback folder, nor to its input and answer") {
    if (!sandbox_available()) return;
    Fixture f;
    ScratchFolder elsewhere{"judge-validator-elsewhere"};
    fs::permissions(elsewhere.path, fs::perms::all);  // writable by every uid: only the sandbox stops it
    const std::string planted = (elsewhere.path / "planted").string();
    const std::string own = (f.dir.path / "program" / "planted").string();  // beside its own program
    // Each attempt that works says so; the files it was given are reopened for writing by the names it got.
    // (/tmp is /box, its own tmpfs, emptied after the run; but where a folder it is shown lies in /tmp, as
    // this test's do, /tmp is the read-only folder that holds it. Either way nothing reaches the machine.)
    const std::string script =
        "echo x > /tmp/planted 2>/dev/null\n"
        "{ for file in '" + planted + "' '" + own + "' /etc/planted \"$1\" \"$2\" '" + f.answer.string() +
        "'; do echo x 2>/dev/null >> \"$file\" && echo \"wrote $file\"; done\n"
        "echo 'in the feedback folder'; } > \"${3}judgemessage.txt\"\nexit 43\n";
    CheckResult r = f.run(true, script);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "in the feedback folder");
    CHECK_FALSE(fs::exists(planted));
    CHECK_FALSE(fs::exists(own));
    CHECK_FALSE(fs::exists("/tmp/planted"));
    CHECK(read_file(f.input) == "3\n");
    CHECK(read_file(f.answer) == "the answer\n");
}

TEST_CASE("in the sandbox judgemessage.txt is read only as a file of the feedback folder: a link or a FIFO is not followed") {
    if (!sandbox_available()) return;
    Fixture f;
    // A link to a file init can read (init is root): nothing of it is copied; the message is what it printed.
    CheckResult link = f.run(true, "ln -s /etc/passwd \"${3}judgemessage.txt\"\necho printed instead\nexit 43\n");
    CHECK(link.status == CheckStatus::WA);
    CHECK(link.message == "printed instead");
    CheckResult proc = f.run(true, "ln -s /proc/1/environ \"${3}judgemessage.txt\"\necho printed instead\nexit 43\n");
    CHECK(proc.message == "printed instead");
    // The feedback folder itself made a link to another folder, which holds a judgemessage.txt.
    CheckResult folder = f.run(true, "mkdir /box/other && echo 'through the link' > /box/other/judgemessage.txt &&"
                                     " rmdir \"$3\" && ln -s /box/other /box/feedback && cat \"${3}judgemessage.txt\" >/dev/null &&"
                                     " echo printed instead\nexit 43\n");
    CHECK(folder.message == "printed instead");
    // A FIFO nobody writes to does not block the judge.
    auto start = std::chrono::steady_clock::now();
    CheckResult fifo = f.run(true, "mkfifo \"${3}judgemessage.txt\"\necho printed instead\nexit 43\n");
    CHECK(fifo.message == "printed instead");
    CHECK(seconds_since(start) < 5);
}

TEST_CASE("in the sandbox a validator that forks without end is stopped at the process limit, well within its time") {
    if (!sandbox_available()) return;
    Fixture f;
    auto start = std::chrono::steady_clock::now();
    CheckResult bomb = f.run(true, "while :; do (while :; do :; done) & done\n");
    CHECK(bomb.status == CheckStatus::FAIL);
    CHECK(bomb.message == "output validator validate.sh started more processes and threads than the limit (64): stopped");
    CHECK(seconds_since(start) < 5);  // its limit is 10 s
    // A validator with a few helpers of its own is no fault.
    CHECK(f.run(true, "for i in 1 2 3 4; do (sleep 0.05) & done\nwait\nexit 42\n").status == CheckStatus::AC);
}

TEST_CASE("in the sandbox a validator's processes together are held to the memory cap") {
    if (!sandbox_available() || !available_or_skipped((sandbox_state().held & launcher::kCgroupMemory) != 0,
                                                      "sandbox protection cgroup_memory", sandbox_state().off))
        return;
    Fixture f;
    OutputValidatorOptions small = isolated(true);
    small.memory_kb = 128 * 1024;  // RLIMIT_AS of each process; the cap: 128 + 64 + 3 × 1 + 8 MB = 203 MB
    small.output_kb = 1024;
    // Four processes of 80 MB each, each under its own RLIMIT_AS, 320 MB together.
    CheckResult r = f.run("for i in 1 2 3 4; do python3 -c 'import time; x = b\"a\" * (80 << 20); time.sleep(3)' & done\n"
                          "wait\nexit 42\n",
                          {}, small);
    CHECK(r.status == CheckStatus::FAIL);
    CHECK_MESSAGE(contains(r.message, "more memory than the sandbox's cap (203 MB"), r.message);
}

}  // TEST_SUITE
