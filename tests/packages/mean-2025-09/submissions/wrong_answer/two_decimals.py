# Two decimals only: 2.33 is 0.0033 from 2.333333333, over the 1e-6 tolerance. The other tests are AC,
# which 2025-09's wrong_answer permits.
n, *xs = open(0).read().split()
print(f"{sum(map(float, xs)) / int(n):.2f}")
