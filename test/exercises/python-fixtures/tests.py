# The grader's own fixture exercise (not one of the lab's): add(a, b) for ints, ValueError naming the argument.
from aml_testkit import test, expect_equal, expect_raises
import student


@test("adds two numbers", "additionne deux nombres")
def _():
    expect_equal(student.add(2, 3), 5)


@test("adds negative numbers", "additionne des négatifs")
def _():
    expect_equal(student.add(-2, -3), -5)


@test("rejects a string, naming the argument", "refuse une chaîne en nommant l'argument")
def _():
    expect_raises(ValueError, "a", student.add, "x", 1)


@test("returns an int", "renvoie un int")
def _():
    expect_equal(type(student.add(1, 1)).__name__, "int")
