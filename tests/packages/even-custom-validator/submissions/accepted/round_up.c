/* n rounded up to even: the smallest right answer. */
#include <stdio.h>
int main(void) {
    long long n;
    if (scanf("%lld", &n) != 1) return 1;
    printf("%lld\n", n + n % 2);
    return 0;
}
