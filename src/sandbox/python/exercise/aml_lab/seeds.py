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
