# Divides by zero before printing: run_time_error.
n, *xs = open(0).read().split()
print(sum(map(float, xs)) / 0)
