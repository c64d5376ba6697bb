// Asks for 512 MiB under the package's 256 MiB limit and touches every page: new throws where the address
// space is capped (problemtools caps it), the resident size passes the limit elsewhere. Either way the
// format calls it run_time_error. The pages' sum is printed, so the compiler keeps the block.
#include <cstddef>
#include <cstdio>
int main() {
    const std::size_t size = std::size_t(512) << 20;
    volatile char* block = new char[size];
    long sum = 0;
    for (std::size_t i = 0; i < size; i += 4096) block[i] = static_cast<char>(i >> 12);
    for (std::size_t i = 0; i < size; i += 4096) sum += block[i];
    std::printf("%ld\n", sum);
}
