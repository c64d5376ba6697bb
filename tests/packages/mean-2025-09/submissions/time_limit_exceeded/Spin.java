// Spins for ever: TLE on every test, which 2025-09's time_limit_exceeded requires on one at least.
public class Spin {
    public static void main(String[] args) {
        long spin = 0;
        while (true) spin = spin * 31 + 7;
    }
}
