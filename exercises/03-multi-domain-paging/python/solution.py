# Exercise 3, reference solution.
from dataclasses import dataclass

from aml_lab import Page


@dataclass
class PageDomaine(Page):
    domaine: str = ""


class PagedMemoryMultiDomaine:
    def __init__(self):
        self.pages = []
        self.last_seen = {}  # domaine -> index of its last page seen (added or made current)
        self.current = 0

    def add_page(self, page, domaine):
        if not isinstance(domaine, str) or not domaine.strip():
            raise ValueError(f"domaine must be a non-empty string (got {domaine!r})")
        self.pages.append(PageDomaine(page.title, list(page.messages), domaine))
        idx = len(self.pages) - 1
        self.last_seen[domaine] = idx
        return idx

    def swap_to(self, idx):
        if isinstance(idx, bool) or not isinstance(idx, int) or not 0 <= idx < len(self.pages):
            raise IndexError(f"page index {idx} out of range (0..{len(self.pages) - 1})")
        self.current = idx
        page = self.pages[idx]
        self.last_seen[page.domaine] = idx
        return page

    def swap_to_domain(self, domaine):
        if domaine not in self.last_seen:
            known = ", ".join(self.last_seen) or "none yet"
            raise KeyError(f"unknown domain {domaine!r} (known domains: {known})")
        return self.swap_to(self.last_seen[domaine])

    def current_page(self):
        return self.pages[self.current] if 0 <= self.current < len(self.pages) else None
