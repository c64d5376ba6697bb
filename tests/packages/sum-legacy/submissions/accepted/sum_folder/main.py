# A folder submission: main.py is the file that runs (problemtools' rule), and it imports its neighbour.
import sys
from adder import line_sum
lines = sys.stdin.read().split("\n")
for line in lines[1:1 + int(lines[0])]:
    print(line_sum(line))
