def add(a, b):
    while True:
        pass
