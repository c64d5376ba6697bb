#!/usr/bin/env python3
# Reads n, then n lines of numbers; prints each line's sum.
import sys
lines = sys.stdin.read().split("\n")
print("\n".join(str(sum(map(int, line.split()))) for line in lines[1:1 + int(lines[0])]))
