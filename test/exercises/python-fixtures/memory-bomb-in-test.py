# Loads, then asks for 10**9 bytes on every call: each test that calls add gets a MemoryError.
def add(a, b):
    block = "a" * 10**9
    return a + b + len(block) * 0
