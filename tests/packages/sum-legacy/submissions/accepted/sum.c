/* Reads n, then n lines of numbers; prints each line's sum (numbers until the end of each line). */
#include <stdio.h>
int main(void) {
    int n, c;
    if (scanf("%d", &n) != 1) return 1;
    while ((c = getchar()) != '\n' && c != EOF) {}
    for (int i = 0; i < n; ++i) {
        long long sum = 0, x;
        for (;;) {
            while ((c = getchar()) == ' ') {}
            if (c == '\n' || c == EOF) break;
            ungetc(c, stdin);
            if (scanf("%lld", &x) != 1) return 1;
            sum += x;
        }
        printf("%lld\n", sum);
    }
    return 0;
}
