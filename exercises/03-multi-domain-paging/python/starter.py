# Exercise 3 (advanced): cross-domain paging. Read the statement, then replace the TODOs.
# The seed's stub (notebook 000, exercise 3). Page and Message are the notebook's (from the lab's aml_lab module).
from dataclasses import dataclass

from aml_lab import Message, Page  # noqa: F401


@dataclass
class PageDomaine(Page):
    """A page and its domain (the seed's hint: add a field domaine: str to Page)."""
    domaine: str = ""


class PagedMemoryMultiDomaine:
    def __init__(self):
        self.pages = []
        self.last_seen = {}
        self.current = 0

    def add_page(self, page, domaine):
        # TODO etudiant : ajouter la page, mettre a jour self.last_seen[domaine] = idx.
        return 0

    def swap_to(self, idx):
        # TODO etudiant : verifier l'indice (IndexError), rendre la page courante, mettre a jour last_seen.
        return None

    def swap_to_domain(self, domaine):
        # TODO etudiant : swap vers last_seen[domaine] si present, sinon erreur explicite.
        return None

    def current_page(self):
        return self.pages[self.current] if 0 <= self.current < len(self.pages) else None
