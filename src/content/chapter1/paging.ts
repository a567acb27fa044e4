import { sectionNav } from '../chapters';
import type { Block, Section } from '../types';

// Seed section 5: memory paging (MemGPT / Generative Agents), the OS analogy, the swap demo.

const paging = String.raw`@dataclass
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
print(loaded.render())`;
const pagingOut = String.raw`Memoire paginee : 3 pages, 7 messages au total.
Page courante (idx=0) : onboarding

Page #0: onboarding <-- courante
Page #1: bug-investigation
Page #2: preferences

Swap vers la page preferences (idx=2)...
=== Page: preferences (2 msg) ===
  [user] Je prefere qu'on reponde en francais.
  [assistant] Compris, je repondrai en francais.`;

const fr: Block[] = [
  {
    kind: 'p',
    text: "Le **memory paging** est le mécanisme des systèmes type MemGPT (Packer et al., 2023) et Generative Agents (Park et al., 2023) : la mémoire est découpée en **pages** (sous-unités adressables), et l'agent ne voit à chaque tour que la **page courante** dans son contexte. Pour accéder à une page non courante, il appelle un outil de récupération (retrieval) qui charge (swap-in) la page demandée.",
  },
  {
    kind: 'p',
    text: "L'analogie est volontairement celle d'un **système d'exploitation** : la mémoire de l'agent est un espace d'adressage virtuel, le contexte du LLM est la mémoire physique (RAM), et le swap est un outil de récupération.",
  },
  {
    kind: 'table',
    caption: "L'analogie avec un système d'exploitation",
    head: ["Système d'exploitation", 'Agent à mémoire paginée'],
    rows: [
      ["Espace d'adressage virtuel", "Toute la mémoire de l'agent (toutes les pages)"],
      ['Mémoire physique (RAM)', 'La fenêtre de contexte du LLM (la page courante)'],
      ["Swap-in d'une page", "Un appel à l'outil de récupération, `swap_to(idx)`"],
    ],
  },
  {
    kind: 'p',
    text: 'Implémentation simplifiée ici : `PagedMemory` tient une liste de pages ; `current_page` est celle injectée dans le prompt. `swap_to(idx)` charge une autre page (coût symbolique simulé).',
  },
  { kind: 'code', language: 'python', code: paging, caption: "Python, notebook d'origine" },
  { kind: 'output', text: pagingOut, caption: 'Sortie' },
  {
    kind: 'p',
    text: "**Lecture de la sortie.** La mémoire contient 3 pages (7 messages au total). La page courante est `onboarding` (idx 0). Après `swap_to(2)`, la page `preferences` est chargée dans le contexte. Le gain : un agent qui n'a besoin que du contexte `preferences` n'envoie au LLM que les 2 messages de cette page (au lieu des 7), divisant le coût d'entrée par 3,5 sur cet exemple ; en production, le gain peut être bien supérieur sur de longues conversations.",
  },
  {
    kind: 'note',
    tone: 'seed',
    title: 'Ce que la démonstration ne montre pas',
    text: "Le texte annonce un « coût symbolique simulé » pour `swap_to`, mais le code n'en simule aucun : le swap est gratuit et instantané. De même, la hiérarchie core / archival se réduit ici à « la page courante » contre « les autres pages », et c'est le programme qui choisit la page, pas l'agent via un outil. En production (MemGPT), décider quelle page charger coûte un aller-retour LLM : c'est le coût caché du paging, discuté dans les limites en fin de chapitre.",
  },
  { kind: 'widget', widget: 'visualizer', props: { preset: 'paging' } },
  { kind: 'widget', widget: 'cell', props: { demo: 'paging' } },
];

const en: Block[] = [
  {
    kind: 'p',
    text: 'Memory **paging** is the mechanism of MemGPT-like systems (Packer et al., 2023) and Generative Agents (Park et al., 2023): memory is split into **pages** (addressable units), and on each turn the agent only sees the **current page** in its context. To reach another page, it calls a retrieval tool that swaps the requested page in.',
  },
  {
    kind: 'p',
    text: "The analogy is deliberately an **operating system**'s: the agent's memory is a virtual address space, the LLM's context is physical memory (RAM), and the swap is a retrieval tool.",
  },
  {
    kind: 'table',
    caption: 'The operating-system analogy',
    head: ['Operating system', 'Agent with paged memory'],
    rows: [
      ['Virtual address space', "The agent's whole memory (every page)"],
      ['Physical memory (RAM)', "The LLM's context window (the current page)"],
      ['Swapping a page in', 'A call to the retrieval tool, `swap_to(idx)`'],
    ],
  },
  {
    kind: 'p',
    text: 'A simplified implementation here: `PagedMemory` holds a list of pages; `current_page` is the one injected into the prompt. `swap_to(idx)` loads another page (a simulated symbolic cost).',
  },
  {
    kind: 'code',
    language: 'python',
    code: paging,
    caption: 'Python, from the original notebook (it prints in French)',
  },
  { kind: 'output', text: pagingOut, caption: 'Output' },
  {
    kind: 'p',
    text: '**Reading the output.** The memory holds 3 pages (7 messages in all). The current page is `onboarding` (idx 0; `courante` means current). After `swap_to(2)`, the `preferences` page is loaded into the context. The gain: an agent that only needs the `preferences` context sends the LLM just the 2 messages of that page (instead of 7), dividing the input cost by 3.5 in this example; in production the gain can be much larger on long conversations.',
  },
  {
    kind: 'note',
    tone: 'seed',
    title: 'What the demo does not show',
    text: 'The text announces a "simulated symbolic cost" for `swap_to`, but the code simulates none: the swap is free and instant. Likewise, the core / archival hierarchy boils down here to "the current page" versus "the other pages", and the program picks the page, not the agent through a tool. In production (MemGPT), deciding which page to load costs an LLM round trip: that is the hidden cost of paging, discussed in the limits at the end of the chapter.',
  },
  { kind: 'widget', widget: 'visualizer', props: { preset: 'paging' } },
  { kind: 'widget', widget: 'cell', props: { demo: 'paging' } },
];

// Slug and title come from the navigation data (../chapters.ts), so each is written once.
export const pagingSection: Section = { ...sectionNav('1', 'paging'), blocks: { fr, en } };
