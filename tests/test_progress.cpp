// The progress line: when it is drawn at all (a terminal outside CI), what it says, and that it leaves a
// clean line behind.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include <sstream>
#include <string>

#include "judge/view/progress.hpp"
#include "support.hpp"

using namespace judge;

namespace {

using test_support::ScopedEnv;

// A pseudo-terminal's two ends: isatty() is true for `terminal`.
struct PseudoTerminal {
    int controller = -1, terminal = -1;
    PseudoTerminal() {
        controller = posix_openpt(O_RDWR | O_NOCTTY);
        if (controller >= 0 && grantpt(controller) == 0 && unlockpt(controller) == 0)
            terminal = open(ptsname(controller), O_RDWR | O_NOCTTY);
    }
    ~PseudoTerminal() {
        if (terminal >= 0) close(terminal);
        if (controller >= 0) close(controller);
    }
};

}  // namespace

TEST_SUITE("progress") {
    TEST_CASE("the line is wanted on a terminal, not on a pipe, and never when CI is set") {
        int pipe_ends[2];
        REQUIRE(pipe(pipe_ends) == 0);
        {
            ScopedEnv ci("CI", nullptr);
            CHECK_FALSE(progress_wanted(pipe_ends[1]));
        }
        close(pipe_ends[0]);
        close(pipe_ends[1]);
        PseudoTerminal pty;
        if (!test_support::available_or_skipped(pty.terminal >= 0, "a pseudo-terminal", "/dev/ptmx cannot be opened")) return;
        {
            ScopedEnv ci("CI", nullptr);
            CHECK(progress_wanted(pty.terminal));
        }
        {
            ScopedEnv ci("CI", "true");
            CHECK_FALSE(progress_wanted(pty.terminal));
        }
        {
            ScopedEnv ci("CI", "false");
            CHECK(progress_wanted(pty.terminal));
        }
    }

    TEST_CASE("the text says done/total, the percentage, the current solution and the time") {
        CHECK(progress_text(3, 120, "solutions/p/x.cpp", 4.25, 80) == "[  3/120]   2%  solutions/p/x.cpp  4.2 s");
        CHECK(progress_text(120, 120, "solutions/p/x.cpp", 61, 80) == "[120/120] 100%  solutions/p/x.cpp  61.0 s");
    }

    TEST_CASE("a long path loses its beginning so the file name stays, and the line fits the width") {
        std::string path = "solutions/leetcode-0037-sudoku-solver/constraint_propagation.cpp";
        std::string text = progress_text(5, 10, path, 1, 40);
        CHECK(text == "[ 5/10]  50%  …nt_propagation.cpp  1.0 s");  // 40 columns
        CHECK(progress_text(5, 10, path, 1, 10).size() == 10);
    }

    TEST_CASE("a disabled line writes nothing, even when cleared") {
        std::ostringstream out;
        {
            ProgressLine line(out, false);
            line.update(1, 2, "a.cpp");
            line.update(2, 2, "a.cpp");
            line.clear();
        }
        CHECK(out.str().empty());
    }

    TEST_CASE("an enabled line redraws in place and erases itself at the end") {
        std::ostringstream out;
        ProgressLine line(out, true);
        line.update(1, 4, "solutions/p/a.cpp");
        std::string first = out.str();
        CHECK(first.rfind("\r[1/4]  25%  solutions/p/a.cpp", 0) == 0);
        CHECK(first.find("\x1b[K") != std::string::npos);
        CHECK(first.find('\n') == std::string::npos);
        line(4, 4, "solutions/p/b.cpp");  // the last update is always drawn
        CHECK(out.str().find("\r[4/4] 100%  solutions/p/b.cpp") != std::string::npos);
        line.clear();
        CHECK(out.str().size() >= 4);
        CHECK(out.str().substr(out.str().size() - 4) == "\r\x1b[K");
        std::size_t length = out.str().size();
        line.clear();  // nothing shown any more: nothing to erase
        CHECK(out.str().size() == length);
    }

    TEST_CASE("a line still shown is erased when it goes out of scope") {
        std::ostringstream out;
        {
            ProgressLine line(out, true);
            line.update(1, 3, "a.cpp");
        }
        CHECK(out.str().substr(out.str().size() - 4) == "\r\x1b[K");
    }
}
