# The mean in Python's exponent form (2.333333e+00): a float token is a float, however it is written.
n, *xs = open(0).read().split()
print(f"{sum(map(float, xs)) / int(n):e}")
