class PagedMemoryMultiDomaine:
    def __init__(self):
        self.pages = []
        self.last_seen = {}
        self.current = 0

    def add_page(self, page, domaine):
        # TODO etudiant : ajouter la page, mettre a jour self.last_seen[domaine] = idx.
        return 0

    def swap_to_domain(self, domaine):
        # TODO etudiant : swap vers last_seen[domaine] si present, sinon erreur explicite.
        return None

print("Exercice 3 - PagedMemoryMultiDomaine : a completer.")
