class MemoireVectoriellePaginee:
    def __init__(self, embedder, max_entrees=50):
        self.embedder = embedder
        self.max_entrees = max_entrees
        self.entrees = []

    def ajouter(self, spec, lecon, ts=None):
        # TODO etudiant : ajouter une entree avec ts, vecteur, et evincer si > max_entrees.
        return None

    def _score(self, entree, max_lecon_len, now):
        # TODO etudiant : combiner recence et importance en un score [0, 1].
        return 0.0

    def retroceder(self, spec_query, k=3):
        # TODO etudiant : reprendre le code de NB-14 (BoWEmbedder.cosine).
        return []

print("Exercice 2 - MemoireVectoriellePaginee : a completer.")
