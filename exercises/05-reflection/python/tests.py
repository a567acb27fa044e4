# Exercise 5's tests in Python: the same behaviours as tests.ts, under seed 002's names.
import student
from aml_lab import TASKMASTER_EPISODES, MockLLM
from aml_testkit import test, expect_equal, expect_true

FACT = "Alex préfère ne pas travailler avec des clients du secteur financier en raison d'expériences passées négatives."


def taskmaster_memory():
    memory = student.AgentMemory()
    for minute, episode in enumerate(TASKMASTER_EPISODES):
        memory.add_episode(*episode, timestamp=f"2026-01-15T09:0{minute}:00")
    return memory


class Extractor:
    """A model that gives `answer` to the extraction prompt and records every prompt."""

    def __init__(self, answer):
        self.answer = answer
        self.prompts = []

    def generate(self, prompt):
        self.prompts.append(prompt)
        return self.answer if "Connaissances extraites :" in prompt else "Des enseignements."


def store_of(memory):
    return {c: {k: list(v) for k, v in d.items()} for c, d in memory.semantic_store.items()}


@test(en="classify: a condition (si/alors, quand, lorsque, if/then, when, unless) makes a rule",
      fr="classify : une condition (si/alors, quand, lorsque, if/then, when, unless) fait une règle")
def _():
    for text in ["Si un client demande plus de 3 révisions, alors le retard augmente",
                 "Quand Alex corrige un e-mail, le raccourcir", "Lorsque le client paie en retard, relancer",
                 "If a client asks for a discount, then decline", "Decline unless the budget is known"]:
        expect_equal(student.classify(text), "rule", f"classify({text!r})")


@test(en='Seed fault 5: "aussi", "décision" and "position" are not conditions',
      fr="Défaut 5 du texte : « aussi », « décision » et « position » ne sont pas des conditions")
def _():
    for text in ["Alex travaille aussi le samedi", "La décision revient à Alex", "Sa position sur les tarifs est ferme",
                 FACT]:
        expect_equal(student.classify(text), "fact", f"classify({text!r})")


@test(en='parse_lines: one entry per line "Concept : knowledge", split at the first colon',
      fr="parse_lines : une entrée par ligne « Concept : connaissance », coupée au premier deux-points")
def _():
    expect_equal(student.parse_lines(f"Préférences des clients : {FACT}"), [("Préférences des clients", FACT)],
                 "parse_lines(one line)")
    expect_equal(student.parse_lines("Tarifs : 450 € : négociable\nune ligne sans deux-points"),
                 [("Tarifs", "450 € : négociable")], "parse_lines(two colons, then no colon)")


@test(en="Seed fault 4: two lines are two concepts (split on real line breaks)",
      fr="Défaut 4 du texte : deux lignes font deux concepts (coupure sur les vrais retours à la ligne)")
def _():
    expect_equal(student.parse_lines("Style : e-mails courts\nRévisions : si plus de 3, alors retard probable"),
                 [("Style", "e-mails courts"), ("Révisions", "si plus de 3, alors retard probable")],
                 "parse_lines(two lines)")
    expect_equal(len(student.parse_lines("A : un\r\nB : deux")), 2, "len(parse_lines('A : un\\r\\nB : deux'))")


@test(en='Seed fault 3: "AUCUN" and "NONE" (any case) mean nothing',
      fr="Défaut 3 du texte : « AUCUN » et « NONE » (toute casse) ne veulent rien dire")
def _():
    for answer in ["AUCUN", "  Aucun ", "none", "AUCUN : rien à retenir"]:
        expect_equal(student.parse_lines(answer), [], f"parse_lines({answer!r})")


@test(en="reflect_and_update_semantic replays the TaskMaster scenario: one fact about client preferences",
      fr="reflect_and_update_semantic rejoue le scénario TaskMaster : un fait sur les préférences des clients")
def _():
    memory = taskmaster_memory()
    r = memory.reflect_and_update_semantic(MockLLM(), num_recent_episodes=3)
    expect_equal(r["takeaways"], "Alex n'aime pas les clients du secteur financier. TaskMaster a récemment eu des "
                 "difficultés avec un client dans ce secteur.", "the takeaways")
    expect_equal(list(r["added"]), [("Préférences des clients", FACT, "fact")], "what was added")
    expect_equal(store_of(memory), {"Préférences des clients": {"facts": [FACT], "rules": []}}, "semantic_store")


@test(en="reflect_and_update_semantic sends the summary of the last num_recent_episodes, then the extraction prompt",
      fr="reflect_and_update_semantic envoie le résumé des num_recent_episodes derniers épisodes, puis la demande d’extraction")
def _():
    llm = Extractor("AUCUN")
    taskmaster_memory().reflect_and_update_semantic(llm, num_recent_episodes=1)
    expect_equal(len(llm.prompts), 2, "the number of prompts sent")
    expect_true("Cherché sur LinkedIn" in llm.prompts[0], "the summary prompt lacks the last episode",
                "…Cherché sur LinkedIn…", repr(llm.prompts[0][:300]))
    expect_true("Cherché sur Upwork" not in llm.prompts[0], "the summary prompt holds an older episode",
                "no 'Cherché sur Upwork'", repr(llm.prompts[0][:300]))
    expect_true("Des enseignements." in llm.prompts[1], "the extraction prompt lacks the takeaways",
                "…Des enseignements.…", repr(llm.prompts[1][:300]))
    empty = Extractor("AUCUN")
    student.AgentMemory().reflect_and_update_semantic(empty)
    expect_equal(empty.prompts, [], "prompts sent with no episode")


@test(en="reflect_and_update_semantic stores rules and facts apart, several per answer, nothing for AUCUN",
      fr="reflect_and_update_semantic range règles et faits à part, plusieurs par réponse, rien pour AUCUN")
def _():
    memory = taskmaster_memory()
    memory.reflect_and_update_semantic(Extractor("Style : e-mails courts\nStyle : si Alex corrige, alors raccourcir"))
    expect_equal(store_of(memory).get("Style"), {"facts": ["e-mails courts"], "rules": ["si Alex corrige, alors raccourcir"]},
                 "semantic_store['Style']")
    before = len(memory.semantic_store)
    r = memory.reflect_and_update_semantic(Extractor("AUCUN"))
    expect_equal(list(r["added"]), [], "what AUCUN added")
    expect_equal(len(memory.semantic_store), before, "len(semantic_store)")


@test(en="reflect_and_update_semantic does not store the same knowledge twice",
      fr="reflect_and_update_semantic ne range pas deux fois la même connaissance")
def _():
    memory = taskmaster_memory()
    memory.reflect_and_update_semantic(MockLLM(), 3)
    again = memory.reflect_and_update_semantic(MockLLM(), 3)
    expect_equal(list(again["added"]), [], "what the second reflection added")
    expect_equal(len(store_of(memory)["Préférences des clients"]["facts"]), 1, "the number of facts")
