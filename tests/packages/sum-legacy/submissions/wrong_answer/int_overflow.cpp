// Sums in 32 bits: right on the samples, wrong once a line's sum passes 2^31 - 1 (secret/01_small/c).
#include <cstdint>
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
        std::uint32_t sum = 0;  // wraps as an int would
        long long x;
        while (in >> x) sum += static_cast<std::uint32_t>(x);
        std::cout << static_cast<std::int32_t>(sum) << '\n';
    }
}
