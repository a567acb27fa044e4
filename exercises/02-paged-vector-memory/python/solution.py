# Exercise 2, reference solution.
import time


def _require_count(name, value):
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"{name} must be an integer >= 1 (got {value!r})")


class MemoireVectoriellePaginee:
    def __init__(self, embedder, max_entrees=50, horloge=time.time):
        _require_count("max_entrees", max_entrees)
        self.embedder = embedder
        self.max_entrees = max_entrees
        self.horloge = horloge
        self.entrees = []

    def ajouter(self, spec, lecon, ts=None):
        """Stores a lesson; over max_entrees, evicts the lowest score and returns it (None otherwise)."""
        entree = {"spec": spec, "lecon": lecon, "ts": self.horloge() if ts is None else ts,
                  "vecteur": self.embedder.embed(spec)}
        self.entrees.append(entree)
        if len(self.entrees) <= self.max_entrees:
            return None
        now = self.horloge()
        longest = max(len(e["lecon"]) for e in self.entrees)
        # Lowest score first; on a tie the smaller ts, then the first added (min keeps the first of equals).
        victim = min(range(len(self.entrees)),
                     key=lambda i: (self._score(self.entrees[i], longest, now), self.entrees[i]["ts"], i))
        return self.entrees.pop(victim)

    def _score(self, entree, max_lecon_len, now):
        age = max(0.0, now - entree["ts"])
        importance = len(entree["lecon"]) / max_lecon_len if max_lecon_len > 0 else 0.0
        return 0.5 * (1 / (1 + age)) + 0.5 * importance

    def retroceder(self, spec_query, k=3):
        _require_count("k", k)
        q = self.embedder.embed(spec_query)
        ranked = sorted(enumerate(self.entrees), key=lambda p: (-self.embedder.cosine(q, p[1]["vecteur"]), p[0]))
        return [e for _, e in ranked[:k]]
