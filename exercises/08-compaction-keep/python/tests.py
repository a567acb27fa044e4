# Exercise 8's tests in Python: the same scenes and thresholds as tests.ts.
import copy
import re
import student
from aml_lab import approx_tokens, generate_tool_bench
from aml_testkit import test, expect_equal

SEPARATOR = "\n--\n"


def kind_of(turns, i):
    if turns[i]["role"] == "tool":
        return "toolResult"
    if turns[i]["role"] == "assistant" and i + 1 < len(turns) and turns[i + 1]["role"] == "tool":
        return "toolCall"
    return "message"


def compaction_cut(kinds, keep):
    """As the engine's compactionCut: the last `keep` items stay, a tool result never parted from its call."""
    cut = max(0, len(kinds) - keep)
    if 0 < cut < len(kinds) and kinds[cut] == "toolResult" and kinds[cut - 1] == "toolCall":
        cut -= 1
    return cut


def truncation_summary(items):
    """As the engine's truncationSummary: "[role] text" per item, the text cut to 77 characters and "..." past 80."""
    return SEPARATOR.join(f"[{it['role']}] " + (it["text"] if len(it["text"]) <= 80 else it["text"][:77] + "...")
                          for it in items)


_SCENES = {}


def scene_of(seed, lang, turns, questions, keep, share):
    """A scene of the chapter 6 generator: the items older than the last `keep` are compacted, with their facts.
    Made once per parameters (the tests share the statement's scenes); each run gets its own copy of the items."""
    key = (seed, lang, turns, questions, keep, share)
    if key not in _SCENES:
        _SCENES[key] = _make_scene(seed, lang, turns, questions, keep, share)
    return copy.deepcopy(_SCENES[key])


def _make_scene(seed, lang, turns, questions, keep, share):
    case = generate_tool_bench(turns, questions, seed=seed, lang=lang)["cases"][0]
    conv = case["conversation"]
    kinds = [kind_of(conv, i) for i in range(len(conv))]
    cut = compaction_cut(kinds, keep)
    items = [{"id": t["id"], "role": t["role"], "kind": kinds[i], "text": t["content"]} for i, t in enumerate(conv[:cut])]
    tokens = sum(approx_tokens(f"[{it['role']}] {it['text']}") for it in items)
    facts = []
    for q in case["questions"]:
        at = int(q["evidence"][0][1:])
        if at >= cut:
            continue
        call = re.match(r"read_file|search|run_tests", conv[at - 1]["content"]) if at > 0 else None
        kind = "user" if conv[at]["role"] == "user" else call.group(0)
        facts.append({"id": q["id"], "value": q["answer"], "kind": kind})
    return {"items": items, "budget": (tokens * share).__floor__(), "facts": facts}


_ANSWERS = {}


def survive(scene, kinds=None, key=None):
    """Planted facts readable after the compaction (in the summary or a kept line); a list that breaks a rule keeps
    nothing, and "problem" says why. With a key, keep_verbatim runs once per scene (the tests of each kind of fact
    read the same answer)."""
    facts = [f for f in scene["facts"] if kinds is None or f["kind"] in kinds]
    if key is None or key not in _ANSWERS:
        got = student.keep_verbatim(scene["items"], scene["budget"])
        if key is not None:
            _ANSWERS[key] = got
    else:
        got = _ANSWERS[key]
    problem = None
    kept = []
    if not isinstance(got, list) or any(not isinstance(line, str) for line in got):
        problem = "not a list of strings"
    else:
        lines = {line for it in scene["items"] for line in it["text"].split("\n")}
        foreign = next((line for line in got if line not in lines), None)
        used = sum(approx_tokens(line) for line in got)
        if foreign is not None:
            problem = "not a whole line of an item: " + repr(foreign[:80])
        elif used > scene["budget"]:
            problem = f"{used} tokens kept, over the budget of {scene['budget']}"
        else:
            kept = got
    text = truncation_summary(scene["items"])
    if kept:
        text += SEPARATOR + "\n".join(kept)
    text = text.lower()
    row = {"planted": len(facts), "survived": sum(1 for f in facts if f["value"].lower() in text)}
    if problem:
        row["problem"] = problem
    return row


STATEMENT = [dict(seed=1, lang="en", turns=200, questions=30, keep=10, share=0.04),
             dict(seed=2, lang="fr", turns=200, questions=30, keep=10, share=0.04)]


def at_least(least, scenes, kinds=None):
    """At least `least` of the facts survive; the figures of each scene travel with the verdict."""
    rows = [{"seed": p["seed"], "lang": p["lang"], **survive(scene_of(**p), kinds, tuple(sorted(p.items())))}
            for p in scenes]
    planted = sum(r["planted"] for r in rows)
    share = sum(r["survived"] for r in rows) / planted if planted else 0
    shown = {"at_least": least, "survived": round(share, 3), "rows": rows}
    expect_equal({**shown, "pass": share >= least}, {**shown, "pass": True})


# One test per kind of fact, on the statement's scenes: (en, fr, the tool or turn that plants the fact).
KIND_TESTS = (
    ("The constants read from files survive (PORT_… = value, beyond the 80 characters the summary keeps)",
     "Les constantes lues dans les fichiers survivent (PORT_… = valeur, au-delà des 80 caractères que garde "
     "le résumé)", "read_file"),
    ("The on-call contacts a search found survive",
     "Les contacts d’astreinte qu’une recherche a trouvés survivent", "search"),
    ("The checksums a failing test expected survive",
     "Les sommes de contrôle qu’attendait un test en échec survivent", "run_tests"),
    ("What a user said beyond the task (a release frozen until a day) survives",
     "Ce qu’un utilisateur a dit au-delà de sa tâche (une livraison gelée jusqu’à un jour) survit", "user"),
)

for en, fr, kind in KIND_TESTS:
    @test(en=en, fr=fr)
    def _(kind=kind):
        at_least(0.9, STATEMENT, [kind])


@test(en="The statement’s scenes: at least 90% of the planted facts survive, within the budget",
      fr="Les scènes de l’énoncé : au moins 90 % des faits plantés survivent, dans le budget")
def _():
    at_least(0.9, STATEMENT)


@test(en="Hidden scenes, longer, in both languages, a larger K: at least 90% survive",
      fr="Des scènes cachées, plus longues, dans les deux langues, un K plus grand : au moins 90 % survivent")
def _():
    at_least(0.9, [dict(seed=17, lang="en", turns=400, questions=50, keep=20, share=0.04),
                   dict(seed=29, lang="fr", turns=300, questions=40, keep=10, share=0.04),
                   dict(seed=101, lang="en", turns=500, questions=50, keep=30, share=0.03)])


@test(en="A budget too small for every fact: the lines kept stay within it, and most of what fits survives",
      fr="Un budget trop petit pour tous les faits : les lignes gardées y tiennent, et l’essentiel de ce qui tient "
         "survit")
def _():
    at_least(0.6, [dict(seed=4242, lang="fr", turns=240, questions=30, keep=10, share=0.02),
                   dict(seed=7, lang="en", turns=240, questions=30, keep=10, share=0.02)])


@test(en="Nothing it is given changes, and every fact survives a generous budget",
      fr="Rien de ce qu’elle reçoit ne change, et chaque fait survit à un budget large")
def _():
    scene = scene_of(seed=5, lang="en", turns=120, questions=20, keep=10, share=0.2)
    before = copy.deepcopy(scene["items"])
    got = student.keep_verbatim(scene["items"], scene["budget"])
    expect_equal(scene["items"], before, "the items keep_verbatim was given (it must not change them)")
    del got
    n = len(scene["facts"])
    expect_equal(survive(scene), {"planted": n, "survived": n})
