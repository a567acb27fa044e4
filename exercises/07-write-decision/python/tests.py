# Exercise 7's tests in Python: the same behaviours as tests.ts.
import copy
import student
from aml_testkit import test, expect_equal


def m(id, key, value, updated_at=0):
    return {"id": id, "key": key, "value": value, "updated_at": updated_at}


def check(name, existing, candidate, event, target):
    before = copy.deepcopy(existing), copy.deepcopy(candidate)
    got = student.decide(existing, candidate)
    got = got if isinstance(got, dict) else {}
    # The case travels with the answer, so a failure shows which one is wrong.
    expect_equal({"case": name, "event": got.get("event"), "target": got.get("target")},
                 {"case": name, "event": event, "target": target})
    expect_equal((existing, candidate), before, "what decide was given (it must not change it)")


@test(en="Nothing stored about the key: ADD, with no target",
      fr="Rien sur cette clé : ADD, sans cible")
def _():
    check("empty store", [], {"key": "city", "value": "Lyon", "mode": "set"}, "ADD", None)
    check("other keys", [m("m1", "name", "Ada")], {"key": "city", "value": "Lyon", "mode": "set"}, "ADD", None)


@test(en='Two favourites: "I also love green" after "blue" is an ADD, blue stays',
      fr="Deux préférés : « j'aime aussi le vert » après « bleu » est un ADD, le bleu reste")
def _():
    check("two favourites", [m("m1", "favourite colour", "blue")],
          {"key": "favourite colour", "value": "green", "mode": "add"}, "ADD", None)


@test(en='A negation: "I no longer live in Lyon" deletes the memory that says Lyon, not another',
      fr="Une négation : « je n'habite plus à Lyon » efface le souvenir qui dit Lyon, pas un autre")
def _():
    store = [m("m1", "name", "Ada"), m("m2", "city", "Lyon", 1), m("m3", "city", "Paris", 2)]
    check("negation", store, {"key": "city", "value": "Lyon", "mode": "remove"}, "DELETE", "m2")


@test(en="A negation of what was never stored is a NOOP with no target",
      fr="La négation de ce qui n'a jamais été stocké est un NOOP sans cible")
def _():
    check("nothing to forget", [m("m1", "city", "Paris")], {"key": "city", "value": "Lyon", "mode": "remove"},
          "NOOP", None)


@test(en="A removal that names no value deletes the newest memory of the key",
      fr="Un retrait qui ne nomme aucune valeur efface le souvenir le plus récent de la clé")
def _():
    store = [m("m1", "job", "baker", 5), m("m2", "job", "nurse", 9), m("m3", "job", "pilot", 7)]
    check("remove the key", store, {"key": "job", "value": "", "mode": "remove"}, "DELETE", "m2")


@test(en="A restatement is a NOOP on the memory that holds it, whatever the case, spaces or final punctuation",
      fr="Une redite est un NOOP sur le souvenir qui la contient, quelles que soient la casse, les espaces ou la ponctuation finale")
def _():
    store = [m("m1", "Favourite  Colour", "Blue"), m("m2", "city", "Lyon")]
    check("restatement", store, {"key": "favourite colour", "value": " blue!", "mode": "set"}, "NOOP", "m1")
    check("restated addition", store, {"key": "city", "value": "lyon.", "mode": "add"}, "NOOP", "m2")


@test(en="A change updates the memory of the same key; with two, the newest (the later one on a tie)",
      fr="Un changement met à jour le souvenir de même clé ; s'il y en a deux, le plus récent (le dernier à égalité)")
def _():
    check("one", [m("m1", "city", "Lyon")], {"key": "city", "value": "Paris", "mode": "set"}, "UPDATE", "m1")
    two = [m("m1", "favourite colour", "blue", 3), m("m2", "favourite colour", "green", 8)]
    check("newest", two, {"key": "favourite colour", "value": "red", "mode": "set"}, "UPDATE", "m2")
    tie = [m("m1", "team", "A", 4), m("m2", "team", "B", 4)]
    check("tie", tie, {"key": "team", "value": "C", "mode": "set"}, "UPDATE", "m2")


@test(en="A correction updates the memory holding the wrong value, even when it is not the newest",
      fr="Une correction met à jour le souvenir qui porte la valeur fausse, même s'il n'est pas le plus récent")
def _():
    two = [m("m1", "favourite colour", "blue", 1), m("m2", "favourite colour", "green", 2)]
    check("correction", two, {"key": "favourite colour", "value": "red", "mode": "set", "corrects": "Blue"},
          "UPDATE", "m1")
    check("wrong value not stored", two,
          {"key": "favourite colour", "value": "red", "mode": "set", "corrects": "pink"}, "UPDATE", "m2")
