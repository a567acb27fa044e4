# Exercise 2's tests in Python: the same behaviours as tests.ts, under the seed's names.
import student
from aml_lab import BoWEmbedder
from aml_testkit import test, expect_equal, expect_close, expect_true, expect_raises

KEY_LESSON = "PENSEE-CLE : ne jamais committer un secret"


class ManualClock:
    """A clock the test moves by hand, in seconds."""

    def __init__(self, start=0):
        self.now = start

    def __call__(self):
        return self.now


def memory(max_entrees, clock, *entries):
    """A student's memory, with each entry (the arguments of one ajouter) added in order."""
    m = student.MemoireVectoriellePaginee(BoWEmbedder(), max_entrees, clock)
    for entry in entries:
        m.ajouter(*entry)
    return m


def lessons(entries):
    return [e["lecon"] for e in entries]


def plain(entry):
    """An entry as plain data (what the tests compare)."""
    if entry is None:
        return None
    return {k: entry.get(k) for k in ("spec", "lecon", "ts", "vecteur")} if isinstance(entry, dict) else repr(entry)


@test(en="ajouter stores {spec, lecon, ts, vecteur} with the spec’s vector from the embedder",
      fr="ajouter stocke {spec, lecon, ts, vecteur} avec le vecteur de la spec donné par l’embedder")
def _():
    m = memory(10, ManualClock(0), ("fix the parser test", "read the stack trace first", 42),
               ("deploy to staging", "run the smoke tests", 43))
    reference = BoWEmbedder()
    v1 = reference.embed("fix the parser test")
    v2 = reference.embed("deploy to staging")
    expect_equal(len(m.entrees), 2, "len(entrees)")
    expect_equal(plain(m.entrees[0]), {"spec": "fix the parser test", "lecon": "read the stack trace first", "ts": 42,
                                       "vecteur": v1}, "entrees[0]")
    expect_equal(plain(m.entrees[1])["vecteur"], v2, "entrees[1]['vecteur']")


@test(en="ajouter uses the clock (in seconds) when no timestamp is given",
      fr="ajouter utilise l’horloge (en secondes) quand aucun horodatage n’est donné")
def _():
    clock = ManualClock(1000)
    m = memory(10, clock)
    m.ajouter("a", "first")
    clock.now = 1007.5
    m.ajouter("b", "second")
    expect_equal([e["ts"] for e in m.entrees], [1000, 1007.5], "the ts of the entries")


@test(en="_score = 0.5 × 1/(1 + age) + 0.5 × length / longest (age in seconds, never negative)",
      fr="_score = 0.5 × 1/(1 + âge) + 0.5 × longueur / plus longue (âge en secondes, jamais négatif)")
def _():
    m = memory(10, ManualClock(0))
    entry = {"spec": "s", "lecon": "x" * 10, "ts": 100, "vecteur": []}
    expect_close(m._score(entry, 20, 103), 0.5 * (1 / 4) + 0.5 * 0.5, 1e-9, "_score(entry, 20, 103)")
    expect_close(m._score(entry, 10, 100), 1, 1e-9, "_score(entry, 10, 100)")
    expect_close(m._score(entry, 40, 90), 0.5 + 0.5 * 0.25, 1e-9, "_score(entry, 40, 90) (negative age)")
    expect_close(m._score(dict(entry, lecon=""), 0, 101), 0.25, 1e-9, "_score(empty lesson, 0, 101)")


@test(en="The memory never holds more than max_entrees entries, and ajouter returns the evicted entry (or None)",
      fr="La mémoire ne dépasse jamais max_entrees entrées, et ajouter renvoie l’entrée évincée (ou None)")
def _():
    clock = ManualClock(0)
    m = memory(3, clock)
    evicted = []
    for i in range(8):
        clock.now = i
        out = m.ajouter(f"task {i}", f"lesson number {i}")
        evicted.append(None if out is None else out["lecon"])
        expect_true(len(m.entrees) <= 3, f"after {i + 1} additions the memory holds {len(m.entrees)} entries",
                    "at most 3", repr(len(m.entrees)))
    expect_equal(len(m.entrees), 3, "len(entrees)")
    expect_equal(evicted[:3], [None, None, None], "what the first three ajouter returned")
    expect_equal(evicted[3], "lesson number 0", "the lesson evicted by the fourth ajouter")


@test(en="Importance counts: a long old lesson outlives a short recent one",
      fr="L’importance compte : une leçon longue et ancienne survit à une courte et récente")
def _():
    # At t = 10: the old long lesson scores 0.5/11 + 0.5 ≈ 0.545, the short one 0.5/2 + 0.5 × 2/10 = 0.35.
    clock = ManualClock(0)
    m = memory(2, clock, ("old", "x" * 10, 0), ("recent", "ok", 9))
    clock.now = 10
    out = m.ajouter("new", "y" * 10, 10)
    expect_equal(plain(out)["lecon"] if out else None, "ok", "the evicted lesson")
    expect_equal(lessons(m.entrees), ["x" * 10, "y" * 10], "the lessons kept")


@test(en="Recency counts: among equally long lessons the oldest is evicted; on a tie, the first added",
      fr="La récence compte : à longueur égale la plus ancienne est évincée ; à égalité, la première ajoutée")
def _():
    m = memory(2, ManualClock(10), ("b", "lesson B", 9), ("a", "lesson A", 0))
    out = m.ajouter("c", "lesson C", 10)
    expect_equal(out["lecon"] if isinstance(out, dict) else out, "lesson A", "the evicted lesson")
    tie = memory(2, ManualClock(5), ("p", "same", 5), ("q", "same", 5))
    out = tie.ajouter("r", "same", 5)
    expect_equal(out["spec"] if isinstance(out, dict) else out, "p", "the evicted spec on a tie")


@test(en=f'The key lesson "{KEY_LESSON}" survives 30 short acknowledgements',
      fr=f"La leçon clé « {KEY_LESSON} » survit à 30 acquittements courts")
def _():
    clock = ManualClock(0)
    m = memory(5, clock)
    m.ajouter("git commit with credentials", KEY_LESSON)
    acks = ["ok", "vu", "merci", "noté", "parfait", "top"]
    for i in range(1, 31):
        clock.now = i
        m.ajouter(f"small talk {i}", acks[i % len(acks)])
    expect_equal(len(m.entrees), 5, "len(entrees)")
    expect_true(KEY_LESSON in lessons(m.entrees), "the key lesson was evicted", repr(KEY_LESSON) + " kept",
                repr(lessons(m.entrees)))


@test(en="retroceder returns the k entries most similar to the query, best first",
      fr="retroceder renvoie les k entrées les plus proches de la requête, la meilleure d’abord")
def _():
    m = memory(10, ManualClock(0),
               ("deploy the service to staging", "run the smoke tests first"),
               ("fix the failing parser test", "read the stack trace before editing"),
               ("commit the api key to the repository", KEY_LESSON),
               ("refactor the parser module", "keep the public API stable"))
    found = m.retroceder("the parser test fails", 2)
    expect_equal([e["spec"] for e in found], ["fix the failing parser test", "refactor the parser module"],
                 "retroceder('the parser test fails', 2)")
    found = m.retroceder("commit a secret key")
    expect_equal(len(found), 3, "len(retroceder('commit a secret key'))")
    expect_equal(found[0]["lecon"], KEY_LESSON, "retroceder('commit a secret key')[0]")


@test(en="retroceder returns fewer than k entries when the memory holds fewer, and none when empty",
      fr="retroceder renvoie moins de k entrées quand la mémoire en contient moins, et aucune si elle est vide")
def _():
    m = memory(10, ManualClock(0))
    expect_equal(m.retroceder("anything", 3), [], "retroceder on an empty memory")
    m.ajouter("one task", "one lesson")
    m.ajouter("another task", "another lesson")
    expect_equal(len(m.retroceder("task", 5)), 2, "len(retroceder('task', 5))")


@test(en="max_entrees of 0 or 2.5, and k of 0, raise a ValueError naming the argument",
      fr="max_entrees valant 0 ou 2.5, et k valant 0, lèvent une ValueError qui nomme l’argument")
def _():
    expect_raises(ValueError, "max_entrees", student.MemoireVectoriellePaginee, BoWEmbedder(), 0)
    expect_raises(ValueError, "max_entrees", student.MemoireVectoriellePaginee, BoWEmbedder(), 2.5)
    m = memory(3, ManualClock(0))
    expect_raises(ValueError, "k", m.retroceder, "x", 0)
