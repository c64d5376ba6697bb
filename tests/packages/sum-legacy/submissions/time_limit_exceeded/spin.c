/* Spins for ever: over any limit derived from the accepted submissions' times. */
#include <stdio.h>
int main(void) {
    volatile unsigned long long spin = 0;
    for (;;) ++spin;
    return 0;
}
