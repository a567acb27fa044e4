# aml_lab: the lab's helpers for the Python exercises (the Python side of `agent-memory-lab`), importable by the
# student's code and by the tests as `import aml_lab`. Each of them gets its own fresh copy per run.
# The seed's names where the seed has them (Message, Page, BoWEmbedder, MockLLM); the rest follows the lab's engine.
import copy
import math
import re
from dataclasses import dataclass, field
from typing import List


# ---------------------------------------------------------------------------------------- chapter 1 (seed 000)
@dataclass
class Message:
    role: str
    content: str
    ts: float = 0.0


@dataclass
class Page:
    title: str
    messages: List[Message] = field(default_factory=list)

    def render(self):
        body = "\n".join(f"  [{m.role}] {m.content}" for m in self.messages)
        return f"=== Page: {self.title} ({len(self.messages)} msg) ===\n{body}"


class BoWEmbedder:
    """Notebook 14's bag-of-words embedder: a vocabulary that grows, vectors of word counts, cosine similarity."""

    def __init__(self):
        self.vocab = {}

    @staticmethod
    def tokenize(text):
        if not isinstance(text, str):
            raise TypeError("text must be a string")
        return re.findall(r"[^\W_]+", text.lower())

    def embed(self, text):
        words = self.tokenize(text)
        for w in words:
            if w not in self.vocab:
                self.vocab[w] = len(self.vocab)
        vector = [0] * len(self.vocab)
        for w in words:
            vector[self.vocab[w]] += 1
        return vector

    @staticmethod
    def cosine(a, b):
        """Different lengths are padded with zeros; a zero vector gives 0.0."""
        n = max(len(a), len(b))
        a = list(a) + [0] * (n - len(a))
        b = list(b) + [0] * (n - len(b))
        dot = sum(x * y for x, y in zip(a, b))
        na = math.sqrt(sum(x * x for x in a))
        nb = math.sqrt(sum(y * y for y in b))
        return 0.0 if na == 0 or nb == 0 else dot / (na * nb)


# ---------------------------------------------------------------------------------------- chapter 2 (seed 001)
SENSITIVE_KINDS = ("api-key", "private-key", "wallet-key", "seed-phrase", "password", "email", "phone", "iban", "card")

_PATTERNS = [
    ("api-key", re.compile(r"\b(?:sk|pk|rk)-[A-Za-z0-9_-]{16,}|\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{30,}"
                           r"|\bxox[abpr]-[A-Za-z0-9-]{10,}|\bAIza[0-9A-Za-z_-]{35}\b")),
    ("private-key", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----")),
    ("wallet-key", re.compile(r"\b(?:0x)?[0-9a-fA-F]{64}\b|\b[5KL][1-9A-HJ-NP-Za-km-z]{50,51}\b")),
    ("password", re.compile(r"(?i)\b(?:password|passwd|pwd|mot de passe|mdp)\s*(?:est|is)?\s*[:=]?\s*\S{4,}")),
    ("email", re.compile(r"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b")),
    ("phone", re.compile(r"(?:\+33\s?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b|\+\d{1,3}(?:[\s.-]?\d{2,4}){3,5}\b")),
    ("iban", re.compile(r"\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}(?:\s?[A-Z0-9]{1,3})?\b")),
]
_SEED_WORDS = re.compile(r"(?i)\b(?:seed phrase|phrase de récupération|mnemonic|recovery phrase)\b")


def _luhn(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return total % 10 == 0


def detect_sensitive(text):
    """The kinds of sensitive data found in a text (a smaller detector than the TypeScript engine's)."""
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    kinds = [kind for kind, pattern in _PATTERNS if pattern.search(text)]
    if _SEED_WORDS.search(text):
        kinds.append("seed-phrase")
    for match in re.finditer(r"\b(?:\d[ -]?){13,19}\b", text):
        digits = re.sub(r"\D", "", match.group())
        if 13 <= len(digits) <= 19 and _luhn(digits):
            kinds.append("card")
            break
    return [k for k in SENSITIVE_KINDS if k in kinds]


def mask_secret(secret):
    """The first and last characters only: enough to recognise, never enough to use."""
    s = str(secret)
    return "*" * len(s) if len(s) <= 8 else s[:3] + "…" + s[-2:]


class PolicyViolation(Exception):
    """A value refused by the storage policy. `kind` is the first category found, `kinds` all of them."""

    def __init__(self, kinds, masked):
        self.kinds = list(kinds)
        self.kind = self.kinds[0] if self.kinds else "unknown"
        Exception.__init__(self, f"refused by the storage policy ({', '.join(self.kinds)}): {masked}")


DAY = 24 * 60 * 60
DEFAULT_STORAGE_POLICY = {"expires_after": 30 * DAY, "refused_kinds": SENSITIVE_KINDS}

_DATA = (type(None), bool, int, float, str)


def deep_copy(value):
    """A deep copy of plain data (None, bool, int, float, str, list, tuple, dict, set); a TypeError otherwise."""
    def check(v, depth=0):
        if depth > 100:
            raise TypeError("value is nested too deeply to be stored")
        if isinstance(v, _DATA):
            return
        if isinstance(v, (list, tuple, set, frozenset)):
            for item in v:
                check(item, depth + 1)
            return
        if isinstance(v, dict):
            for k, item in v.items():
                check(k, depth + 1)
                check(item, depth + 1)
            return
        raise TypeError(f"a {type(v).__name__} is not data and cannot be stored")
    check(value)
    return copy.deepcopy(value)


# ---------------------------------------------------------------------------------------- chapter 3 (seed 002)
def summary_line(episode):
    """The seed's line for one episode (timestamp, episode dict)."""
    ts, e = episode[0], episode[1]
    return f"Timestamp : {ts}, Action : {e['action']}, Résultat : {e['outcome']}, Retours : {e['feedback']}"


def summary_prompt(episodes):
    lines = "\n".join(summary_line(e) for e in episodes)
    return ("Sur la base de ces expériences récentes de l'agent, quels sont les principaux enseignements tirés ?"
            f"\n\n{lines}\n\nEnseignements clés :")


def extraction_prompt(takeaways):
    return ("À partir des enseignements suivants, identifiez toutes les règles ou faits explicites qui devraient être "
            "stockés comme connaissances à long terme. Formatez comme 'Concept : Règle/Fait'. Si aucun, indiquez "
            f"'AUCUN'.\n\n{takeaways}\n\nConnaissances extraites :")


class MockLLM:
    """The seed's simulated model, answer for answer."""

    def generate(self, prompt):
        if "Enseignements clés :" in prompt:
            if "secteur financier" in prompt:
                return ("Alex n'aime pas les clients du secteur financier. TaskMaster a récemment eu des difficultés "
                        "avec un client dans ce secteur.")
            return "Agent a réussi à accomplir la tâche. Aucun problème spécifique."
        elif "Connaissances extraites :" in prompt:
            if "Alex n'aime pas les clients du secteur financier" in prompt:
                return ("Préférences des clients : Alex préfère ne pas travailler avec des clients du secteur "
                        "financier en raison d'expériences passées négatives.")
            return "AUCUN"
        return "Réponse simulée du LLM."


# The seed's three add_episode calls: (thought, user_input, action, outcome, feedback).
TASKMASTER_EPISODES = (
    ("Pensée initiale", "Trouver de nouveaux gigs de développement web", "Cherché sur Upwork", "Trouvé 5 pistes",
     "Aucun retour spécifique"),
    ("Considérant le client", "Examiner le client X pour un projet de dev web",
     "Recherche sur le client X (secteur financier)", "Identification d'un conflit potentiel",
     "Alex a exprimé une forte aversion pour les clients du secteur financier"),
    ("Affinement de la recherche", "Trouver des gigs de dev web, éviter la finance", "Cherché sur LinkedIn",
     "Trouvé 3 pistes, aucune dans la finance", "Bon progrès"),
)


@dataclass
class ConversationState:
    """Seed 001's minimal state: preferences (e.g. {"length": "short"}) and the last exchanges."""
    preferences: dict = field(default_factory=dict)
    episodes: list = field(default_factory=list)


# ---------------------------------------------------------------------------------------- chapter 4 (the memory bench)
# A port of the engine's generator (src/engine/memoryBench/generator.ts: the same parameters give the same data, the
# same random draws in the same order) and of the bench's measurement (run.ts) for the strategies exercise 6 compares:
# "unbounded", "window:N" and a CustomStrategy. Tokens are the chars/4 proxy, the engine's own count where the BPE
# tables are absent (the exercise sandbox): the TypeScript tests use the same (approxTokens), so both languages
# measure the same figures. test/exercises/pythonBench.test.ts checks that they do.
_MASK = 0xFFFFFFFF


def _imul(a, b):
    return (a * b) & _MASK


def _rng(seed):
    """mulberry32, as the engine's (unsigned 32-bit arithmetic gives JavaScript's int32 bits)."""
    state = [seed & _MASK]

    def draw():
        state[0] = (state[0] + 0x6D2B79F5) & _MASK
        t = state[0]
        t = _imul(t ^ (t >> 15), t | 1)
        t ^= (t + _imul(t ^ (t >> 7), t | 61)) & _MASK
        return ((t ^ (t >> 14)) & _MASK) / 4294967296

    return draw


def _digits(n):
    return lambda r: str(10 ** (n - 1) + math.floor(r() * 9 * 10 ** (n - 1)))


def _pick(items, r):
    return items[math.floor(r() * len(items))]


_NAMES = ("Falcon", "Juniper", "Quartz", "Nimbus", "Saffron", "Orchid", "Granite", "Comet", "Lagoon", "Tundra")
_WORDS = ("maple", "harbor", "pebble", "violet", "copper", "meadow", "ember", "willow")
_DAYS = {"en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday"),
         "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi")}


def _kinds(lang):
    code = lambda r: f"{_pick(_WORDS, r)}{_digits(2)(r)}"  # noqa: E731
    name = lambda r: _pick(_NAMES, r)  # noqa: E731
    day = lambda r: _pick(_DAYS[lang], r)  # noqa: E731
    if lang == "en":
        return (
            ("home", "The door code of building {l} is {v}.",
             "Change of plan: the door code of building {l} is now {v}.",
             "What is the door code of building {l}?", _digits(4)),
            ("work", "The codename of project {l} is {v}.", "Change of plan: the codename of project {l} is now {v}.",
             "What is the codename of project {l}?", name),
            ("work", "The meeting with the {l} team is on {v}.",
             "Change of plan: the meeting with the {l} team is now on {v}.",
             "On which day is the meeting with the {l} team?", day),
            ("sport", "My locker number at the {l} pool is {v}.",
             "Change of plan: my locker number at the {l} pool is now {v}.",
             "What is my locker number at the {l} pool?",
             _digits(3)),
            ("work", "The Wi-Fi password of the {l} office is {v}.",
             "Change of plan: the Wi-Fi password of the {l} office is now {v}.",
             "What is the Wi-Fi password of the {l} office?", code),
        )
    return (
        ("maison", "Le code de la porte du bâtiment {l} est {v}.",
         "Changement : le code de la porte du bâtiment {l} est désormais {v}.",
         "Quel est le code de la porte du bâtiment {l} ?", _digits(4)),
        ("travail", "Le nom de code du projet {l} est {v}.",
         "Changement : le nom de code du projet {l} est désormais {v}.",
         "Quel est le nom de code du projet {l} ?", name),
        ("travail", "La réunion avec l’équipe {l} est le {v}.",
         "Changement : la réunion avec l’équipe {l} est désormais le {v}.",
         "Quel jour est la réunion avec l’équipe {l} ?",
         day),
        ("sport", "Mon numéro de casier à la piscine {l} est {v}.",
         "Changement : mon numéro de casier à la piscine {l} est désormais {v}.",
         "Quel est mon numéro de casier à la piscine {l} ?", _digits(3)),
        ("travail", "Le mot de passe Wi-Fi du bureau {l} est {v}.",
         "Changement : le mot de passe Wi-Fi du bureau {l} est désormais {v}.",
         "Quel est le mot de passe Wi-Fi du bureau {l} ?", code),
    )


_FILLER = {
    "en": (
        ("cooking", "Suggest a quick lunch with chickpeas.",
         "Mash them with lemon, olive oil and herbs, and spread it on toast."),
        ("cooking", "How long should I boil an egg for a soft yolk?", "About six minutes from boiling water."),
        ("cooking", "What can I cook with leftover rice?", "Fried rice with an egg, peas and a dash of soy sauce."),
        ("garden", "How do I keep basil alive on a windowsill?",
         "Give it sun, water when the top soil is dry, and pinch off flowers."),
        ("garden", "How often should I water a cactus?", "Every two or three weeks in summer, much less in winter."),
        ("garden", "When should I plant tulip bulbs?", "In autumn, a few weeks before the ground freezes."),
        ("travel", "What should I pack for a weekend of hiking?",
         "Layers, a rain jacket, good socks, water and a snack."),
        ("travel", "Any tip for sleeping on a night train?", "Earplugs, an eye mask and a light scarf help a lot."),
        ("travel", "How early should I get to the airport?", "Two hours before a short flight is usually enough."),
        ("culture", "Recommend a board game for four players.",
         "Ticket to Ride is easy to learn and plays well with four."),
        ("culture", "Suggest a film for a rainy evening.", '"Amélie" is a gentle choice.'),
        ("culture", "What is a haiku?", "A short poem of three lines with five, seven and five syllables."),
        ("health", "What is a good stretch after sitting all day?",
         "Try a standing forward fold: bend at the hips and let your arms hang."),
        ("health", "Is it better to run in the morning or in the evening?",
         "Either works; pick the time you can keep to."),
        ("health", "How much water should I drink in hot weather?",
         "Drink regularly before you feel thirsty, a little more than usual."),
        ("home", "How do I remove a coffee stain from a shirt?",
         "Rinse it with cold water, then dab on a little dish soap before washing."),
        ("home", "How do I make my bike chain quieter?",
         "Clean it and apply a little chain lubricant, then wipe off the excess."),
        ("home", "What is the best way to store fresh herbs?",
         "Wrap them in a damp paper towel and keep them in the fridge."),
    ),
    "fr": (
        ("cuisine", "Un déjeuner rapide avec des pois chiches ?",
         "Écrasez-les avec du citron, de l’huile d’olive et des herbes, sur du pain grillé."),
        ("cuisine", "Combien de temps cuire un œuf pour un jaune coulant ?",
         "Environ six minutes dans l’eau bouillante."),
        ("cuisine", "Que cuisiner avec un reste de riz ?",
         "Un riz sauté avec un œuf, des petits pois et un peu de sauce soja."),
        ("jardin", "Comment garder du basilic en vie sur un rebord de fenêtre ?",
         "Du soleil, de l’eau quand la terre est sèche en surface, et pincez les fleurs."),
        ("jardin", "À quelle fréquence arroser un cactus ?",
         "Toutes les deux ou trois semaines en été, bien moins en hiver."),
        ("jardin", "Quand planter des bulbes de tulipes ?", "En automne, quelques semaines avant que le sol ne gèle."),
        ("voyage", "Que prendre pour un week-end de randonnée ?",
         "Des couches de vêtements, un imperméable, de bonnes chaussettes, de l’eau et un en-cas."),
        ("voyage", "Une astuce pour dormir dans un train de nuit ?",
         "Des bouchons d’oreilles, un masque et une écharpe légère aident beaucoup."),
        ("voyage", "Combien de temps avant le vol arriver à l’aéroport ?",
         "Deux heures avant un vol court suffisent en général."),
        ("culture", "Conseillez-moi un jeu de société pour quatre.",
         "Les Aventuriers du Rail s’apprend vite et se joue bien à quatre."),
        ("culture", "Un film pour une soirée pluvieuse ?",
         "« Le Fabuleux Destin d’Amélie Poulain », tout en douceur."),
        ("culture", "Qu’est-ce qu’un haïku ?", "Un poème bref de trois vers de cinq, sept et cinq syllabes."),
        ("santé", "Quel étirement faire après une journée assise ?",
         "Une flexion avant debout : pliez-vous aux hanches et laissez pendre les bras."),
        ("santé", "Vaut-il mieux courir le matin ou le soir ?",
         "Les deux conviennent ; choisissez le moment que vous pourrez tenir."),
        ("santé", "Combien d’eau boire quand il fait chaud ?",
         "Buvez régulièrement avant d’avoir soif, un peu plus que d’habitude."),
        ("maison", "Comment enlever une tache de café sur une chemise ?",
         "Rincez à l’eau froide, puis tamponnez un peu de liquide vaisselle avant le lavage."),
        ("maison", "Comment rendre la chaîne de mon vélo plus silencieuse ?",
         "Nettoyez-la, huilez-la légèrement, puis essuyez l’excédent."),
        ("maison", "Comment conserver des herbes fraîches ?",
         "Enveloppez-les dans un essuie-tout humide et gardez-les au réfrigérateur."),
    ),
}
_NOTED = {"en": ("Noted.", "Noted, thanks for the update."),
          "fr": ("C’est noté.", "C’est noté, merci pour la mise à jour.")}
_LETTERS = "ABCDEFGHJKLMNPRSTVWXZ"


def generate_bench(turns, questions, seed=1, lang="en", updates=0.25):
    """The lab's generated conversation and its questions, as the engine's generateBench: a dict in the bench's JSON
    format with one case ({"name", "source", "licence", "cases": [{"id", "conversation", "questions"}]}). Facts are
    user turns answered "Noted."; a quarter of them (`updates`) change later; each is probed by one question."""
    for key, value, low, high in (("turns", turns, 4, 1_000_000), ("questions", questions, 1, 100_000),
                                  ("seed", seed, 0, 2 ** 32 - 1)):
        if type(value) is not int or not low <= value <= high:
            raise ValueError(f"{key} must be an integer in {low}..{high} (got {value!r})")
    if lang not in ("en", "fr"):
        raise ValueError(f"lang must be 'en' or 'fr' (got {lang!r})")
    if not 0 <= updates <= 1:
        raise ValueError(f"updates must be in 0..1 (got {updates!r})")
    user_slots = (turns + 1) // 2
    if questions * 2 > user_slots:
        raise ValueError(f"questions must be at most {user_slots // 2} for {turns} turns")
    r = _rng(_imul(seed, 2654435761) ^ _imul(turns, 97) ^ questions)
    used = set()

    def take(slot):
        s = max(0, min(user_slots - 1, slot))
        while s in used:
            s = (s + 1) % user_slots
        used.add(s)
        return s

    positions = []
    for i in range(questions):
        span = user_slots / questions
        positions.append(2 * take(math.floor(i * span + r() * span * 0.5)))
    kinds = _kinds(lang)
    labels, values = set(), set()

    def fresh(make, seen):
        for _ in range(1000):
            v = make()
            if v not in seen:
                seen.add(v)
                return v
        v = f"{make()}{len(seen)}"
        seen.add(v)
        return v

    content = [None] * turns
    domains = [None] * turns
    replies = {}
    qs = []
    for i, pos in enumerate(positions):
        domain, fact, update, question, value_of = kinds[i % len(kinds)]
        label = fresh(lambda: f"{_LETTERS[math.floor(r() * len(_LETTERS))]}{1 + math.floor(r() * 99)}", labels)
        value = fresh(lambda: value_of(r), values)
        content[pos] = fact.format(l=label, v=value)
        domains[pos] = domain
        replies[pos + 1] = _NOTED[lang][0]
        distance = math.floor(math.exp(r() * math.log(turns)))
        after = min(turns - 1, pos + 1 + distance)
        q = {"id": f"q{i + 1}", "after": f"t{after}", "question": question.format(l=label), "answer": value,
             "evidence": [f"t{pos}"], "domain": domain}
        if r() < updates:
            lo = pos // 2 + 1
            hi = (after - 1) // 2
            if hi >= lo:
                slot = lo + math.floor(r() * (hi - lo + 1))
                tries = 0
                while slot in used and tries < hi - lo + 1:
                    slot = lo if slot == hi else slot + 1
                    tries += 1
                if slot not in used:
                    used.add(slot)
                    new_value = fresh(lambda: value_of(r), values)
                    content[2 * slot] = update.format(l=label, v=new_value)
                    domains[2 * slot] = domain
                    replies[2 * slot + 1] = _NOTED[lang][1]
                    q["answer"] = new_value
                    q["previous"] = [value]
                    q["evidence"] = [f"t{2 * slot}"]
        qs.append(q)
    filler = _FILLER[lang]
    f = math.floor(r() * len(filler))
    conversation = []
    for t in range(turns):
        text, domain = content[t], domains[t]
        if t % 2 == 0 and text is None:
            domain, text, _ = filler[f % len(filler)]
        elif t % 2 == 1:
            reply = replies.get(t)
            d, _, answer = filler[f % len(filler)]
            text = answer if reply is None else reply
            domain = d if reply is None else (domains[t - 1] if domains[t - 1] is not None else d)
            f += 1 + math.floor(r() * 3)
        conversation.append({"id": f"t{t}", "role": "user" if t % 2 == 0 else "assistant", "content": text,
                             "domain": domain})
    qs.sort(key=lambda q: (int(q["after"][1:]), int(q["id"][1:])))
    return {"name": f"generated-{lang}-{turns}-turns-{questions}-questions-seed-{seed}",
            "source": "Agent Memory Lab generator (src/engine/memoryBench/generator.ts)",
            "licence": "generated by the lab", "cases": [{"id": "generated", "conversation": conversation,
                                                          "questions": qs}]}


DEFAULT_SYSTEM_PROMPT = ("You are a helpful assistant with a memory of this conversation. Use what the context below "
                         "holds to answer.")
# gpt-4o-mini's input price, USD per million tokens (the engine's default price row, src/engine/cost/prices.ts).
INPUT_PRICE_PER_MILLION = 0.15


def approx_tokens(text):
    """The notebook's proxy, as the engine counts it: ceil(length / 4), the length in UTF-16 units (JavaScript's)."""
    return -(-(len(text.encode("utf-16-le")) // 2) // 4)


@dataclass
class CustomStrategy:
    """A strategy written outside the bench (exercise 6): the last `window` turns, and the earlier turns its memory
    brings back. `create()` is called once per conversation and returns the memory: the bench calls
    `memory.ajouter(turn, index)` after each turn (a Message) and `memory.rappeler(query, before)` for each request
    (the query is the latest user turn, or the question; `before` is the first index of the window). Indexes it
    returns that are not earlier turns are ignored; the others are sent in conversation order."""
    name: str
    window: int
    create: object


def _is_custom(spec):
    # By its fields, not its class: the student's code and the tests each get their own copy of this module.
    return all(hasattr(spec, a) for a in ("name", "window", "create"))


def _strategy(spec):
    if _is_custom(spec):
        if type(spec.window) is not int or spec.window < 0:
            raise ValueError(f"the window of {spec.name!r} must be an integer ≥ 0 (got {spec.window!r})")
        return spec
    if spec == "unbounded":
        return spec
    m = re.fullmatch(r"window:(\d+)", spec) if isinstance(spec, str) else None
    if not m or int(m.group(1)) < 1:
        raise ValueError(f'strategy must be "unbounded", "window:N" or a CustomStrategy (got {spec!r})')
    return spec


def _selected(memory, query, before):
    if not query:
        return []
    picked = memory.rappeler(query, before)
    return sorted({i for i in picked if type(i) is int and 0 <= i < before})


def run_bench(data, strategies):
    """The bench's figures for each strategy, as the engine's runBench counts them (tokens: the chars/4 proxy): a
    list of dicts {"strategy", "questions", "evidence_recall", "answer_in_context", "tokens_per_turn",
    "total_tokens", "cost_usd", "drift", "per_question"}. A request is [system][earlier turns][window]; after
    every turn one is sent (the bill); after the turn a question follows, the question's is checked: its evidence
    turns (whole) and its answer (case-insensitive) in the context."""
    specs = [_strategy(s) for s in strategies]
    system = DEFAULT_SYSTEM_PROMPT
    system_tokens = approx_tokens(system)
    out = []
    for spec in specs:
        custom = _is_custom(spec)
        name = spec.name if custom else spec
        total = turns_seen = 0
        per_question = []
        for case in data["cases"]:
            conv = case["conversation"]
            index = {turn["id"]: i for i, turn in enumerate(conv)}
            tok = [approx_tokens(f"[{turn['role']}] {turn['content']}") for turn in conv]
            cum = [0]
            for n in tok:
                cum.append(cum[-1] + n)
            lower = [turn["content"].lower() for turn in conv]
            by_after = {}
            for q in case["questions"]:
                by_after.setdefault(index[q["after"]], []).append(q)
            memory = spec.create() if custom else None
            window = None if spec == "unbounded" else (spec.window if custom else int(spec.split(":")[1]))
            key, items, last_user = None, [], ""
            for t, turn in enumerate(conv):
                if turn["role"] == "user":
                    last_user = turn["content"]
                if custom and hasattr(memory, "ajouter"):
                    memory.ajouter(Message(turn["role"], turn["content"], t), t)
                lo = 0 if window is None else max(0, t - window + 1)
                if custom and key != (lo, last_user):
                    items, key = _selected(memory, last_user, lo), (lo, last_user)
                total += system_tokens + sum(tok[i] for i in items) + cum[t + 1] - cum[lo]
                turns_seen += 1
                for q in by_after.get(t, []):
                    chosen = _selected(memory, q["question"], lo) if custom else []
                    evidence = [index[e] for e in q["evidence"]]
                    recalled = sum(1 for e in evidence if lo <= e <= t or e in chosen)

                    def holds(text, chosen=chosen, lo=lo, t=t):
                        needle = text.lower()
                        return bool(needle) and (needle in system.lower() or any(needle in lower[i] for i in chosen)
                                                 or any(needle in lower[i] for i in range(lo, t + 1)))

                    answer_in = holds(q["answer"])
                    drift = None
                    if q.get("previous"):
                        old = any(holds(v) for v in q["previous"])
                        drift = ("both" if old else "new") if answer_in else ("old" if old else "neither")
                    per_question.append({
                        "case": case["id"], "question_id": q["id"], "evidence": len(evidence), "recalled": recalled,
                        "evidence_recall": recalled / len(evidence) if evidence else None,
                        "answer_in_context": answer_in, "drift": drift,
                        "memory_tokens": sum(tok[i] for i in chosen), "selected": chosen})
        with_evidence = [q["evidence_recall"] for q in per_question if q["evidence_recall"] is not None]
        drift = {"new": 0, "old": 0, "both": 0, "neither": 0}
        for q in per_question:
            if q["drift"] is not None:
                drift[q["drift"]] += 1
        out.append({
            "strategy": name, "questions": len(per_question),
            "evidence_recall": sum(with_evidence) / len(with_evidence) if with_evidence else 0,
            "answer_in_context": (sum(1 for q in per_question if q["answer_in_context"]) / len(per_question)
                                  if per_question else 0),
            "tokens_per_turn": total / turns_seen if turns_seen else 0, "total_tokens": total,
            "cost_usd": total * INPUT_PRICE_PER_MILLION / 1e6, "drift": drift, "per_question": per_question})
    return out


# ---- Chapter 6: the generator's tools=1 form (src/engine/memoryBench/toolGenerator.ts), which exercise 8's Python
# tests grade with. test/exercises/pythonToolBench.test.ts checks that it gives the engine's data.
_TOOLS = ("read_file", "search", "run_tests")
_MODULES = ("billing", "auth", "cache", "search", "upload", "report", "queue", "mailer", "profile", "export")
_FILES = ("index", "service", "store", "routes", "config", "utils")
_TOOL_TEXT = {
    "en": {
        "task": "The {m} module misbehaves: find out why and fix it.",
        "task_fact": "The {m} module misbehaves: find out why and fix it. Also, the release of module {l} is frozen "
                     "until {d}.",
        "reply": "I changed the {m} module and the tests pass now.",
        "read_file": "What is the value of the constant PORT_{l} in the code read earlier?",
        "search": "Who is the on-call contact for service {l}?",
        "run_tests": "Which checksum did the failing test test_{ll} expect?",
        "user": "Until which day is the release of module {l} frozen?",
        "read_head": "// src/{m}/{f}.ts ({n} lines)",
        "search_head": '{n} matches for "{m} {f}"',
        "tests_head": "{n} tests in {m}, {k} failed",
        "passed": "passed",
        "failed": "FAILED",
        "oncall": "docs/oncall.md:{n}: the on-call contact for service {l} is {a}.",
        "checksum": "  FAILED test_{ll}: expected checksum {a}, got none",
    },
    "fr": {
        "task": "Le module {m} se comporte mal : trouvez pourquoi et corrigez-le.",
        "task_fact": "Le module {m} se comporte mal : trouvez pourquoi et corrigez-le. Au fait, la livraison du "
                     "module {l} est gelée jusqu’à {d}.",
        "reply": "J’ai modifié le module {m} et les tests passent maintenant.",
        "read_file": "Quelle est la valeur de la constante PORT_{l} dans le code lu plus tôt ?",
        "search": "Qui est le contact d’astreinte du service {l} ?",
        "run_tests": "Quelle somme de contrôle le test en échec test_{ll} attendait-il ?",
        "user": "Jusqu’à quel jour la livraison du module {l} est-elle gelée ?",
        "read_head": "// src/{m}/{f}.ts ({n} lignes)",
        "search_head": "{n} résultats pour «\u00a0{m} {f}\u00a0»",
        "tests_head": "{n} tests dans {m}, {k} en échec",
        "passed": "réussi",
        "failed": "ÉCHEC",
        "oncall": "docs/astreinte.md:{n}\u00a0: le contact d’astreinte du service {l} est {a}.",
        "checksum": "  ÉCHEC test_{ll}\u00a0: somme de contrôle attendue {a}, aucune obtenue",
    },
}


def _to_fixed0(x):
    """JavaScript's x.toFixed(0) for 0 <= x < 2**52: the exact value rounded half up (x - floor(x) is exact there)."""
    whole = math.floor(x)
    return str(whole + (1 if x - whole >= 0.5 else 0))


def _call_text(tool, module, file):
    if tool == "read_file":
        return f'read_file("src/{module}/{file}.ts")'
    if tool == "search":
        return f'search("{module} {file}")'
    return f'run_tests("{module}")'


def _result_text(tool, module, file, r, lang, fact=None):
    text = _TOOL_TEXT[lang]
    lines = []
    n = 16 + math.floor(r() * 10)
    for i in range(n):
        k = math.floor(r() * 1000)
        if tool == "read_file":
            if i % 4 == 0:
                lines.append(f"export function {file}{module[0].upper()}{module[1:]}{k}(input: Input): Output {{")
            else:
                lines.append(f"  const step{i} = compute(input.{_pick(_WORDS, r)}, {k}); // {module} {file}")
        elif tool == "search":
            lines.append(f'src/{module}/{_pick(_FILES, r)}.ts:{k}: const {_pick(_WORDS, r)} = load("{module}", {i});')
        else:
            status = text["failed"] if i % 7 == 6 else text["passed"]
            word = _pick(_WORDS, r)
            lines.append(f"  {status} test_{module}_{word}_{k} ({_to_fixed0(r() * 90 + 5)} ms)")
    if fact is not None:
        lines.insert(2 + math.floor(r() * (len(lines) - 2)), fact)
    if tool == "read_file":
        head = text["read_head"].format(m=module, f=file, n=n)
    elif tool == "search":
        head = text["search_head"].format(m=module, f=file, n=n)
    else:
        head = text["tests_head"].format(m=module, n=n, k=sum(1 for line in lines if text["failed"] in line))
    return "\n".join([head] + lines)


def generate_tool_bench(turns, questions, seed=1, lang="en"):
    """The conversation of an agent that calls tools, as the engine's generateToolBench (tools=1): a dict in the
    bench's JSON format with one case. Facts are planted in tool results (a constant in a file read, a contact a
    search found, a failing test's expected checksum) or in a user's task; each is probed by one question."""
    for key, value, low, high in (("turns", turns, 4, 1_000_000), ("questions", questions, 1, 100_000),
                                  ("seed", seed, 0, 2 ** 32 - 1)):
        if type(value) is not int or not low <= value <= high:
            raise ValueError(f"{key} must be an integer in {low}..{high} (got {value!r})")
    if lang not in ("en", "fr"):
        raise ValueError(f"lang must be 'en' or 'fr' (got {lang!r})")
    r = _rng(_imul(seed, 2654435761) ^ _imul(turns, 97) ^ questions ^ 0x7001)
    slots = []
    while len(slots) < turns:
        module = _pick(_MODULES, r)
        slots.append({"kind": "user", "module": module, "file": _pick(_FILES, r)})
        for _ in range(1 + math.floor(r() * 3)):
            tool = _pick(_TOOLS, r)
            file = _pick(_FILES, r)
            slots.append({"kind": "call", "tool": tool, "module": module, "file": file})
            slots.append({"kind": "result", "tool": tool, "module": module, "file": file})
        slots.append({"kind": "reply", "module": module, "file": ""})
    del slots[turns:]
    eligible = [i for i, s in enumerate(slots) if s["kind"] in ("result", "user")]
    if questions > len(eligible) // 2:
        raise ValueError(f"questions must be at most {len(eligible) // 2} for {turns} turns with tools (half the "
                         "tasks and tool results)")
    facts = {}
    qs = []
    labels, values = set(), set()

    def fresh(make, seen):
        v = make()
        k = 0
        while v in seen and k < 1000:
            v = make()
            k += 1
        if v in seen:
            v = f"{v}{len(seen)}"
        seen.add(v)
        return v

    text = _TOOL_TEXT[lang]
    span = len(eligible) / questions
    for i in range(questions):
        e = math.floor(i * span + r() * span * 0.5)
        while eligible[e % len(eligible)] in facts:
            e += 1
        pos = eligible[e % len(eligible)]
        slot = slots[pos]
        label = fresh(lambda: f"{_pick(_LETTERS, r)}{1 + math.floor(r() * 99)}", labels)
        if slot["kind"] == "user":
            def day():
                d = _pick(_DAYS[lang], r)
                week = 10 + math.floor(r() * 42)
                return f"{d} of week {week}" if lang == "en" else f"{d} de la semaine {week}"
            answer = fresh(day, values)
            fact = text["task_fact"].format(m=slot["module"], l=label, d=answer)
            question = text["user"].format(l=label)
        elif slot["tool"] == "read_file":
            answer = fresh(lambda: str(1000 + math.floor(r() * 9000)), values)
            fact = f"export const PORT_{label} = {answer};"
            question = text["read_file"].format(l=label)
        elif slot["tool"] == "search":
            answer = fresh(lambda: f"{_pick(_NAMES, r)} {_pick(_LETTERS, r)}", values)
            fact = text["oncall"].format(n=1 + math.floor(r() * 200), l=label, a=answer)
            question = text["search"].format(l=label)
        else:
            answer = fresh(lambda: f"{_pick(_WORDS, r)}{10 + math.floor(r() * 90)}", values)
            fact = text["checksum"].format(ll=label.lower(), a=answer)
            question = text["run_tests"].format(ll=label.lower())
        facts[pos] = {"fact": fact, "question": question, "answer": answer}
        distance = math.floor(math.exp(r() * math.log(turns)))
        qs.append({"id": f"q{i + 1}", "after": f"t{min(turns - 1, pos + distance)}", "question": question,
                   "answer": answer, "evidence": [f"t{pos}"]})
    conversation = []
    for i, s in enumerate(slots):
        planted = facts.get(i)
        if s["kind"] == "user":
            content = planted["fact"] if planted else text["task"].format(m=s["module"])
        elif s["kind"] == "call":
            content = _call_text(s["tool"], s["module"], s["file"])
        elif s["kind"] == "result":
            content = _result_text(s["tool"], s["module"], s["file"], r, lang, planted["fact"] if planted else None)
        else:
            content = text["reply"].format(m=s["module"])
        role = "user" if s["kind"] == "user" else "tool" if s["kind"] == "result" else "assistant"
        conversation.append({"id": f"t{i}", "role": role, "content": content})
    qs.sort(key=lambda q: (int(q["after"][1:]), int(q["id"][1:])))
    return {"name": f"generated-tools-{lang}-{turns}-turns-{questions}-questions-seed-{seed}",
            "source": "Agent Memory Lab generator, tools=1 (src/engine/memoryBench/toolGenerator.ts)",
            "licence": "generated by the lab", "cases": [{"id": "generated-tools", "conversation": conversation,
                                                          "questions": qs}]}
