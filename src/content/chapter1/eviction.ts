import { sectionNav } from '../chapters';
import type { Block, Section } from '../types';

// Seed section 4: FIFO, LRU and importance-scored eviction, their demos and the seed's reading.

const eviction = String.raw`class LRUMemory:
    def __init__(self, max_messages: int):
        if max_messages < 1:
            raise ValueError("max_messages >= 1 requis.")
        self.max = max_messages
        self._store = OrderedDict()
        self._evicted = []

    def append(self, msg):
        ev = []
        if len(self._store) >= self.max:
            evicted_id, evicted_msg = self._store.popitem(last=False)
            ev.append(evicted_msg)
            self._evicted.append(evicted_msg)
        self._store[id(msg)] = msg
        return ev

    def touch(self, msg):
        for k, v in list(self._store.items()):
            if v is msg:
                self._store.move_to_end(k)
                return

    def render(self):
        return "\n".join(f"[{m.role}] {m.content}" for m in self._store.values())

    def __len__(self):
        return len(self._store)


class ImportanceMemory:
    def __init__(self, max_messages: int):
        if max_messages < 1:
            raise ValueError("max_messages >= 1 requis.")
        self.max = max_messages
        self._items = []
        self._evicted = []

    def append(self, msg):
        ev = []
        if len(self._items) >= self.max:
            victim = min(self._items, key=lambda m: (m.importance, m.ts))
            self._items.remove(victim)
            self._evicted.append(victim)
            ev.append(victim)
        self._items.append(msg)
        return ev

    def render(self):
        return "\n".join(f"[{m.role}] (imp={m.importance:.2f}) {m.content}" for m in self._items)

    def __len__(self):
        return len(self._items)


# Demonstration : 5 messages dans une LRU de taille 3.
lru = LRUMemory(max_messages=3)
msgs = []
for i in range(5):
    m = Message(role="user", content=f"message #{i}")
    msgs.append(m)
    lru.append(m)
print("Apres 5 insertions, contenu LRU (du plus ancien au plus recent) :")
print(lru.render())
print()
print("On touche msgs[1], deja evince -> sans effet : touch() ne ressuscite pas un message sorti.")
lru.touch(msgs[1])
print(lru.render())
print()
print("On touche msgs[2], le LRU courant (encore en memoire) -> il devient MRU.")
lru.touch(msgs[2])
print(lru.render())
print()
ev = lru.append(Message(role="user", content="message #5"))
print(f"Insertion de #5 -> le message evince est : {ev[0].content}")
print("Contenu final (le message touche a survecu a l'eviction) :")
print(lru.render())

# Demonstration importance-scored : un message important survit a un message recu mais banal.
imp = ImportanceMemory(max_messages=3)
for contenu, importance in [("a", 1.0), ("b", 1.0), ("c", 1.0),
                            ("d", 1.0),
                            ("PENSEE-CLE : ne jamais committer un secret", 10.0)]:
    imp.append(Message(role="user", content=contenu, importance=importance))
print()
print("ImportanceMemory apres 5 insertions :")
print(imp.render())`;
const evictionOut = String.raw`Apres 5 insertions, contenu LRU (du plus ancien au plus recent) :
[user] message #2
[user] message #3
[user] message #4

On touche msgs[1], deja evince -> sans effet : touch() ne ressuscite pas un message sorti.
[user] message #2
[user] message #3
[user] message #4

On touche msgs[2], le LRU courant (encore en memoire) -> il devient MRU.
[user] message #3
[user] message #4
[user] message #2

Insertion de #5 -> le message evince est : message #3
Contenu final (le message touche a survecu a l'eviction) :
[user] message #4
[user] message #2
[user] message #5

ImportanceMemory apres 5 insertions :
[user] (imp=1.00) c
[user] (imp=1.00) d
[user] (imp=10.00) PENSEE-CLE : ne jamais committer un secret`;

const fr: Block[] = [
  {
    kind: 'p',
    text: "La fenêtre glissante est FIFO par construction. Mais on peut choisir une **politique d'éviction** : quand la mémoire est pleine, lequel sacrifier ?",
  },
  {
    kind: 'list',
    items: [
      '**FIFO** : le plus ancien (défaut de `deque(maxlen=N)`).',
      "**LRU** (Least Recently Used) : celui qu'on n'a pas lu ou cité depuis le plus longtemps. Nécessite un compteur d'accès par message.",
      "**Importance-scored** : celui dont l'importance est la plus basse. Nécessite un score (calculé par le LLM, par l'usage, par les outils appelés, etc.).",
    ],
  },
  {
    kind: 'p',
    text: 'Implémentation : `LRUMemory` et `ImportanceMemory` comme variantes de `RollingWindow` (mêmes opérations, politique de remplacement différente).',
  },
  { kind: 'code', language: 'python', code: eviction, caption: "Python, notebook d'origine" },
  { kind: 'output', text: evictionOut, caption: 'Sortie' },
  {
    kind: 'p',
    text: "**Lecture de la sortie.** Sur la mémoire LRU : après 5 insertions dans une fenêtre de 3, le contenu est #2 / #3 / #4 (du plus ancien au plus récent). On touche d'abord `msgs[1]`, déjà évincé : `touch()` ne fait rien, la mémoire reste #2 / #3 / #4 – un message sorti ne se ressuscite pas. On touche ensuite `msgs[2]`, le LRU courant : il passe en queue (#3 / #4 / #2). L'insertion de #5 évince alors #3 (le LRU) et non #2 : le message touché a survécu à l'éviction, la mémoire finale est #4 / #2 / #5. La promotion MRU est donc visible dans la sortie, et non seulement annoncée. Sur l'`ImportanceMemory` : après 5 insertions, le message PENSEE-CLE (importance 10) survit alors qu'il a été inséré en dernier, parce que les 4 précédents (tous d'importance 1) ont été préférés à tour de rôle ; à la 5e insertion, le LRU-parmi-les-faibles est éliminé et le message important reste.",
  },
  {
    kind: 'note',
    tone: 'seed',
    title: 'LRU : ordre de récence, et un touch() en O(1)',
    text: "Le LRU du notebook n'a pas de compteur d'accès : l'`OrderedDict` garde l'ordre de récence, et `touch()` remet le message en queue. Mais ce `touch()` parcourt toute la mémoire pour retrouver le message (O(n) par accès). Le moteur du labo (`LruMemory`) garde le même ordre dans une `Map` indexée par le message : `touch()` et l'éviction sont en O(1), et `touch()` renvoie `false` quand le message n'est plus là.",
  },
  {
    kind: 'note',
    tone: 'seed',
    title: 'Importance : quel message part, exactement ?',
    text: "La règle du code est : évincer le message de plus petit couple (importance, ts), c'est-à-dire **le plus ancien parmi les moins importants** (par date d'insertion). Ce n'est pas un « LRU parmi les faibles » comme le dit la lecture : un accès ne change pas `ts`, l'usage n'y joue aucun rôle. Le notebook cherche cette victime par un `min` linéaire (O(n) par insertion) ; le moteur du labo (`ImportanceMemory`) la tire d'un tas binaire (O(log n)). Enfin, la démonstration ne met pas vraiment la survie à l'épreuve : la victime est choisie **avant** d'ajouter le nouveau message, donc PENSEE-CLE, inséré en dernier, ne pouvait pas partir. L'épreuve vient à l'insertion suivante : ajoutez un message ordinaire dans le visualiseur, c'est `c` qui part et PENSEE-CLE reste.",
  },
  { kind: 'widget', widget: 'visualizer', props: { preset: 'lru' } },
  { kind: 'widget', widget: 'cell', props: { demo: 'lru' } },
  { kind: 'widget', widget: 'visualizer', props: { preset: 'importance' } },
  { kind: 'widget', widget: 'cell', props: { demo: 'importance' } },
  { kind: 'h', text: 'Les trois politiques côte à côte' },
  {
    kind: 'p',
    text: "La même conversation sous FIFO, LRU et importance en même temps : pour chacune, le nombre de messages retenus, l'importance moyenne retenue, le tour de la première éviction, et si un message clé choisi a survécu.",
  },
  { kind: 'widget', widget: 'visualizer', props: { preset: 'compare' } },
];

const en: Block[] = [
  {
    kind: 'p',
    text: 'The rolling window is FIFO by construction. But we can choose an **eviction policy**: when memory is full, which message to sacrifice?',
  },
  {
    kind: 'list',
    items: [
      '**FIFO**: the oldest one (the default of `deque(maxlen=N)`).',
      '**LRU** (Least Recently Used): the one not read or cited for the longest time. Needs an access counter per message.',
      '**Importance-scored**: the one with the lowest importance. Needs a score (computed by the LLM, by usage, by the tools called, etc.).',
    ],
  },
  {
    kind: 'p',
    text: 'Implementation: `LRUMemory` and `ImportanceMemory` as variants of `RollingWindow` (same operations, a different replacement policy).',
  },
  {
    kind: 'code',
    language: 'python',
    code: eviction,
    caption: 'Python, from the original notebook (it prints in French)',
  },
  { kind: 'output', text: evictionOut, caption: 'Output' },
  {
    kind: 'p',
    text: '**Reading the output.** For the LRU memory: after 5 insertions into a window of 3, the content is #2 / #3 / #4 (oldest to most recent). First we touch `msgs[1]`, already evicted: `touch()` does nothing, the memory stays #2 / #3 / #4 – an evicted message is not brought back. Then we touch `msgs[2]`, the current LRU: it moves to the tail (#3 / #4 / #2). Inserting #5 then evicts #3 (the LRU), not #2: the touched message survived the eviction, and the final memory is #4 / #2 / #5. The MRU promotion is thus visible in the output, not just announced. For the `ImportanceMemory`: after 5 insertions, the PENSEE-CLE ("key thought") message (importance 10) survives although it was inserted last, because the previous 4 (all of importance 1) were chosen in turn; at the 5th insertion the LRU-among-the-weak is removed and the important message stays.',
  },
  {
    kind: 'note',
    tone: 'seed',
    title: 'LRU: recency order, and an O(1) touch()',
    text: "The notebook's LRU has no access counter: the `OrderedDict` keeps the recency order, and `touch()` moves the message to the tail. But that `touch()` scans the whole memory to find the message (O(n) per access). The lab's engine (`LruMemory`) keeps the same order in a `Map` keyed by the message: `touch()` and eviction are O(1), and `touch()` returns `false` when the message is no longer held.",
  },
  {
    kind: 'note',
    tone: 'seed',
    title: 'Importance: which message leaves, exactly?',
    text: 'The code\'s rule is: evict the message with the smallest (importance, ts) pair, that is **the oldest among the least important** (by insertion time). It is not an "LRU among the weak" as the reading says: an access does not change `ts`, usage plays no part. The notebook looks for this victim with a linear `min` (O(n) per insertion); the lab\'s engine (`ImportanceMemory`) takes it from a binary heap (O(log n)). Finally, the demo does not really put survival to the test: the victim is chosen **before** the new message is added, so PENSEE-CLE, inserted last, could not leave. The test comes with the next insertion: add an ordinary message in the visualizer, `c` leaves and PENSEE-CLE stays.',
  },
  { kind: 'widget', widget: 'visualizer', props: { preset: 'lru' } },
  { kind: 'widget', widget: 'cell', props: { demo: 'lru' } },
  { kind: 'widget', widget: 'visualizer', props: { preset: 'importance' } },
  { kind: 'widget', widget: 'cell', props: { demo: 'importance' } },
  { kind: 'h', text: 'The three policies side by side' },
  {
    kind: 'p',
    text: 'The same conversation under FIFO, LRU and importance at once: for each, the number of messages retained, the mean importance retained, the turn of the first eviction, and whether a chosen key message survived.',
  },
  { kind: 'widget', widget: 'visualizer', props: { preset: 'compare' } },
];

// Slug and title come from the navigation data (../chapters.ts), so each is written once.
export const evictionSection: Section = { ...sectionNav('1', 'eviction'), blocks: { fr, en } };
