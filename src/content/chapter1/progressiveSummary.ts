import { sectionNav } from '../chapters';
import type { Block, Section } from '../types';

// Seed section 3: the progressive summary fed by the rolling window's evictions.

const summary = String.raw`@dataclass
class ProgressiveSummary:
    chunks: List[str] = field(default_factory=list)
    max_chars_per_chunk: int = 80

    def ajouter(self, msg):
        # HOOK production : remplacer par summarize(msg.content) (appel LLM).
        c = msg.content
        if len(c) > self.max_chars_per_chunk:
            c = c[: self.max_chars_per_chunk - 3] + "..."
        prefix = f"[{msg.role}]"
        self.chunks.append(f"{prefix} {c}")

    def render(self, max_chars=None):
        body = "\n--\n".join(self.chunks)
        if max_chars is not None and len(body) > max_chars:
            return body[: max_chars - 3] + "..."
        return body

    def __len__(self):
        return sum(len(c) for c in self.chunks)


# Demonstration : on couple RollingWindow et ProgressiveSummary.
rw2 = RollingWindow(max_messages=3)
sm = ProgressiveSummary()
for i in range(7):
    m = Message(role="user" if i % 2 == 0 else "assistant",
                content=f"Le projet X en est a l'iteration {i} et les tests passent presque tous sauf un edge case.")
    for evicted in rw2.append(m):
        sm.ajouter(evicted)
print("Fenetre finale :")
print(rw2.render())
print()
print(f"Resume cumulatif ({len(sm)} caracteres) :")
print(sm.render(max_chars=300))`;
const summaryOut = String.raw`Fenetre finale :
[user] Le projet X en est a l'iteration 4 et les tests passent presque tous sauf un edge case.
[assistant] Le projet X en est a l'iteration 5 et les tests passent presque tous sauf un edge case.
[user] Le projet X en est a l'iteration 6 et les tests passent presque tous sauf un edge case.

Resume cumulatif (358 caracteres) :
[user] Le projet X en est a l'iteration 0 et les tests passent presque tous sauf un ...
--
[assistant] Le projet X en est a l'iteration 1 et les tests passent presque tous sauf un ...
--
[user] Le projet X en est a l'iteration 2 et les tests passent presque tous sauf un ...
--
[assistant] Le proj...`;

const fr: Block[] = [
  {
    kind: 'p',
    text: "Quand un message est évincé de la fenêtre glissante, son contenu est perdu. Pour préserver l'information ancienne sous une forme compacte, on accumule un **résumé cumulatif** : à chaque éviction, on concatène le message évincé au résumé en cours (ou on appelle un LLM pour le paraphraser).",
  },
  {
    kind: 'p',
    text: 'Stratégie simplifiée (notebook CPU-pur) : troncature à 80 caractères par message évincé, concaténation par saut de ligne. En production, remplacer par `summarize(msg) -> str` (cf. `# HOOK`). Le résumé reste borné par construction : on peut le résumer à son tour quand il dépasse `max_resume_chars`.',
  },
  { kind: 'code', language: 'python', code: summary, caption: "Python, notebook d'origine" },
  { kind: 'output', text: summaryOut, caption: 'Sortie' },
  {
    kind: 'p',
    text: "**Lecture de la sortie.** Sur 7 messages avec une fenêtre de 3, 4 messages ont été évincés et versés dans le résumé cumulatif. Le résumé préserve l'information ancienne sous forme tronquée (80 caractères par chunk) ; le lecteur voit que les 3 messages les plus récents sont dans la fenêtre et que les 4 précédents survivent sous forme compressée. En branchant un `summarize()` LLM sur la méthode `ajouter()`, on obtient un résumé sémantique (au lieu d'une simple troncature).",
  },
  {
    kind: 'note',
    tone: 'seed',
    title: 'Ce que le notebook affirme trop vite',
    text: "« Le résumé reste borné par construction » : pas dans ce code. `chunks` grandit d'un chunk par éviction sans limite, et `max_resume_chars` n'existe nulle part ; seul `render(max_chars=300)` coupe **à l'affichage**, ce qui explique le `[assistant] Le proj...` final : le quatrième chunk est tronqué par `render`, pas par le résumé. De même, les « 358 caractères » de `len(sm)` ne comptent que les chunks (87 + 92 + 87 + 92) : avec les trois séparateurs `\\n--\\n`, le texte complet fait 370 caractères. Le « budget du résumé » du labo borne ce qui est **envoyé** au modèle (le résumé est coupé au budget, comme `render(max_chars)`), mais les chunks stockés continuent de grandir : pour borner aussi le stockage, un vrai système résume à nouveau le résumé (appel LLM) quand il dépasse le budget.",
  },
  { kind: 'widget', widget: 'visualizer', props: { preset: 'summary' } },
  { kind: 'widget', widget: 'cell', props: { demo: 'summary' } },
];

const en: Block[] = [
  {
    kind: 'p',
    text: 'When a message is evicted from the rolling window, its content is lost. To keep old information in a compact form, we accumulate a **cumulative summary**: on each eviction, the evicted message is appended to the running summary (or an LLM is called to paraphrase it).',
  },
  {
    kind: 'p',
    text: 'Simplified strategy (CPU-only notebook): truncation to 80 characters per evicted message, joined by line breaks. In production, replace it with `summarize(msg) -> str` (see `# HOOK`). The summary stays bounded by construction: it can itself be summarized when it exceeds `max_resume_chars`.',
  },
  {
    kind: 'code',
    language: 'python',
    code: summary,
    caption: 'Python, from the original notebook (it prints in French)',
  },
  { kind: 'output', text: summaryOut, caption: 'Output' },
  {
    kind: 'p',
    text: '**Reading the output.** With 7 messages and a window of 3, 4 messages were evicted and poured into the cumulative summary (`Fenetre finale` is the final window, `Resume cumulatif` the cumulative summary). The summary keeps old information in truncated form (80 characters per chunk); the reader sees that the 3 most recent messages are in the window and that the 4 earlier ones survive in compressed form. Plugging an LLM `summarize()` into the `ajouter()` ("add") method gives a semantic summary (instead of a plain truncation).',
  },
  {
    kind: 'note',
    tone: 'seed',
    title: 'What the notebook claims too fast',
    text: '"The summary stays bounded by construction": not in this code. `chunks` grows by one chunk per eviction without limit, and `max_resume_chars` is defined nowhere; only `render(max_chars=300)` cuts **at display time**, which is where the final `[assistant] Le proj...` comes from: the fourth chunk is cut by `render`, not by the summary. Likewise the "358 caracteres" of `len(sm)` count the chunks only (87 + 92 + 87 + 92): with the three `\\n--\\n` separators the full text is 370 characters. The lab\'s "summary budget" bounds what is **sent** to the model (the summary is cut to the budget, like `render(max_chars)`), but the stored chunks keep growing: to bound the storage too, a real system summarizes the summary again (an LLM call) when it exceeds the budget.',
  },
  { kind: 'widget', widget: 'visualizer', props: { preset: 'summary' } },
  { kind: 'widget', widget: 'cell', props: { demo: 'summary' } },
];

// Slug and title come from the navigation data (../chapters.ts), so each is written once.
export const progressiveSummarySection: Section = { ...sectionNav('1', 'progressive-summary'), blocks: { fr, en } };
