import { sectionNav } from '../chapters';
import type { Block, Section } from '../types';

// Seed section 2: the rolling window (a deque with maxlen), its demo and its output.

const rollingWindow = String.raw`@dataclass
class Message:
    role: str  # user / assistant / system / tool
    content: str
    ts: float = field(default_factory=time.time)
    importance: float = 1.0


class RollingWindow:
    def __init__(self, max_messages: int):
        if max_messages < 1:
            raise ValueError("max_messages >= 1 requis.")
        self.max = max_messages
        self._buf = deque(maxlen=max_messages)
        self._evicted_total = 0

    def append(self, msg):
        ev = []
        if len(self._buf) == self.max:
            ev.append(self._buf[0])
        self._buf.append(msg)
        self._evicted_total += len(ev)
        return ev

    def __len__(self):
        return len(self._buf)

    def render(self):
        return "\n".join(f"[{m.role}] {m.content}" for m in self._buf)


# Demonstration : 6 messages dans une fenetre de taille 4.
rw = RollingWindow(max_messages=4)
for i in range(6):
    m = Message(role="user" if i % 2 == 0 else "assistant",
                content=f"message #{i}")
    ev = rw.append(m)
    label = f"  -> evince(s) : {[e.content for e in ev]}" if ev else ""
    print(f"append #{i}: taille={len(rw)}{label}")
print()
print("Contenu final de la fenetre :")
print(rw.render())
print(f"Total evicques sur la duree de vie : {rw._evicted_total}")`;
const rollingWindowOut = String.raw`append #0: taille=1
append #1: taille=2
append #2: taille=3
append #3: taille=4
append #4: taille=4  -> evince(s) : ['message #0']
append #5: taille=4  -> evince(s) : ['message #1']

Contenu final de la fenetre :
[user] message #2
[assistant] message #3
[user] message #4
[assistant] message #5
Total evicques sur la duree de vie : 2`;

const fr: Block[] = [
  {
    kind: 'p',
    text: 'Le mécanisme le plus simple : la mémoire courante est un `deque(maxlen=N)` qui conserve les N derniers messages. Au-delà, les plus anciens sont automatiquement évincés (FIFO).',
  },
  {
    kind: 'p',
    text: "**Avantage** : O(1) en insertion et en éviction, déterministe. **Limite** : aucune information n'est préservée au-delà de la fenêtre (oubli total). Un message important du tour 3 est perdu au tour N+3.",
  },
  { kind: 'code', language: 'python', code: rollingWindow, caption: "Python, notebook d'origine" },
  { kind: 'output', text: rollingWindowOut, caption: 'Sortie' },
  {
    kind: 'p',
    text: "**Lecture de la sortie.** Les messages #0 et #1 ont été évincés (les sorties `evince(s) : ['message #0']` puis `['message #1']` apparaissent sur les appends #4 et #5). Au final, la fenêtre contient les messages #2 à #5, dans l'ordre. Le total évincé cumulé est 2, et la taille de la fenêtre reste bornée à 4 quel que soit le nombre d'appels.",
  },
  { kind: 'widget', widget: 'visualizer', props: { preset: 'rolling-window' } },
  { kind: 'widget', widget: 'cell', props: { demo: 'rolling-window' } },
];

const en: Block[] = [
  {
    kind: 'p',
    text: 'The simplest mechanism: the current memory is a `deque(maxlen=N)` that keeps the last N messages. Beyond that, the oldest ones are evicted automatically (FIFO).',
  },
  {
    kind: 'p',
    text: '**Advantage**: O(1) insertion and eviction, deterministic. **Limit**: nothing is kept beyond the window (total forgetting). An important message from turn 3 is lost at turn N+3.',
  },
  {
    kind: 'code',
    language: 'python',
    code: rollingWindow,
    caption: 'Python, from the original notebook (it prints in French)',
  },
  { kind: 'output', text: rollingWindowOut, caption: 'Output' },
  {
    kind: 'p',
    text: "**Reading the output.** Messages #0 and #1 were evicted (`evince(s) : ['message #0']`, then `['message #1']`, French for \"evicted\", show up on appends #4 and #5; `taille` is the size). In the end the window holds messages #2 to #5, in order. The cumulative number evicted is 2, and the window's size stays bounded at 4 however many appends are made.",
  },
  { kind: 'widget', widget: 'visualizer', props: { preset: 'rolling-window' } },
  { kind: 'widget', widget: 'cell', props: { demo: 'rolling-window' } },
];

// Slug and title come from the navigation data (../chapters.ts), so each is written once.
export const rollingWindowSection: Section = { ...sectionNav('1', 'rolling-window'), blocks: { fr, en } };
