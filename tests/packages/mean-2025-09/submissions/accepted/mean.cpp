// The mean in double, printed with 9 decimals: within 1e-6 of the answer.
#include <cstdio>
int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    double sum = 0, x;
    for (int i = 0; i < n; ++i) {
        if (std::scanf("%lf", &x) != 1) return 1;
        sum += x;
    }
    std::printf("%.9f\n", sum / n);
}
