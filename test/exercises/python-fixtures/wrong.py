def add(a, b):
    return a - b if b < 0 else a + b  # wrong for negative numbers, and no check
