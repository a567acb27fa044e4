# Exercise 6's tests in Python: the same behaviours as tests.ts, with the French names of the seeds' exercises.
import student
from aml_lab import Message, generate_bench, run_bench
from aml_testkit import test, expect_equal


def tours(textes):
    """A conversation from its texts: user and assistant alternate, user first; ids t0, t1, …"""
    return [{"id": f"t{i}", "role": "user" if i % 2 == 0 else "assistant", "content": c} for i, c in enumerate(textes)]


TALK = [
    "The door code of building K7 is 4821.",  # 0
    "Noted.",
    "How do I keep basil alive on a windowsill?",  # 2
    "Give it sun, water when the soil is dry, and pinch off flowers.",
    "The door code of building K70 is 1234.",  # 4
    "Noted.",
    "Suggest a film for a rainy evening.",  # 6
    '"Amélie" is a gentle choice.',
    "Change of plan: the door code of building K7 is now 5832.",  # 8
    "Noted, thanks for the update.",
    "What can I cook with leftover rice?",  # 10
    "Fried rice with an egg, peas and a dash of soy sauce.",
]


def nourrie(textes, fenetre, k):
    """A fresh MemoireParNoms(fenetre, k) that has seen `textes`."""
    memoire = student.MemoireParNoms(fenetre, k)
    for i, t in enumerate(tours(textes)):
        memoire.ajouter(Message(t["role"], t["content"], i), i)
    return memoire


def rappel(memoire, requete, avant):
    return sorted(memoire.rappeler(requete, avant))


def banc(*cas):
    return {"name": "exercise 6", "source": "written for the tests", "licence": "MIT",
            "cases": [{"id": nom, "conversation": conv, "questions": qs} for nom, conv, qs in cas]}


def pertes(runs):
    """strategie(8, 4) against window:10 on generated conversations: the rows where it does not beat window:10."""
    out = []
    for run in runs:
        fenetre10, vous = run_bench(generate_bench(**run), ["window:10", student.strategie(8, 4)])
        if not (vous["evidence_recall"] > fenetre10["evidence_recall"] and vous["cost_usd"] <= fenetre10["cost_usd"]):
            # Rounded for reading only: the comparison above is on the exact figures.
            out.append({**run, "recall": {"yours": round(vous["evidence_recall"], 3),
                                          "window:10": round(fenetre10["evidence_recall"], 3)},
                        "tokens_per_turn": {"yours": round(vous["tokens_per_turn"], 1),
                                            "window:10": round(fenetre10["tokens_per_turn"], 1)}})
    return out


@test(en='noms_cites: the names a question mentions, not the first word of a sentence, nor "I"',
      fr="noms_cites : les noms que cite une question, sans le premier mot d’une phrase ni « I »")
def _():
    expect_equal(student.noms_cites("What is the door code of building K7?"), ["K7"])
    expect_equal(student.noms_cites("How do I keep basil alive? Ask Juniper, then Juniper again."), ["Juniper"])
    expect_equal(student.noms_cites("Change of plan: the meeting with the B42 team is now on Monday."),
                 ["B42", "Monday"])


@test(en="noms_cites in French: accented capitals are capitals, « l’équipe » and « À » are not names",
      fr="noms_cites en français : les capitales accentuées comptent, « l’équipe » et « À » ne sont pas des "
         "noms")
def _():
    expect_equal(student.noms_cites("Quel jour est la réunion avec l’équipe K7 ?"), ["K7"])
    expect_equal(student.noms_cites("Le dossier d’Élodie est chez Zoé. À demain, Zoé !"), ["Élodie", "Zoé"])
    expect_equal(student.noms_cites("Où est le casier d’Émile à la piscine Orchidée ?"), ["Émile", "Orchidée"])


@test(en="rappeler: a question naming K7 brings back the earlier turns that mention K7; one naming nobody, nothing",
      fr="rappeler : une question qui nomme K7 ramène les tours antérieurs qui citent K7 ; une qui ne nomme "
         "personne, rien")
def _():
    memoire = nourrie(TALK, 2, 4)
    expect_equal(rappel(memoire, "What is the door code of building K7?", 10), [0, 8])
    expect_equal(rappel(memoire, "Should I watch Amélie tonight?", 10), [7])
    expect_equal(rappel(memoire, "What can I cook with leftover rice?", 10), [])
    expect_equal(rappel(memoire, "How do I remove a coffee stain from a shirt?", 10), [])


@test(en="rappeler matches whole names (K7 is not K70) and never a turn of the window (index ≥ avant)",
      fr="rappeler compare des noms entiers (K7 n’est pas K70) et jamais un tour de la fenêtre (indice ≥ avant)")
def _():
    memoire = nourrie(TALK, 6, 4)
    expect_equal(rappel(memoire, "What is the door code of building K7?", 6), [0])
    expect_equal(rappel(memoire, "What is the door code of building K70?", 10), [4])
    expect_equal(rappel(memoire, "What is the door code of building K7?", 0), [])


@test(en="At most k turns: those that mention the most of the question’s names first, then the latest",
      fr="Au plus k tours : d’abord ceux qui citent le plus de noms de la question, puis les plus récents")
def _():
    bureaux = [
        "The Wi-Fi password of the K7 office is maple12.",  # 0
        "Noted.",
        "The Wi-Fi password of the B3 office is ember40.",  # 2
        "Noted.",
        "The Wi-Fi password of the M8 office is willow77.",  # 4
        "Noted.",
        "Change of plan: the Wi-Fi password of the K7 office is now violet31.",  # 6
        "Noted, thanks for the update.",
        "The Wi-Fi password of the R5 office is copper58.",  # 8
        "Noted.",
        "What is a haiku?",  # 10
        "A short poem of three lines.",
    ]
    question = "What is the Wi-Fi password of the K7 office?"
    expect_equal(rappel(nourrie(bureaux, 2, 1), question, 10), [6])
    expect_equal(rappel(nourrie(bureaux, 2, 2), question, 10), [0, 6])
    expect_equal(rappel(nourrie(bureaux, 2, 3), question, 10), [0, 6, 8])


@test(en="An updated fact: the question gets the update (with k = 1, the update and not the old value)",
      fr="Un fait mis à jour : la question reçoit la mise à jour (avec k = 1, elle et non l’ancienne valeur)")
def _():
    question = {"id": "q1", "after": "t11", "question": "What is the door code of building K7?", "answer": "5832",
                "evidence": ["t8"], "previous": ["4821"]}
    donnees = banc(("update", tours(TALK), [question]))
    k1, k4 = run_bench(donnees, [student.strategie(2, 1), student.strategie(2, 4)])
    expect_equal({"recall": k1["evidence_recall"], "drift": k1["per_question"][0]["drift"]},
                 {"recall": 1.0, "drift": "new"})
    expect_equal({"recall": k4["evidence_recall"], "drift": k4["per_question"][0]["drift"]},
                 {"recall": 1.0, "drift": "both"})


@test(en="Each conversation starts with an empty memory (one MemoireParNoms per conversation)",
      fr="Chaque conversation part d’une mémoire vide (une MemoireParNoms par conversation)")
def _():
    def question(after, evidence):
        return {"id": "q1", "after": after, "question": "What is the door code of building K7?", "answer": "4821",
                "evidence": evidence}

    donnees = banc(("first", tours(TALK), [question("t11", ["t0"])]),
                   ("second", tours(TALK[2:8]), [question("t5", [])]))
    [r] = run_bench(donnees, [student.strategie(2, 4)])
    expect_equal([q["memory_tokens"] > 0 for q in r["per_question"]], [True, False])


@test(en="strategie(8, 4) beats window:10 on the statement’s seeds: more recall, no more cost",
      fr="strategie(8, 4) bat window:10 sur les graines de l’énoncé : plus de rappel, pas plus de coût")
def _():
    expect_equal(pertes([{"seed": 1, "lang": "en", "turns": 300, "questions": 15},
                         {"seed": 2, "lang": "en", "turns": 300, "questions": 15},
                         {"seed": 3, "lang": "fr", "turns": 300, "questions": 15}]), [])


@test(en="It beats window:10 on seeds the statement does not show, longer and shorter, more updates",
      fr="Elle bat window:10 sur des graines que l’énoncé ne montre pas, plus longues, plus courtes, plus de "
         "mises à jour")
def _():
    expect_equal(pertes([{"seed": 17, "lang": "en", "turns": 600, "questions": 30},
                         {"seed": 29, "lang": "fr", "turns": 240, "questions": 12, "updates": 0.6},
                         {"seed": 101, "lang": "en", "turns": 200, "questions": 10, "updates": 0.6},
                         {"seed": 4242, "lang": "fr", "turns": 500, "questions": 25}]), [])
