// The standalone output validator of testdata/common/output_validators/validator.cpp (checker=sudoku and
// checker=lines), which our problem packages carry to judges that have a C++ compiler and nothing of ours:
// built with g++ alone,
// warnings as errors, then run by the package format's protocol (check_output_validator, through
// run_checker) beside the in-process checker it mirrors (check_sudoku in each grid format, check_lines) on
// the same files: the testdata's inputs and answers, and outputs made from them (the answer, other valid
// completions, and mutations of both, seeded). The validator must accept (42) exactly where ours says AC,
// reject (43) where ours says PE or WA, and exit 1 where ours says FAIL; its message must be ours but where
// a LeetCode board is not JSON (ours quotes its JSON library).
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "judge/checkers/checker.hpp"
#include "judge/checkers/output_validator.hpp"
#include "judge/formats/problem_yaml.hpp"
#include "judge/grid/format.hpp"
#include "judge/grid/generate.hpp"
#include "judge/grid/rules.hpp"
#include "judge/problem.hpp"
#include "judge/sandbox/launcher.hpp"
#include "judge/sandbox/run.hpp"
#include "judge/util/files.hpp"
#include "judge/util/parallel.hpp"
#include "judge/util/temp_folder.hpp"
#include "judge/util/text.hpp"
#include "support.hpp"

namespace fs = std::filesystem;
using namespace judge;
using namespace test_support;

namespace {

// Relative to the repository's root, where the unit tests run (as the other tests name testdata/).
const fs::path kValidators = "testdata/common/output_validators";

// ---- building ----

// g++ on one source through run_program, as compile.cpp runs compilers: "" when it built, else why not.
std::string build_validator(const fs::path& source, const fs::path& program) {
    RunSpec spec;
    spec.argv = {"g++", "-O2", "-std=gnu++17", "-Wall", "-Wextra", "-Werror", "-o", program.string(),
                 fs::absolute(source).string()};
    spec.env = minimal_environment(program.parent_path());
    spec.workdir = program.parent_path().string();
    spec.stdout_path = program.string() + ".log";
    spec.stderr_path = spec.stdout_path;
    spec.cpu_limit_ms = 60000;
    spec.wall_limit_ms = 90000;
    spec.stack_kb = 64 * 1024;
    spec.output_limit_kb = 1024 * 1024;
    const RunResult run = run_program(spec);
    if (!run.started) return "g++ did not start: " + run.error;
    if (run.signal != 0 || run.exit_code != 0 || run.wall_timeout)
        return source.string() + " does not build with g++ -O2 -std=gnu++17 -Wall -Wextra -Werror:\n" +
               read_file(spec.stdout_path).substr(0, 4000);
    return "";
}

// The validator, built once per run of the unit tests (the first test that asks) into a folder of its own,
// with the flags a package judge uses (g++ -O2 -std=gnu++17) and -Wall -Wextra -Werror: a warning fails the
// build. `sudoku` and `lines` are the same program, named by the checker each test runs it as.
struct BuiltValidators {
    TempFolder folder{"judge-standalone-validators"};
    // In a folder of its own, mode 755 as a build folder of the cache is: in the sandbox it runs as a worker's
    // uid, which the temporary folder's mode 700 would keep out.
    fs::path sudoku = folder.path / "build" / "validator", lines = sudoku;
    std::string sudoku_error, lines_error;  // "" when it built

    BuiltValidators() {
        fs::create_directory(folder.path / "build");
        fs::permissions(folder.path / "build", fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                                   fs::perms::others_read | fs::perms::others_exec);
        lines_error = sudoku_error = build_validator(kValidators / "validator.cpp", sudoku);
    }
};

const BuiltValidators& built() {
    static const BuiltValidators validators;
    return validators;
}

CheckerSpec sudoku_validator(GridFormat format) {
    CheckerSpec spec;
    spec.kind = CheckerKind::OutputValidator;
    spec.command = {built().sudoku.string()};
    spec.flags = {"checker=sudoku", "grid_format=" + std::string(format_key(format))};
    return spec;
}

CheckerSpec lines_validator() {
    CheckerSpec spec;
    spec.kind = CheckerKind::OutputValidator;
    spec.command = {built().lines.string()};
    spec.flags = {"checker=lines"};
    return spec;
}

CheckerSpec our_checker(CheckerKind kind, GridFormat format = GridFormat::NYOJ) {
    CheckerSpec spec;
    spec.kind = kind;
    spec.grid_format = format;
    return spec;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// ---- the differential runs ----

// One output of a program on one test, judged by both.
struct Trial {
    fs::path input, answer, output;
    std::string what;  // "secret/01_10_ordinary: a changed given", for the failure's report
};

struct Verdicts {
    CheckResult ours, validator;
};

// Every trial through our checker and the validator, several at a time (each validator run is a process).
std::vector<Verdicts> judge_trials(const std::vector<Trial>& trials, const CheckerSpec& ours, const CheckerSpec& validator) {
    std::vector<Verdicts> verdicts(trials.size());
    WorkQueue queue;
    for (std::size_t i = 0; i < trials.size(); ++i)
        queue.add(0, [&, i] {
            verdicts[i].ours = run_checker(ours, trials[i].input, trials[i].output, trials[i].answer);
            verdicts[i].validator = run_checker(validator, trials[i].input, trials[i].output, trials[i].answer);
        });
    queue.run(static_cast<int>(std::max(2u, std::thread::hardware_concurrency())) * 2);
    return verdicts;
}

// Where the messages may differ: a LeetCode board that is not JSON, where ours quotes its JSON library's
// message ("expected a board like [[...],...], got '...' (<the library's message>)").
bool message_may_differ(const std::string& ours) { return contains(ours, "expected a board like [["); }

// The part of our message a validator's must hold: all of it, but the JSON library's words.
std::string comparable(const std::string& ours) {
    return message_may_differ(ours) ? ours.substr(0, ours.find("' (") + 1) : ours;
}

const char* status_name(CheckStatus status) {
    switch (status) {
        case CheckStatus::AC: return "AC";
        case CheckStatus::PE: return "PE";
        case CheckStatus::WA: return "WA";
        case CheckStatus::FAIL: return "FAIL";
    }
    return "?";
}

// Whether the validator said what ours did: accepted with our message where ours says AC; rejected with
// our message (but the JSON library's words) where ours says PE or WA; exit 1 where ours says FAIL.
bool agrees(const CheckResult& ours, const CheckResult& validator) {
    switch (ours.status) {
        case CheckStatus::AC: return validator.status == CheckStatus::AC && validator.message == summary_of(ours.message);
        case CheckStatus::PE:
        case CheckStatus::WA:
            return validator.status == CheckStatus::WA &&
                   (validator.message == summary_of(ours.message) ||
                    (message_may_differ(ours.message) && contains(validator.message, comparable(ours.message))));
        case CheckStatus::FAIL:
            return validator.status == CheckStatus::FAIL && contains(validator.message, "exited with code 1 ");
    }
    return false;
}

// Checks that the validator decides as ours on every trial, and says what was covered.
void check_agreement(const std::string& label, const std::vector<Trial>& trials, const std::vector<Verdicts>& verdicts) {
    std::map<CheckStatus, int> ours_said, validator_said;
    int same_message = 0, other_message = 0, other_completions = 0;
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const CheckResult &ours = verdicts[i].ours, &validator = verdicts[i].validator;
        ++ours_said[ours.status];
        ++validator_said[validator.status];
        other_completions += ours.status == CheckStatus::AC && (contains(trials[i].what, "another completion") ||
                                                                contains(trials[i].what, "exchanged"));
        if (agrees(ours, validator)) {
            (validator.message == summary_of(ours.message) ? same_message : other_message)++;
            continue;
        }
        CAPTURE(trials[i].what);
        const std::string output = printable_excerpt(read_file(trials[i].output), 400);
        CAPTURE(output);
        const std::string ours_said_this = std::string(status_name(ours.status)) + ": " + ours.message;
        const std::string validator_said_this = std::string(status_name(validator.status)) + ": " + validator.message;
        CAPTURE(ours_said_this);
        CAPTURE(validator_said_this);
        CHECK(agrees(ours, validator));
    }
    const std::string others =
        other_completions ? " (" + std::to_string(other_completions) + " of them other completions than the answer's)" : "";
    MESSAGE(label << ": " << trials.size() << " outputs; ours: " << ours_said[CheckStatus::AC] << " AC" << others << ", "
                  << ours_said[CheckStatus::PE] << " PE, " << ours_said[CheckStatus::WA] << " WA, "
                  << ours_said[CheckStatus::FAIL] << " FAIL; the validator: " << validator_said[CheckStatus::AC]
                  << " accepted (42), " << validator_said[CheckStatus::WA] << " rejected (43), "
                  << validator_said[CheckStatus::FAIL] << " exit 1; messages: " << same_message << " the same"
                  << (other_message ? ", " + std::to_string(other_message) + " where a board is not JSON the same "
                                      "but for the JSON library's words" : std::string()));
    CHECK(ours_said[CheckStatus::AC] > 0);
    CHECK(ours_said[CheckStatus::WA] > 0);
}

fs::path write_text_file(const fs::path& path, const std::string& text) {
    write_text(path, text);
    return path;
}

// Writes each output to the scratch folder, a file of its own, as a trial of (input, answer).
struct TrialWriter {
    const fs::path& scratch;
    std::vector<Trial>& trials;
    void add(const fs::path& input, const fs::path& answer, const std::string& what, const std::string& output) {
        const fs::path file = scratch / ("output-" + std::to_string(trials.size()));
        write_text(file, output);
        trials.push_back({input, answer, file, what});
    }
};

// ---- outputs: mutations of a right one ----

struct Variant {
    std::string what, text;
};

// Positions in `text` of every occurrence of `c`.
std::vector<std::size_t> positions_of(const std::string& text, char c) {
    std::vector<std::size_t> at;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == c) at.push_back(i);
    return at;
}

std::string replaced_all(std::string text, const std::string& from, const std::string& to) {
    for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size()) text.replace(at, from.size(), to);
    return text;
}

// Changes to the whitespace, the lines and the bytes of a right output, drawn from `random`: what a program
// gets wrong when it prints a right answer, and some wrong ones.
std::vector<Variant> text_mutations(const std::string& right, PuzzleRandom& random) {
    std::vector<Variant> variants;
    auto pick = [&](const std::vector<std::size_t>& at) { return at[random.below(at.size())]; };
    const std::vector<std::size_t> newlines = positions_of(right, '\n'), spaces = positions_of(right, ' ');
    variants.push_back({"CRLF line ends", replaced_all(right, "\n", "\r\n")});
    variants.push_back({"blank lines at the end", right + "\n\n"});
    variants.push_back({"a blank line at the start", "\n" + right});
    variants.push_back({"trailing spaces and a tab on every line", replaced_all(right, "\n", "  \t\n")});
    variants.push_back({"tabs for spaces", replaced_all(right, " ", "\t")});
    variants.push_back({"spaces doubled", replaced_all(right, " ", "  ")});
    variants.push_back({"spaces removed", replaced_all(right, " ", "")});
    variants.push_back({"the output twice", right + right});
    variants.push_back({"a form feed at the end", right + "\f"});
    if (!newlines.empty()) {
        std::string text = right;
        text.insert(pick(newlines), " ");
        variants.push_back({"a trailing space on one line", text});
        text = right;
        text.insert(pick(newlines), "\r");
        variants.push_back({"a CR on one line", text});
        text = right;
        text.insert(pick(newlines), "\v");
        variants.push_back({"a vertical tab at the end of one line", text});
        text = right;
        text.insert(pick(newlines) + 1, "\n");
        variants.push_back({"a blank line inside", text});
        text = right;
        text.insert(pick(newlines) + 1, " ");
        variants.push_back({"a leading space on one line", text});
        text = right;
        text[pick(newlines)] = ' ';
        variants.push_back({"two lines joined by a space", text});
        text = right;
        text.erase(pick(newlines), 1);
        variants.push_back({"two lines joined", text});
        if (right.back() == '\n') variants.push_back({"no newline at the end", right.substr(0, right.size() - 1)});
        // A whole line deleted, or said twice.
        const std::size_t line = random.below(newlines.size());
        const std::size_t start = line == 0 ? 0 : newlines[line - 1] + 1, end = newlines[line] + 1;
        text = right;
        text.erase(start, end - start);
        variants.push_back({"a line deleted", text});
        text = right;
        text.insert(start, right.substr(start, end - start));
        variants.push_back({"a line said twice", text});
    }
    if (!spaces.empty()) {
        std::string text = right;
        text.insert(pick(spaces), " ");
        variants.push_back({"a space doubled", text});
        text = right;
        text.erase(pick(spaces), 1);
        variants.push_back({"a space removed", text});
    }
    if (!right.empty()) {
        std::string text = right;
        text.insert(random.below(right.size()), " ");
        variants.push_back({"a space inserted", text});
        variants.push_back({"truncated", right.substr(0, random.below(right.size()))});
        static const std::string kBytes = "0123456789ABCDEFGHIJKLMNOPabc.-?[]\",x \t\n";
        text = right;
        text[random.below(right.size())] = kBytes[random.below(kBytes.size())];
        variants.push_back({"a byte changed", text});
        text = right;
        text.insert(random.below(right.size()), std::string(1, '\0'));
        variants.push_back({"a NUL byte inserted", text});
    }
    variants.push_back({"empty", ""});
    variants.push_back({"white space only", "\n \n\t\n"});
    variants.push_back({"text instead", "hello\n"});
    variants.push_back({"\"No solution\" instead", "No solution\n"});
    return variants;
}

// ---- outputs: grids ----

// The cases as a program prints them: each grid as the format's answers lay it out, a text case as its
// line; POJ 3076 puts an empty line between two cases.
std::string render(const std::vector<GridCase>& cases, GridFormat format) {
    std::string out;
    for (std::size_t k = 0; k < cases.size(); ++k) {
        if (format == GridFormat::POJ16 && k) out += "\n";
        out += cases[k].is_grid ? write_answers({cases[k].cells}, format) : cases[k].text + "\n";
    }
    return out;
}

// `grid` with the symbols a and b exchanged: a valid grid when `grid` is one.
std::string exchanged(std::string grid, char a, char b) {
    for (char& c : grid) c = c == a ? b : c == b ? a : c;
    return grid;
}

// Another completion of a 9×9 puzzle than `solution`, when it has several (16×16 searches can be long).
std::optional<std::string> other_completion(const std::string& puzzle, const std::string& solution) {
    if (puzzle.size() != 81 || count_solutions(puzzle, 2) < 2) return std::nullopt;
    for (std::size_t cell = 0; cell < 81; ++cell) {
        if (puzzle[cell] != '.') continue;
        for (char digit = '1'; digit <= '9'; ++digit) {
            if (digit == solution[cell]) continue;
            std::string tried = puzzle, first;
            tried[cell] = digit;
            if (count_solutions(tried, 1, &first) == 1) return first;
        }
    }
    return std::nullopt;
}

// The cells of `puzzle` that are clues (`clue` true) or empty (false).
std::vector<std::size_t> cells_where(const std::string& puzzle, bool clue) {
    std::vector<std::size_t> cells;
    for (std::size_t i = 0; i < puzzle.size(); ++i)
        if ((puzzle[i] != '.') == clue) cells.push_back(i);
    return cells;
}

// Right cases changed where a program goes wrong: a digit, a given, two cells, a case too few or too many,
// the cases' order, "No solution" for a grid. `instead`: each case as another program would have it (the
// grid where the answer says "No solution").
std::vector<Variant> grid_mutations(const std::vector<std::string>& puzzles, const std::vector<GridCase>& right,
                                    const std::vector<GridCase>& instead, GridFormat format, PuzzleRandom& random) {
    std::vector<Variant> variants;
    auto add = [&](const std::string& what, const std::vector<GridCase>& cases) {
        variants.push_back({what, render(cases, format)});
    };
    const std::size_t k = random.below(right.size());
    if (right[k].is_grid) {
        const std::string& puzzle = puzzles[k];
        const int side = side_of(puzzle.size());
        auto other_symbol = [&](char c) {
            char s;
            do s = symbol_of(static_cast<int>(random.below(std::size_t(side))) + 1, side);
            while (s == c);
            return s;
        };
        const std::vector<std::size_t> empty = cells_where(puzzle, false), clues = cells_where(puzzle, true);
        std::vector<GridCase> cases = right;
        if (!empty.empty()) {
            const std::size_t cell = empty[random.below(empty.size())];
            cases[k].cells[cell] = other_symbol(cases[k].cells[cell]);
            add("a changed digit", cases);
            cases = right;
            cases[k].cells[cell] = '.';
            add("a cell left empty", cases);
        }
        if (!clues.empty()) {
            cases = right;
            const std::size_t cell = clues[random.below(clues.size())];
            cases[k].cells[cell] = other_symbol(cases[k].cells[cell]);
            add("a changed given", cases);
        }
        if (empty.size() >= 2) {
            cases = right;
            const std::size_t a = empty[random.below(empty.size())], b = empty[random.below(empty.size())];
            std::swap(cases[k].cells[a], cases[k].cells[b]);
            add(a / std::size_t(side) == b / std::size_t(side) ? "two cells of a row swapped" : "two cells swapped", cases);
        }
        cases = right;
        std::swap(cases[k].cells[random.below(puzzle.size())], cases[k].cells[random.below(puzzle.size())]);
        add("two random cells swapped", cases);
        cases = right;
        cases[k] = {false, "", "No solution"};
        add("\"No solution\" for a grid", cases);
    } else {
        std::vector<GridCase> cases = right;
        cases[k] = instead[k];
        add("a grid where the answer says \"" + right[k].text + "\"", cases);
        cases[k] = {false, "", "no solution"};
        add("\"no solution\" in lower case", cases);
    }
    std::vector<GridCase> cases = right;
    cases.pop_back();
    add("the last case missing", cases);
    cases = right;
    cases.erase(cases.begin());
    add("the first case missing", cases);
    cases = right;
    cases.push_back(right.back());
    add("an extra case", cases);
    if (right.size() >= 2) {
        cases = right;
        std::reverse(cases.begin(), cases.end());
        add("the cases in reverse order", cases);
    }
    return variants;
}

// LeetCode boards written otherwise: JSON that is the same board, and JSON that is not a board.
std::vector<Variant> leetcode_mutations(const std::string& right) {
    const std::size_t first_cell = right.find("\"") + 1;
    std::string escaped = right;
    if (first_cell < right.size() && is_digit(right[first_cell]))
        escaped.replace(first_cell, 1, std::string("\\u003") + right[first_cell]);
    std::string number = right;
    if (first_cell < right.size()) number.replace(first_cell - 1, 3, std::string(1, right[first_cell]));
    std::string two = right;
    if (first_cell < right.size()) two.insert(first_cell, "5");
    std::string nul_then_text = right;  // the JSON library our judge uses stops reading at a NUL byte
    if (const std::size_t end = right.find('\n'); end != std::string::npos)
        nul_then_text.insert(end, std::string("\0 and then anything", 20));
    return {{"spaces after commas", replaced_all(right, ",", ", ")},
            {"spaces inside the brackets", replaced_all(replaced_all(right, "[", "[ "), "]", " ]")},
            {"tabs after commas", replaced_all(right, ",", ",\t")},
            {"a vertical tab after a comma", replaced_all(right, "],", "],\v")},
            {"a cell escaped as \\u0035", escaped},
            {"a number for a string", number},
            {"a cell of two characters", two},
            {"single quotes", replaced_all(right, "\"", "'")},
            {"a byte order mark", "\xEF\xBB\xBF" + right},
            {"half a byte order mark", "\xEF\xBB" + right},
            {"a trailing comma in a row", replaced_all(right, "\"]", "\",]")},
            {"a board split over two lines", replaced_all(right, "],[", "],\n[")},
            {"boards in an object", replaced_all(replaced_all(right, "[[", "{\"board\":[["), "]]", "]]}")},
            {"a row of 8", replaced_all(right, ",\"1\"]", "]")},
            {"a NUL byte after a board, then text", nul_then_text},
            {"a CR between two rows", replaced_all(right, "],[", "],\r[")},
            {"a cell as a surrogate pair", replaced_all(right, "\"9\"", "\"\\ud83d\\ude00\"")},
            {"a cell as a lone surrogate", replaced_all(right, "\"9\"", "\"\\udc00\"")},
            {"a cell as \\u0000", replaced_all(right, "\"9\"", "\"\\u0000\"")},
            {"a cell as \\/", replaced_all(right, "\"9\"", "\"\\/\"")}};
}

// The problem's tests as (input, answer) pairs: sample/ and secret/, then small ones of hard/ up to 8 tests
// (POJ 2676's hard/ has the empty grid, whose completions are many).
std::vector<std::pair<fs::path, fs::path>> tests_of(const std::string& problem) {
    constexpr std::size_t kEnough = 8;
    std::vector<std::pair<fs::path, fs::path>> tests;
    for (const char* group : {"sample", "secret", "hard"}) {
        const fs::path folder = fs::path("testdata") / problem / group;
        if (!fs::is_directory(folder)) continue;
        std::vector<fs::path> inputs;
        for (const auto& entry : fs::directory_iterator(folder))
            if (entry.path().extension() == ".in") inputs.push_back(entry.path());
        std::sort(inputs.begin(), inputs.end());
        for (const fs::path& input : inputs) {
            fs::path answer = input;
            answer.replace_extension(".out");
            if (std::string(group) == "hard" && (tests.size() >= kEnough || fs::file_size(input) + fs::file_size(answer) > 8000))
                continue;
            tests.emplace_back(input, answer);
        }
    }
    return tests;
}

// The trials of one grid format: for each test of the problem, its answer and mutations; a test made of it
// whose puzzles have two completions each (the clues holding two symbols emptied), with the other
// completion and its mutations; and (but for POJ 2676, whose answers cannot say so) the answer with one case
// "No solution", which the output must then say.
std::vector<Trial> sudoku_trials(const std::string& problem, GridFormat format, const fs::path& scratch, std::uint64_t seed) {
    std::vector<Trial> trials;
    TrialWriter writer{scratch, trials};
    PuzzleRandom random(seed);
    int made = 0;
    for (const auto& [input, answer] : tests_of(problem)) {
        const std::string name = input.parent_path().filename().string() + "/" + input.stem().string();
        const std::vector<std::string> puzzles = read_puzzles(read_text(input), format, "input");
        const std::vector<GridCase> answers = read_answers(read_text(answer), format, "answer");
        REQUIRE(puzzles.size() == answers.size());
        auto add_all = [&](const fs::path& in, const fs::path& ans, const std::string& test, const std::vector<Variant>& variants) {
            for (const Variant& v : variants) writer.add(in, ans, test + ": " + v.what, v.text);
        };
        // The answer as its file has it, as the format lays it out, and changed.
        const std::string right = render(answers, format);
        writer.add(input, answer, name + ": the answer file", read_text(answer));
        writer.add(input, answer, name + ": the answer", right);
        add_all(input, answer, name, text_mutations(right, random));
        add_all(input, answer, name, grid_mutations(puzzles, answers, answers, format, random));
        if (format == GridFormat::LeetCode) add_all(input, answer, name, leetcode_mutations(right));
        // Other completions where the puzzles have several.
        std::vector<GridCase> others = answers;
        bool several = false;
        for (std::size_t k = 0; k < puzzles.size() && k < 5; ++k)
            if (std::optional<std::string> other = other_completion(puzzles[k], answers[k].cells)) {
                others[k].cells = *other;
                several = true;
            }
        if (several) {
            writer.add(input, answer, name + ": another completion", render(others, format));
            add_all(input, answer, name + " (another completion)", grid_mutations(puzzles, others, others, format, random));
        }
        // A test of puzzles with two completions each: the clues holding a or b emptied.
        const int side = side_of(puzzles.front().size());
        const char a = symbol_of(static_cast<int>(random.below(std::size_t(side))) + 1, side);
        char b;
        do b = symbol_of(static_cast<int>(random.below(std::size_t(side))) + 1, side);
        while (b == a);
        std::vector<std::string> two_way = puzzles;
        std::vector<GridCase> exchanged_cases = answers;
        for (std::size_t k = 0; k < puzzles.size(); ++k) {
            for (std::size_t cell = 0; cell < puzzles[k].size(); ++cell)
                if (answers[k].cells[cell] == a || answers[k].cells[cell] == b) two_way[k][cell] = '.';
            exchanged_cases[k].cells = exchanged(answers[k].cells, a, b);
        }
        const std::string tag = "-" + std::to_string(made++);
        const fs::path two_way_input = write_text_file(scratch / ("two-way" + tag + ".in"), write_puzzles(two_way, format));
        const fs::path two_way_answer = write_text_file(scratch / ("two-way" + tag + ".ans"), right);
        const std::string two_way_name = name + " with " + a + " and " + b + " emptied";
        writer.add(two_way_input, two_way_answer, two_way_name + ": the answer", right);
        writer.add(two_way_input, two_way_answer, two_way_name + ": " + a + " and " + b + " exchanged",
                   render(exchanged_cases, format));
        add_all(two_way_input, two_way_answer, two_way_name + " (exchanged)",
                grid_mutations(two_way, exchanged_cases, exchanged_cases, format, random));
        add_all(two_way_input, two_way_answer, two_way_name + " (exchanged)",
                text_mutations(render(exchanged_cases, format), random));
        // An answer that says one case has no solution.
        if (format == GridFormat::POJ2676) continue;
        std::vector<GridCase> unsolved = answers;
        const std::size_t k = random.below(answers.size());
        unsolved[k] = {false, "", "No solution"};
        const fs::path unsolved_answer = write_text_file(scratch / ("unsolved" + tag + ".ans"), render(unsolved, format));
        const std::string unsolved_name = name + " with case " + std::to_string(k + 1) + " \"No solution\"";
        writer.add(input, unsolved_answer, unsolved_name + ": the answer", render(unsolved, format));
        add_all(input, unsolved_answer, unsolved_name, grid_mutations(puzzles, unsolved, answers, format, random));
        add_all(input, unsolved_answer, unsolved_name, text_mutations(render(unsolved, format), random));
    }
    return trials;
}

}  // namespace

TEST_SUITE("standalone output validators") {

TEST_CASE("the standalone validators build with g++ -O2 -std=gnu++17 alone, without a warning") {
    const BuiltValidators& validators = built();
    CHECK_MESSAGE(validators.sudoku_error.empty(), validators.sudoku_error);
    CHECK_MESSAGE(validators.lines_error.empty(), validators.lines_error);
}

TEST_CASE("the standalone sudoku validator decides as check_sudoku, in each grid format, on hundreds of outputs") {
    REQUIRE_MESSAGE(fs::is_directory(kValidators), "run the unit tests from the repository's root");
    REQUIRE_MESSAGE(built().sudoku_error.empty(), built().sudoku_error);
    const std::vector<std::pair<std::string, GridFormat>> problems = {
        {"nyoj-0722-sudoku", GridFormat::NYOJ},
        {"poj-2676-sudoku", GridFormat::POJ2676},
        {"poj-3076-sudoku-16x16", GridFormat::POJ16},
        {"leetcode-0037-sudoku-solver", GridFormat::LeetCode}};
    std::uint64_t seed = 20261201;
    for (const auto& [problem, format] : problems) {
        SUBCASE(std::string(format_key(format)).c_str()) {
            TempFolder scratch("judge-standalone-sudoku");
            const std::vector<Trial> trials = sudoku_trials(problem, format, scratch.path, seed);
            const auto start = std::chrono::steady_clock::now();
            const std::vector<Verdicts> verdicts =
                judge_trials(trials, our_checker(CheckerKind::Sudoku, format), sudoku_validator(format));
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            check_agreement(std::string(format_key(format)) + " (" + problem + ", " + std::to_string(seconds).substr(0, 4) + " s)",
                            trials, verdicts);
        }
        ++seed;
    }
}

TEST_CASE("with input=wire the standalone sudoku validator reads a LeetCode package's inputs as its programs do") {
    // build/judge export writes a function problem's inputs as the wire form (export.hpp): the same trials as
    // LeetCode's text above, their inputs turned into the wire form, must get the same verdicts and messages.
    REQUIRE_MESSAGE(built().sudoku_error.empty(), built().sudoku_error);
    const Problem problem = load_problem("testdata/leetcode-0037-sudoku-solver");
    REQUIRE(problem.function);
    TempFolder scratch("judge-standalone-wire");
    std::vector<Trial> trials = sudoku_trials("leetcode-0037-sudoku-solver", GridFormat::LeetCode, scratch.path, 20261205);
    std::map<fs::path, fs::path> wire_of;
    std::vector<Trial> wire_trials = trials;
    for (Trial& trial : wire_trials) {
        auto [at, added] = wire_of.emplace(trial.input, scratch.path / ("wire-" + std::to_string(wire_of.size())));
        if (added) write_text(at->second, problem.function->program_input(read_text(trial.input), trial.input.string()));
        trial.input = at->second;
    }
    CheckerSpec wire = sudoku_validator(GridFormat::LeetCode);
    wire.flags.push_back("input=wire");
    const std::vector<Verdicts> text_verdicts =
        judge_trials(trials, our_checker(CheckerKind::Sudoku, GridFormat::LeetCode), sudoku_validator(GridFormat::LeetCode));
    const std::vector<Verdicts> wire_verdicts = judge_trials(wire_trials, our_checker(CheckerKind::Sudoku, GridFormat::LeetCode), wire);
    std::size_t accepted = 0;
    for (std::size_t i = 0; i < trials.size(); ++i) {
        CAPTURE(trials[i].what);
        CHECK(wire_verdicts[i].validator.status == text_verdicts[i].validator.status);
        CHECK(wire_verdicts[i].validator.message == text_verdicts[i].validator.message);
        accepted += wire_verdicts[i].validator.status == CheckStatus::AC;
    }
    MESSAGE(trials.size() << " outputs on " << wire_of.size() << " wire-form inputs, " << accepted << " accepted");
    CHECK(accepted > 0);
    CHECK(accepted < trials.size());

    // A wire form that is not a board's is the validator's trouble (exit 1), not a verdict on the output.
    const fs::path bad = write_text_file(scratch.path / "bad.in", "1\n9\n9 46 46 46 46 46 46 46 46 48\n");
    CHECK(run_checker(wire, bad, trials.front().answer, trials.front().answer).status == CheckStatus::FAIL);
    CheckerSpec wire_elsewhere = sudoku_validator(GridFormat::NYOJ);
    wire_elsewhere.flags.push_back("input=wire");  // only LeetCode's inputs have a wire form
    CHECK(run_checker(wire_elsewhere, bad, trials.front().answer, trials.front().answer).status == CheckStatus::FAIL);
}

TEST_CASE("the standalone lines validator decides as check_lines on hundreds of outputs") {
    REQUIRE_MESSAGE(built().lines_error.empty(), built().lines_error);
    TempFolder scratch("judge-standalone-lines");
    std::vector<Trial> trials;
    TrialWriter writer{scratch.path, trials};
    PuzzleRandom random(20261207);
    for (const char* problem : {"hdu-1426-sudoku-killer", "luogu-p1074-target-sudoku"}) {
        for (const auto& [input, answer] : tests_of(problem)) {
            const std::string name = input.parent_path().filename().string() + "/" + input.stem().string();
            const std::string right = read_text(answer);
            writer.add(input, answer, name + ": the answer", right);
            for (const Variant& v : text_mutations(right, random)) writer.add(input, answer, name + ": " + v.what, v.text);
            // A token changed for another of the same length: only the place can tell.
            std::vector<Token> tokens = tokens_of(right);
            if (!tokens.empty()) {
                const Token& token = tokens[random.below(tokens.size())];
                std::string text = right;
                const std::size_t at = static_cast<std::size_t>(token.text.data() - right.data());
                text[at] = text[at] == '9' ? '1' : static_cast<char>(text[at] + 1);
                writer.add(input, answer, name + ": a token changed", text);
            }
        }
    }
    const std::vector<Verdicts> verdicts = judge_trials(trials, our_checker(CheckerKind::Lines), lines_validator());
    check_agreement("lines", trials, verdicts);
}

TEST_CASE("the standalone validators write their reason to judgemessage.txt on a wrong answer") {
    REQUIRE(built().sudoku_error.empty());
    REQUIRE(built().lines_error.empty());
    TempFolder scratch("judge-standalone-protocol");
    const fs::path input = write_text_file(scratch.path / "1.in", nyoj_input({kPuzzle}));
    const fs::path answer = write_text_file(scratch.path / "1.ans", nyoj_grid(kSolution));
    const fs::path output = write_text_file(scratch.path / "1.out", nyoj_grid(with_cell(kSolution, 1, 1, '2')));
    // The validator with its stderr thrown away, and a failure unless judgemessage.txt holds something: the
    // message can only come from that file.
    const std::string only_the_file =
        "\"$0\" \"$@\" 2>/dev/null; code=$?; [ -s \"${3}judgemessage.txt\" ] || exit 7; exit $code";
    const CheckResult sudoku = check_output_validator({"sh", "-c", only_the_file, built().sudoku.string()}, input, output,
                                                      answer, {"checker=sudoku", "grid_format=nyoj"});
    CHECK(sudoku.status == CheckStatus::WA);
    CHECK(sudoku.message == "case 1, row 1, column 5: 2 repeats in the row");
    CHECK(sudoku.message == run_checker(our_checker(CheckerKind::Sudoku), input, output, answer).message);

    const fs::path lines_answer = write_text_file(scratch.path / "2.ans", "1 2\n3 4\n");
    const fs::path lines_output = write_text_file(scratch.path / "2.out", "1 2\n3 5\n");
    const CheckResult lines =
        check_output_validator({"sh", "-c", only_the_file, built().lines.string()}, input, lines_output, lines_answer,
                               {"checker=lines"});
    CHECK(lines.status == CheckStatus::WA);
    CHECK(lines.message == "line 2, column 3: expected '4', got '5'");
    CHECK(lines.message == run_checker(our_checker(CheckerKind::Lines), input, lines_output, lines_answer).message);
}

TEST_CASE("a standalone validator refuses arguments it does not know: exit 1, neither 42 nor 43") {
    REQUIRE(built().sudoku_error.empty());
    REQUIRE(built().lines_error.empty());
    TempFolder scratch("judge-standalone-protocol");
    const fs::path input = write_text_file(scratch.path / "1.in", nyoj_input({kPuzzle}));
    const fs::path answer = write_text_file(scratch.path / "1.ans", nyoj_grid(kSolution));
    const std::vector<std::vector<std::string>> refused = {
        {}, {"checker=sudoku"}, {"checker=sudoku", "grid_format=uva989"}, {"checker=sudoku", "grid_format=NYOJ"},
        {"checker=sudoku", "grid_format="}, {"checker=sudoku", "format=nyoj"}, {"grid_format=nyoj"}, {"nyoj"},
        {"checker=sudoku", "grid_format=nyoj", "case_sensitive"}, {"checker=sudoku", "grid_format=nyoj", "input=wire"},
        {"checker=lines", "case_sensitive"}, {"checker=Lines"}, {"checker=tokens"}};
    for (const std::vector<std::string>& args : refused) {
        CAPTURE(args);
        const CheckResult r = check_output_validator({built().sudoku.string()}, input, answer, answer, args);
        CHECK(r.status == CheckStatus::FAIL);
        CHECK(contains(r.message, "exited with code 1 (expected 42 accepted or 43 wrong answer): output validator: "));
    }
    CHECK(contains(check_output_validator({built().sudoku.string()}, input, answer, answer,
                                          {"checker=sudoku", "grid_format=poj3074"}).message,
                   "unknown grid format 'poj3074' (expected nyoj, poj2676, poj16 or leetcode)"));
    // The right output with the right arguments, for contrast.
    CHECK(check_output_validator({built().sudoku.string()}, input, answer, answer, {"checker=sudoku", "grid_format=nyoj"})
              .status == CheckStatus::AC);
    CHECK(check_output_validator({built().lines.string()}, input, answer, answer, {"checker=lines"}).status ==
          CheckStatus::AC);
}

TEST_CASE("a malformed or unreadable input or answer file is exit 1 from a standalone validator where ours says FAIL") {
    REQUIRE(built().sudoku_error.empty());
    REQUIRE(built().lines_error.empty());
    TempFolder scratch("judge-standalone-protocol");
    const std::string grid16 = pattern_grid(4), puzzle16 = punched(grid16, 3);
    auto poj16_rows = [](const std::string& cells) { return write_answers({cells}, GridFormat::POJ16); };
    std::string answer_cut_short = nyoj_grid(kSolution);
    answer_cut_short.resize(answer_cut_short.size() - 2);
    struct Broken {
        std::string what;
        GridFormat format;
        std::string input, answer;
    };
    const std::vector<Broken> broken = {
        {"a NYOJ answer cut short", GridFormat::NYOJ, nyoj_input({kPuzzle}), answer_cut_short},
        {"a NYOJ answer with a case too few", GridFormat::NYOJ, nyoj_input({kPuzzle, kPuzzle}), nyoj_grid(kSolution)},
        {"a NYOJ answer that changes a clue", GridFormat::NYOJ, nyoj_input({kPuzzle}),
         nyoj_grid(with_cell(kSolution, 1, 3, '4'))},
        {"a NYOJ input whose count says 2", GridFormat::NYOJ, "2\n" + nyoj_grid(kPuzzle), nyoj_grid(kSolution)},
        {"a POJ 2676 answer saying \"No solution\"", GridFormat::POJ2676, write_puzzles({kPuzzle}, GridFormat::POJ2676),
         "No solution\n"},
        {"a POJ 2676 answer with a row of 8 digits", GridFormat::POJ2676, write_puzzles({kPuzzle}, GridFormat::POJ2676),
         write_answers({kSolution}, GridFormat::POJ2676).substr(1)},
        {"POJ 3076 answers without the empty line between two", GridFormat::POJ16,
         write_puzzles({puzzle16, puzzle16}, GridFormat::POJ16), poj16_rows(grid16) + poj16_rows(grid16)},
        {"a POJ 3076 answer of 15 lines", GridFormat::POJ16, write_puzzles({puzzle16}, GridFormat::POJ16),
         poj16_rows(grid16).substr(17)},
        {"a LeetCode answer that is not JSON", GridFormat::LeetCode, leetcode_board(kPuzzle),
         leetcode_board(kSolution).substr(0, 100) + "\n"},
        {"a LeetCode input with a 0", GridFormat::LeetCode, leetcode_board(with_zeros(kPuzzle)), leetcode_board(kSolution)},
    };
    for (const Broken& b : broken) {
        CAPTURE(b.what);
        const fs::path input = write_text_file(scratch.path / "broken.in", b.input);
        const fs::path answer = write_text_file(scratch.path / "broken.ans", b.answer);
        const CheckResult ours = run_checker(our_checker(CheckerKind::Sudoku, b.format), input, answer, answer);
        REQUIRE(ours.status == CheckStatus::FAIL);
        const CheckResult validator = run_checker(sudoku_validator(b.format), input, answer, answer);
        CHECK(validator.status == CheckStatus::FAIL);
        CHECK(contains(validator.message, "exited with code 1 (expected 42 accepted or 43 wrong answer): output validator: " +
                                              comparable(ours.message)));
    }
    // Files that cannot be read: ours says FAIL for any of the three, the validators for the input and answer.
    // Outside the sandbox (--no-isolation) the validator is given the path and says so itself; in it, the judge
    // cannot pass a file it cannot read, and the validator does not start: FAIL all the same.
    const fs::path input = write_text_file(scratch.path / "1.in", nyoj_input({kPuzzle}));
    const fs::path answer = write_text_file(scratch.path / "1.ans", nyoj_grid(kSolution));
    const fs::path missing = scratch.path / "missing";
    for (const auto& [in, ans] : {std::pair{missing, answer}, std::pair{input, missing}}) {
        CAPTURE(in);
        CAPTURE(ans);
        CHECK(run_checker(our_checker(CheckerKind::Sudoku), in, answer, ans).status == CheckStatus::FAIL);
        const CheckResult sudoku = run_checker(sudoku_validator(GridFormat::NYOJ), in, answer, ans, {}, false);
        CHECK(sudoku.status == CheckStatus::FAIL);
        CHECK(contains(sudoku.message, "exited with code 1 "));
        CHECK(run_checker(our_checker(CheckerKind::Lines), in, answer, ans).status == CheckStatus::FAIL);
        const CheckResult lines = run_checker(lines_validator(), in, answer, ans, {}, false);
        CHECK(lines.status == CheckStatus::FAIL);
        CHECK(contains(lines.message, "exited with code 1 "));
        const CheckResult sandboxed = run_checker(lines_validator(), in, answer, ans);
        CHECK(sandboxed.status == CheckStatus::FAIL);
        if (judge::sandbox_state().available)
            CHECK(contains(sandboxed.message, "did not start: read " + missing.string() + ": No such file or directory"));
    }
}

}  // TEST_SUITE
