@dataclass
class Page:
    title: str
    messages: List[Message]

    def render(self):
        body = "\n".join(f"  [{m.role}] {m.content}" for m in self.messages)
        return f"=== Page: {self.title} ({len(self.messages)} msg) ===\n{body}"


class PagedMemory:
    def __init__(self):
        self.pages = []
        self.current = 0

    def add_page(self, page):
        self.pages.append(page)
        return len(self.pages) - 1

    def swap_to(self, idx):
        if not (0 <= idx < len(self.pages)):
            raise IndexError(f"page index {idx} hors limites (0..{len(self.pages)-1}).")
        self.current = idx
        return self.pages[idx]

    def current_page(self):
        return self.pages[self.current]

    def total_messages(self):
        return sum(len(p.messages) for p in self.pages)


# Demonstration : 3 pages sur 3 sujets, swap entre elles.
pm = PagedMemory()
pm.add_page(Page(title="onboarding",
                 messages=[Message(role="user", content="Bonjour, je m'appelle Alice."),
                           Message(role="assistant", content="Bonjour Alice, bienvenue.")]))
pm.add_page(Page(title="bug-investigation",
                 messages=[Message(role="user", content="Le test #42 echoue avec une AssertionError."),
                           Message(role="assistant", content="Voyons la trace... la ligne 17."),
                           Message(role="user", content="C'etait bien la ligne 17, merci.")]))
pm.add_page(Page(title="preferences",
                 messages=[Message(role="user", content="Je prefere qu'on reponde en francais."),
                           Message(role="assistant", content="Compris, je repondrai en francais.")]))

print(f"Memoire paginee : {len(pm.pages)} pages, {pm.total_messages()} messages au total.")
print(f"Page courante (idx={pm.current}) : {pm.current_page().title}")
print()
for idx, page in enumerate(pm.pages):
    marker = " <-- courante" if idx == pm.current else ""
    print(f"Page #{idx}: {page.title}{marker}")
print()
print("Swap vers la page preferences (idx=2)...")
loaded = pm.swap_to(2)
print(loaded.render())
