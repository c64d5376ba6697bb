// The output validator of the "Even at least" package, in the format's protocol: argv[1] the input, argv[2]
// the answer, argv[3] the feedback folder, then the flags; the program's output on stdin. Exit 42: accepted;
// 43: wrong answer, with why in feedback_dir/judgemessage.txt. Flag at_most_twice: the number must also be at
// most 2n.
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>

static int verdict(const std::string& feedback, int code, const std::string& why) {
    std::ofstream(feedback + "/judgemessage.txt") << why << "\n";
    return code;
}

int main(int argc, char** argv) {
    if (argc < 4) return 1;  // not the protocol: a judge error
    bool at_most_twice = false;
    for (int i = 4; i < argc; ++i) at_most_twice = at_most_twice || std::strcmp(argv[i], "at_most_twice") == 0;
    long long n = 0, printed = 0;
    std::ifstream(argv[1]) >> n;
    if (!(std::cin >> printed)) return verdict(argv[3], 43, "expected a number, got none");
    std::string extra;
    if (std::cin >> extra) return verdict(argv[3], 43, "more than one number: '" + extra + "'");
    if (printed < n) return verdict(argv[3], 43, std::to_string(printed) + " is less than n = " + std::to_string(n));
    if (printed % 2) return verdict(argv[3], 43, std::to_string(printed) + " is odd");
    if (at_most_twice && printed > 2 * n)
        return verdict(argv[3], 43, std::to_string(printed) + " is more than 2n = " + std::to_string(2 * n));
    return verdict(argv[3], 42, "ok: " + std::to_string(printed));
}
