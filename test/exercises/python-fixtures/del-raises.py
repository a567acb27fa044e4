class Bomb:
    def __del__(self):
        raise SystemExit("from __del__")


_keep = Bomb()


def add(a, b):
    Bomb()
    if type(a) is not int:
        raise ValueError("a must be an int")
    return a + b
