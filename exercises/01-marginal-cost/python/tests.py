# Exercise 1's tests in Python: the same behaviours as tests.ts, under the seed's names.
import student
from aml_testkit import test, expect_equal, expect_true, expect_raises


# An independent reference: the statement's definition, summed turn by turn.
def sum_window(w, n, length):
    return sum(min(i, w) * length for i in range(1, n + 1))


def meets(w, n):
    return sum_window(w, n, 1) < sum_window(n, n, 1) / 2


def result(*args):
    out = student.cout_marginal(*args)
    expect_true(type(out) is tuple and len(out) == 3,
                "cout_marginal must return a tuple (cout_fenetre, seuil_atteint, w_seuil)",
                "a tuple of 3", repr(out))
    return out


# The tests that compare one value of the tuple (0: cout_fenetre, 1: seuil_atteint, 2: w_seuil) with the expected
# one, for each arguments in turn: (en, fr, index, ((arguments, expected), ...)), in the order the page lists them.
# Tuples: what a test reads cannot be changed in place by the code it tests.
VALUE_TESTS = (
    ("cout_fenetre: a window of 10 over 100 turns of 120 characters costs 114,600",
     "cout_fenetre : une fenêtre de 10 sur 100 tours de 120 caractères coûte 114 600",
     0, (((10, 100, 120), 114_600),)),
    ("cout_fenetre: a window larger than the conversation costs as much as the unbounded memory",
     "cout_fenetre : une fenêtre plus grande que la conversation coûte autant que la mémoire non bornée",
     0, (((50, 10, 3), 165), ((100, 100, 120), 606_000))),
    ("cout_fenetre equals Σ min(i, W) × msg_len for other sizes, lengths and turn counts",
     "cout_fenetre vaut Σ min(i, W) × msg_len pour d’autres tailles, longueurs et nombres de tours",
     0, tuple((args, sum_window(*args))
              for args in [(1, 1, 1), (1, 7, 5), (3, 7, 2), (7, 7, 1), (10, 1000, 120), (4, 9, 2.5)])),
    ("seuil_atteint: 1 for a window of 10 over 100 turns, 0 for a window of 100",
     "seuil_atteint : 1 pour une fenêtre de 10 sur 100 tours, 0 pour une fenêtre de 100",
     1, (((10, 100, 120), 1), ((100, 100, 120), 0))),
    ('seuil_atteint uses a strict "below half": 4 turns, W = 1 → 1 (4 < 5); 3 turns, W = 1 → 0 (3 is not < 3)',
     "seuil_atteint est strict (« inférieur à la moitié ») : 4 tours, W = 1 → 1 (4 < 5) ; 3 tours, W = 1 → 0 (3 n’est pas < 3)",
     1, (((1, 4, 1), 1), ((1, 3, 1), 0))),
    ("w_seuil: over 100 turns the largest window that halves the cost is 29",
     "w_seuil : sur 100 tours, la plus grande fenêtre qui divise le coût par deux est 29",
     2, (((10, 100, 120), 29),)),
    ("w_seuil is 0 when no window qualifies (1, 2 or 3 turns) and 1 for 4 turns",
     "w_seuil vaut 0 quand aucune fenêtre ne convient (1, 2 ou 3 tours) et 1 pour 4 tours",
     2, tuple(((1, n, 120), expected) for n, expected in [(1, 0), (2, 0), (3, 0), (4, 1)])),
)

for en, fr, index, cases in VALUE_TESTS:
    @test(en=en, fr=fr)
    def _(index=index, cases=cases):
        for args, expected in cases:
            expect_equal(result(*args)[index], expected, f"cout_marginal{args}[{index}]")


@test(en="w_seuil does not depend on window_size nor on msg_len",
      fr="w_seuil ne dépend ni de window_size ni de msg_len")
def _():
    reference = result(1, 200, 1)[2]
    expect_true(type(reference) is int and reference > 0, "cout_marginal(1, 200, 1)[2] must be an int > 0",
                "an int > 0", repr(reference))
    for w, length in [(5, 1), (150, 7), (200, 0.5)]:
        expect_equal(result(w, 200, length)[2], reference, f"cout_marginal({w}, 200, {length})[2]")


@test(en="w_seuil is the largest: it meets the criterion and the next size does not",
      fr="w_seuil est la plus grande : elle satisfait le critère et la taille suivante non")
def _():
    for n in [4, 10, 57, 1000]:
        w = result(1, n, 120)[2]
        expect_equal({"n_turns": n, "w_seuil": w, "meets": meets(w, n), "next_meets": meets(w + 1, n)},
                     {"n_turns": n, "w_seuil": w, "meets": True, "next_meets": False})


@test(en="A window size of 0 or 2.5 raises a ValueError naming window_size",
      fr="Une taille de fenêtre de 0 ou 2.5 lève une ValueError qui nomme window_size")
def _():
    expect_raises(ValueError, "window_size", student.cout_marginal, 0, 100, 120)
    expect_raises(ValueError, "window_size", student.cout_marginal, 2.5, 100, 120)


@test(en="A number of turns of 0 or 1.5 raises a ValueError naming n_turns",
      fr="Un nombre de tours de 0 ou 1.5 lève une ValueError qui nomme n_turns")
def _():
    expect_raises(ValueError, "n_turns", student.cout_marginal, 10, 0, 120)
    expect_raises(ValueError, "n_turns", student.cout_marginal, 10, 1.5, 120)


@test(en="A message length of 0, −1, NaN or infinity raises a ValueError naming msg_len",
      fr="Une longueur de message de 0, −1, NaN ou l’infini lève une ValueError qui nomme msg_len")
def _():
    for bad in [0, -1, float("nan"), float("inf")]:
        expect_raises(ValueError, "msg_len", student.cout_marginal, 10, 100, bad)
