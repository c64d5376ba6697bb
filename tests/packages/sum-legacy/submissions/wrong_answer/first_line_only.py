# Answers only the first line: WA on the first test that has two lines (the sample).
import sys
lines = sys.stdin.read().split("\n")
print(sum(map(int, lines[1].split())))
