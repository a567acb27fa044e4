# Exercise 6: a memory that beats window:10 (reference solution).
import re

from aml_lab import CustomStrategy

# Words (letters and digits, accents included) and the marks that end a sentence.
_MOT = re.compile(r"[^\W_]+|[.!?…]")
_FIN = ".!?…"


def noms_cites(texte):
    """The names a text mentions, each once, in order: words of two characters or more that start with a capital
    letter, except the first word of a sentence (a capital there says nothing)."""
    noms = []
    premier = True
    for mot in _MOT.findall(texte):
        if mot in _FIN:
            premier = True
            continue
        if not premier and len(mot) >= 2 and mot[0].isupper() and mot not in noms:
            noms.append(mot)
        premier = False
    return noms


class MemoireParNoms:
    """The last `fenetre` turns, plus at most `k` earlier turns that mention a name the query mentions: those that
    mention the most of its names first, then the latest."""

    def __init__(self, fenetre=8, k=4):
        self.fenetre = fenetre
        self.k = k
        self.tours_de = {}  # capitalised word -> the indexes of the turns that hold it, in order

    def ajouter(self, tour, index):
        for mot in _MOT.findall(tour.content):
            if mot[0].isupper():
                tours = self.tours_de.setdefault(mot, [])
                if not tours or tours[-1] != index:
                    tours.append(index)

    def rappeler(self, requete, avant):
        compte = {}
        for nom in noms_cites(requete):
            for i in self.tours_de.get(nom, []):
                if i < avant:
                    compte[i] = compte.get(i, 0) + 1
        return sorted(compte, key=lambda i: (-compte[i], -i))[: self.k]


def strategie(fenetre=8, k=4):
    """The strategy the bench measures: one MemoireParNoms per conversation."""
    return CustomStrategy(f"noms:{k}:{fenetre}", fenetre, lambda: MemoireParNoms(fenetre, k))
