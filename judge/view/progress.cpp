/*
 * The progress line: one line on stderr, rewritten in place with \r and erased with ESC[K, so that the
 * report printed afterwards starts on a clean line. Drawn only on a terminal outside CI.
 * Status: unit-tested (tests/test_progress.cpp).
 */
#include "judge/view/progress.hpp"

#include "judge/util/ci.hpp"

#include <fmt/format.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdlib>

namespace judge {
namespace {

constexpr auto kRedrawInterval = std::chrono::milliseconds(50);

// Columns of the terminal on stderr, else $COLUMNS, else 80.
std::size_t terminal_columns() {
    winsize size{};
    if (ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
    if (const char* columns = std::getenv("COLUMNS")) {
        long parsed = std::strtol(columns, nullptr, 10);
        if (parsed > 0) return static_cast<std::size_t>(parsed);
    }
    return 80;
}

}  // namespace

bool progress_wanted(int stream_fd) { return !in_ci() && isatty(stream_fd) == 1; }

std::string progress_text(std::size_t done, std::size_t total, const std::string& current, double elapsed_seconds,
                          std::size_t width) {
    std::size_t digits = fmt::format("{}", total).size();
    int percent = total ? static_cast<int>(done * 100 / total) : 100;
    std::string head = fmt::format("[{:>{}}/{}] {:>3}%  ", done, digits, total, percent);
    std::string tail = fmt::format("  {:.1f} s", elapsed_seconds);
    std::size_t fixed = head.size() + tail.size();
    if (fixed >= width) return (head + tail).substr(0, width);
    std::size_t room = width - fixed;
    std::string path = current;
    if (path.size() > room) {
        // Keep the end of the path (the file name), marked as cut with "…" (3 bytes, 1 column).
        path = room == 0 ? "" : "…" + path.substr(path.size() - (room - 1));
    }
    return head + path + tail;
}

ProgressLine::ProgressLine(std::ostream& out, bool enabled)
    : out_(out), enabled_(enabled), start_(std::chrono::steady_clock::now()), last_drawn_() {}

ProgressLine::~ProgressLine() { clear(); }

void ProgressLine::update(std::size_t done, std::size_t total, const std::filesystem::path& current) {
    if (!enabled_) return;
    std::lock_guard<std::mutex> hold(lock_);
    auto now = std::chrono::steady_clock::now();
    if (shown_ && done < total && now - last_drawn_ < kRedrawInterval) return;
    last_drawn_ = now;
    double elapsed = std::chrono::duration<double>(now - start_).count();
    out_ << '\r' << progress_text(done, total, current.string(), elapsed, terminal_columns() - 1) << "\x1b[K"
         << std::flush;
    shown_ = true;
}

void ProgressLine::clear() {
    std::lock_guard<std::mutex> hold(lock_);
    if (!shown_) return;
    out_ << "\r\x1b[K" << std::flush;
    shown_ = false;
}

}  // namespace judge
