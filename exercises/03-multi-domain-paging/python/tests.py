# Exercise 3's tests in Python: the same behaviours as tests.ts, under the seed's names.
import student
from aml_lab import Message, Page
from aml_testkit import test, expect_equal, expect_true, expect_raises


def pages_of(topic, start, turns, page_size=5):
    """Turns of a conversation about one topic, cut into pages of page_size messages."""
    messages = [Message("user" if i % 2 == 0 else "assistant", f"{topic} turn {i}", i) for i in range(start, start + turns)]
    return [Page(f"{topic}-{n}", messages[i:i + page_size]) for n, i in enumerate(range(0, len(messages), page_size))]


def page(title):
    return Page(title, [Message("user", f"about {title}", 0)])


def title(p):
    return getattr(p, "title", repr(p))


def memory_with(*pages):
    """A student's memory with one page per (title, domain) added in order."""
    m = student.PagedMemoryMultiDomaine()
    for t, d in pages:
        m.add_page(page(t), d)
    return m


@test(en="add_page returns 0, 1, 2, … and stores each page with its domain",
      fr="add_page renvoie 0, 1, 2, … et stocke chaque page avec son domaine")
def _():
    m = student.PagedMemoryMultiDomaine()
    expect_equal(m.add_page(page("a"), "code"), 0, "add_page(a, 'code')")
    expect_equal(m.add_page(page("b"), "math"), 1, "add_page(b, 'math')")
    expect_equal(m.add_page(page("c"), "code"), 2, "add_page(c, 'code')")
    expect_equal([(p.title, p.domaine) for p in m.pages], [("a", "code"), ("b", "math"), ("c", "code")],
                 "[(title, domaine) of the pages]")
    expect_equal(m.pages[1].messages[0].content, "about b", "pages[1].messages[0].content")


@test(en="last_seen maps each domain to its last page added",
      fr="last_seen associe à chaque domaine sa dernière page ajoutée")
def _():
    m = memory_with(("a", "code"), ("b", "preferences"), ("c", "code"))
    expect_equal(dict(m.last_seen), {"code": 2, "preferences": 1}, "last_seen")


@test(en="swap_to_domain loads the last page of that domain and makes it current",
      fr="swap_to_domain charge la dernière page de ce domaine et la rend courante")
def _():
    m = memory_with(("a", "code"), ("b", "math"), ("c", "code"), ("d", "math"))
    expect_equal(title(m.swap_to_domain("code")), "c", "swap_to_domain('code').title")
    expect_equal(m.current, 2, "current")
    expect_equal(title(m.current_page()), "c", "current_page().title")
    expect_equal(title(m.swap_to_domain("math")), "d", "swap_to_domain('math').title")
    expect_equal(m.current, 3, "current")


@test(en="The notebook’s scenario: 10 turns of code, 5 of preferences, back to code → the last code page",
      fr="Le scénario du notebook : 10 tours de code, 5 de préférences, retour au code → la dernière page de code")
def _():
    m = student.PagedMemoryMultiDomaine()
    for p in pages_of("code", 0, 10):
        m.add_page(p, "code")
    for p in pages_of("preferences", 10, 5):
        m.add_page(p, "preferences")
    expect_equal(len(m.pages), 3, "len(pages)")
    m.swap_to(2)
    back = m.swap_to_domain("code")
    expect_equal(m.current, 1, "current after swap_to_domain('code')")
    expect_equal([msg.content for msg in back.messages],
                 ["code turn 5", "code turn 6", "code turn 7", "code turn 8", "code turn 9"], "the page's messages")


@test(en="swap_to(i) makes page i current and it becomes the last page seen of its domain",
      fr="swap_to(i) rend la page i courante, qui devient la dernière page vue de son domaine")
def _():
    m = memory_with(("a", "code"), ("b", "code"), ("c", "math"))
    expect_equal(title(m.swap_to(0)), "a", "swap_to(0).title")
    expect_equal(m.current, 0, "current")
    m.swap_to(2)
    expect_equal(title(m.swap_to_domain("code")), "a", "swap_to_domain('code').title")


@test(en="An unknown domain raises a KeyError naming it and the known domains",
      fr="Un domaine inconnu lève une KeyError qui le nomme et liste les domaines connus")
def _():
    m = memory_with(("a", "code"), ("b", "preferences"))
    for word in ["math", "code", "preferences"]:
        expect_raises(KeyError, word, m.swap_to_domain, "math")
    expect_equal(m.current, 0, "current")


@test(en="swap_to out of range raises an IndexError containing the index",
      fr="swap_to hors limites lève une IndexError qui contient l’indice")
def _():
    m = memory_with(("a", "code"))
    expect_raises(IndexError, "7", m.swap_to, 7)
    expect_raises(IndexError, "-1", m.swap_to, -1)


@test(en="An empty domain is refused with a ValueError naming domaine; current_page() is None with no page",
      fr="Un domaine vide est refusé par une ValueError qui nomme domaine ; current_page() vaut None sans page")
def _():
    m = student.PagedMemoryMultiDomaine()
    expect_true(m.current_page() is None, "current_page() must be None with no page", "None", repr(m.current_page()))
    expect_raises(ValueError, "domaine", m.add_page, page("a"), "")
    expect_equal(len(m.pages), 0, "len(pages)")
