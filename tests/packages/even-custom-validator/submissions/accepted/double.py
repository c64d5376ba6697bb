# 2n: even, at least n, and at most 2n: another right answer, which no single .ans file holds.
print(2 * int(input()))
