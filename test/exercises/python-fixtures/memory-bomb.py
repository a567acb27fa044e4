# Fills the memory at import: the lab's cap (src/sandbox/python/memory.ts) makes it a MemoryError.
def add(a, b):
    return a + b


hoard = []
while True:
    hoard.append("b" * 5 * 10**7)
