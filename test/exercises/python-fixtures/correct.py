def add(a, b):
    for name, value in (("a", a), ("b", b)):
        if type(value) is not int:
            raise ValueError(f"{name} must be an int")
    return a + b
