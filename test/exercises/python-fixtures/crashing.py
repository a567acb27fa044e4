def add(a, b):
    return a + b

raise RuntimeError("boom at import")
