def add(a, b):
    if type(a) is not int:
        raise ValueError("a must be an int")
    return a + b


print("x" * 3_000_000)  # 3 MB printed while loading
