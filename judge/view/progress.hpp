// view/: what people read: the verdict table and JSON, the HTML page, boards drawn in the terminal, the
// progress line. It uses the pipeline and grid/.
// A live progress line for long runs on a terminal: "[ 37/120] 31%  solutions/p/dancing_links.cpp  4.2 s",
// redrawn in place on stderr and cleared at the end. Nothing at all when stderr is not a terminal or in CI.
#pragma once
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <mutex>
#include <ostream>
#include <string>

namespace judge {

// True when `stream_fd` is a terminal and CI is unset or "false"/"0" (GitHub Actions, GitLab and most
// others set CI=true).
bool progress_wanted(int stream_fd);

// The text of one progress line, without \r or escape codes, cut to `width` columns:
// "[ 37/120]  31%  solutions/p/x.cpp  4.2 s". The path loses its beginning first ("…/p/x.cpp").
std::string progress_text(std::size_t done, std::size_t total, const std::string& current, double elapsed_seconds,
                          std::size_t width);

class ProgressLine {
public:
    // Draws on `out` only when `enabled` (typically progress_wanted(STDERR_FILENO)); the clock starts now.
    ProgressLine(std::ostream& out, bool enabled);
    ~ProgressLine();  // clears the line if it is still shown
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;

    // Redraws the line: "\r" + progress_text + "\x1b[K" (erase to the end of the line). Redraws at most
    // every 50 ms, except the last one (done == total). Safe to call from several threads.
    void update(std::size_t done, std::size_t total, const std::filesystem::path& current);
    // Erases the line ("\r\x1b[K") so the report starts on a clean line; a no-op when nothing is shown.
    void clear();
    // Suits judge::Options::on_test_done.
    void operator()(std::size_t done, std::size_t total, const std::filesystem::path& current) {
        update(done, total, current);
    }

private:
    std::ostream& out_;
    bool enabled_;
    bool shown_ = false;
    std::chrono::steady_clock::time_point start_, last_drawn_;
    std::mutex lock_;
};

}  // namespace judge
