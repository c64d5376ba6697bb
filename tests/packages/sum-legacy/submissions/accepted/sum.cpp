// Reads n, then n lines of numbers; prints each line's sum.
#include <iostream>
#include <sstream>
#include <string>
int main() {
    int n;
    std::cin >> n;
    std::string line;
    std::getline(std::cin, line);
    for (int i = 0; i < n; ++i) {
        std::getline(std::cin, line);
        std::istringstream in(line);
        long long sum = 0, x;
        while (in >> x) sum += x;
        std::cout << sum << '\n';
    }
}
