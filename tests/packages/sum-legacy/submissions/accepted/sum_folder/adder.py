def line_sum(line):
    return sum(int(word) for word in line.split())
