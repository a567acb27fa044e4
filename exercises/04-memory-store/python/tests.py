# Exercise 4's tests in Python: the same behaviours as tests.ts (plus seed 001's answer_with_state).
import student
from aml_lab import DEFAULT_STORAGE_POLICY, ConversationState
from aml_testkit import test, expect_equal, expect_true, expect_raises

HOUR = 3600
API_KEY = "sk-proj-2KMFrIREr6VYy-d950s3TPW1IkhbNmPkf7kj_uDt9_doOMfA"


class Clock:
    def __init__(self):
        self.t = 1_000_000.0

    def __call__(self):
        return self.t


def clocked():
    """A store with a clock the test moves by hand and a one-hour expiry."""
    clock = Clock()
    store = student.MemoryStore(policy=dict(DEFAULT_STORAGE_POLICY, expires_after=HOUR), now=clock)
    return store, clock


def store_with(*entries):
    """A student's store (default policy) holding each (owner, key, value), set in order."""
    s = student.MemoryStore()
    for owner, key, value in entries:
        s.set(owner, key, value)
    return s


def raised_by(action):
    """What action() raised (None if nothing): the tests compare it."""
    try:
        action()
    except Exception as error:  # what was raised is compared by the caller
        return error
    return None


def reachable_strings(root):
    """Every string reachable from the store: its attributes, dicts, lists, tuples, sets."""
    out, seen, stack = [], set(), [root]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            out.append(v)
        elif id(v) in seen or isinstance(v, (int, float, bool, type(None))) or callable(v):
            continue
        else:
            seen.add(id(v))
            if isinstance(v, dict):
                for k, x in v.items():
                    stack += [k, x]
            elif isinstance(v, (list, tuple, set, frozenset)):
                stack += list(v)
            elif hasattr(v, "__dict__"):
                stack += [vars(v)]
    return out


@test(en="answer_with_state: with the preference short, the model gets the question + \" (answer briefly)\"",
      fr="answer_with_state : avec la préférence short, le modèle reçoit la question + « (answer briefly) »")
def _():
    prompts = []
    state = ConversationState(preferences={"length": "short"})
    answer = student.answer_with_state("What is paging?", state, lambda p: prompts.append(p) or "an answer")
    expect_equal(prompts, ["What is paging? (answer briefly)"], "what the model received")
    expect_equal(answer, "an answer", "the answer")
    plain = ConversationState()
    student.answer_with_state("Hello", plain, lambda p: prompts.append(p) or "hi")
    expect_equal(prompts[-1], "Hello", "the question without a preference (no error, no suffix)")


@test(en="answer_with_state keeps only the last five exchanges, as the question was sent",
      fr="answer_with_state ne garde que les cinq derniers échanges, tels que la question a été envoyée")
def _():
    state = ConversationState(preferences={"length": "short"})
    for i in range(7):
        student.answer_with_state(f"q{i}", state, lambda p: "a:" + p)
    expect_equal([dict(e) if isinstance(e, dict) else repr(e) for e in state.episodes],
                 [{"question": f"q{i} (answer briefly)", "answer": f"a:q{i} (answer briefly)"} for i in range(2, 7)],
                 "state.episodes")


@test(en="Two users each keep their own locale",
      fr="Deux utilisateurs gardent chacun leur locale")
def _():
    s = store_with(("alice", "locale", "fr"), ("bob", "locale", "en"))
    expect_equal([s.get("alice", "locale"), s.get("bob", "locale")], ["fr", "en"], "the two locales")


@test(en="A missing key returns None and never looks at another owner",
      fr="Une clé absente renvoie None et ne cherche jamais chez un autre propriétaire")
def _():
    s = store_with(("alice", "locale", "fr"))
    expect_equal(s.get("bob", "locale"), None, "get('bob', 'locale')")
    expect_equal(s.get("alice", "theme"), None, "get('alice', 'theme')")


@test(en='A blank owner ("" , spaces or None) is refused with a ValueError, on write and on read',
      fr="Un propriétaire vide (\"\", des espaces ou None) est refusé par une ValueError, à l’écriture comme à la lecture")
def _():
    s = student.MemoryStore()
    for owner in ["", "   ", None]:
        expect_raises(ValueError, "owner", s.set, owner, "locale", "fr")
        expect_raises(ValueError, "owner", s.get, owner, "locale")


@test(en="Copy on the way in: editing the object after set() does not change the store",
      fr="Copie à l’entrée : modifier l’objet après set() ne change pas la mémoire")
def _():
    s = student.MemoryStore()
    prefs = {"tags": ["a"], "length": "short"}
    s.set("alice", "prefs", prefs)
    prefs["tags"].append("b")
    prefs["length"] = "long"
    expect_equal(s.get("alice", "prefs"), {"tags": ["a"], "length": "short"}, "get('alice', 'prefs')")


@test(en="Copy on the way out: editing what get() returned does not change the store",
      fr="Copie à la sortie : modifier ce que get() a rendu ne change pas la mémoire")
def _():
    s = student.MemoryStore()
    s.set("alice", "history", ["q1"])
    read = s.get("alice", "history")
    if isinstance(read, list):
        read.append("written by a reader")
    expect_equal(s.get("alice", "history"), ["q1"], "get('alice', 'history')")


@test(en="A value that is not data (a function) is refused with a TypeError, and nothing is stored",
      fr="Une valeur qui n’est pas une donnée (une fonction) est refusée par une TypeError, et rien n’est stocké")
def _():
    s = student.MemoryStore()
    expect_raises(TypeError, None, s.set, "alice", "callback", {"on_click": lambda: 1})
    expect_equal(s.get("alice", "callback"), None, "get('alice', 'callback')")


@test(en='An API key is refused with PolicyViolation (kind "api-key"), its message does not repeat the key, nothing is stored',
      fr="Une clé d’API est refusée par PolicyViolation (kind « api-key »), son message ne répète pas la clé, rien n’est stocké")
def _():
    s = student.MemoryStore()
    caught = raised_by(lambda: s.set("alice", "note", f"my key is {API_KEY}"))
    expect_equal({"type": type(caught).__name__, "kind": getattr(caught, "kind", None)},
                 {"type": "PolicyViolation", "kind": "api-key"}, "the exception raised")
    expect_true(API_KEY not in str(caught), "the message repeats the key", "a masked key", repr(str(caught)))
    expect_equal(s.get("alice", "note"), None, "get('alice', 'note')")


@test(en="Secrets are found deep inside a value: an e-mail in a nested dict, a phone number in a list",
      fr="Les secrets sont trouvés au fond d’une valeur : un e-mail dans un dict imbriqué, un téléphone dans une liste")
def _():
    s = student.MemoryStore()
    for value in [{"contact": {"mail": "claire.dubois@orange.fr"}}, ["ok", ["appelle le 06 12 34 56 78"]]]:
        caught = raised_by(lambda: s.set("alice", "profile", value))
        expect_equal(type(caught).__name__, "PolicyViolation", f"the exception raised by set(…, {value!r})")
    s.set("alice", "prefs", {"locale": "fr", "length": "short"})


@test(en="Expiry by the injected clock: returned at exactly expires_after, never a second later",
      fr="Expiration selon l’horloge injectée : rendue à expires_after pile, jamais une seconde après")
def _():
    store, clock = clocked()
    store.set("alice", "locale", "fr")
    clock.t += HOUR
    expect_equal(store.get("alice", "locale"), "fr", "get after exactly one hour")
    clock.t += 1
    expect_equal(store.get("alice", "locale"), None, "get one second later")
    expect_equal(store.keys("alice"), [], "keys('alice')")


@test(en="purge_expired removes only expired entries and returns how many",
      fr="purge_expired ne retire que les entrées expirées et renvoie leur nombre")
def _():
    store, clock = clocked()
    store.set("alice", "a", 1)
    store.set("bob", "b", 2)
    clock.t += HOUR / 2
    store.set("alice", "c", 3)
    clock.t += HOUR / 2 + 1
    expect_equal(store.purge_expired(), 2, "purge_expired()")
    expect_equal(store.keys("alice"), ["c"], "keys('alice')")
    expect_equal(store.purge_expired(), 0, "purge_expired() again")


@test(en="delete removes one key of one owner and says whether it was there",
      fr="delete retire une clé d’un propriétaire et dit si elle existait")
def _():
    s = store_with(("alice", "locale", "fr"), ("bob", "locale", "en"))
    expect_equal(s.delete("alice", "locale"), True, "delete('alice', 'locale')")
    expect_equal(s.delete("alice", "locale"), False, "delete('alice', 'locale') again")
    expect_equal(s.get("bob", "locale"), "en", "get('bob', 'locale')")


@test(en="forget_owner deletes everything of one owner, nothing of anyone else, and returns how many entries it removed",
      fr="forget_owner efface tout d’un propriétaire, rien des autres, et renvoie le nombre d’entrées effacées")
def _():
    s = store_with(("alice", "locale", "fr"), ("alice", "length", "short"), ("bob", "locale", "en"))
    expect_equal(s.forget_owner("alice"), 2, "forget_owner('alice')")
    expect_equal(s.keys("alice"), [], "keys('alice')")
    expect_equal(s.keys("bob"), ["locale"], "keys('bob')")
    expect_equal(s.get("bob", "locale"), "en", "get('bob', 'locale')")


@test(en="After forget_owner, no copy of the forgotten value remains anywhere in the store",
      fr="Après forget_owner, aucune copie de la valeur oubliée ne reste nulle part dans la mémoire")
def _():
    s = student.MemoryStore()
    marker = "marker-of-alice-7f3a"
    s.set("alice", "note", {"text": marker})
    s.get("alice", "note")
    s.set("bob", "note", "kept")
    s.forget_owner("alice")
    left = reachable_strings(s)
    expect_true(not any(marker in x for x in left), "a copy of alice's value is still in the store",
                "no " + repr(marker), "found")
    expect_true("kept" in left, "bob's value is gone", "'kept' still there", "missing")
