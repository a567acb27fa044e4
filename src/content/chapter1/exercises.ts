import { sectionNav } from '../chapters';
import type { Block, Section } from '../types';

// Seed section 7: the three exercises (text and Python skeletons verbatim), then the lab's TypeScript versions.

const skeleton1 = String.raw`def cout_marginal(window_size, n_turns, msg_len):
    """Exercice 1 : cout total + cout marginal d'une fenetre glissante.
    Renvoie (cout_fenetre, seuil_atteint, w_seuil).
    seuil_atteint = 1 si cout marginal < seuil, 0 sinon.
    w_seuil = taille de fenetre minimale qui satisfait le critere."""
    # TODO etudiant : implementer le calcul.
    return (0, 0, 0)

_cout, _seuil, _w = cout_marginal(window_size=10, n_turns=100, msg_len=120)
print(f"Exercice 1 - cout marginal : cout_total={_cout}, seuil_atteint={_seuil}, w_seuil={_w}  (a completer)")`;
const output1 = 'Exercice 1 - cout marginal : cout_total=0, seuil_atteint=0, w_seuil=0  (a completer)';

const skeleton2 = String.raw`class MemoireVectoriellePaginee:
    def __init__(self, embedder, max_entrees=50):
        self.embedder = embedder
        self.max_entrees = max_entrees
        self.entrees = []

    def ajouter(self, spec, lecon, ts=None):
        # TODO etudiant : ajouter une entree avec ts, vecteur, et evincer si > max_entrees.
        return None

    def _score(self, entree, max_lecon_len, now):
        # TODO etudiant : combiner recence et importance en un score [0, 1].
        return 0.0

    def retroceder(self, spec_query, k=3):
        # TODO etudiant : reprendre le code de NB-14 (BoWEmbedder.cosine).
        return []

print("Exercice 2 - MemoireVectoriellePaginee : a completer.")`;
const output2 = 'Exercice 2 - MemoireVectoriellePaginee : a completer.';

const skeleton3 = String.raw`class PagedMemoryMultiDomaine:
    def __init__(self):
        self.pages = []
        self.last_seen = {}
        self.current = 0

    def add_page(self, page, domaine):
        # TODO etudiant : ajouter la page, mettre a jour self.last_seen[domaine] = idx.
        return 0

    def swap_to_domain(self, domaine):
        # TODO etudiant : swap vers last_seen[domaine] si present, sinon erreur explicite.
        return None

print("Exercice 3 - PagedMemoryMultiDomaine : a completer.")`;
const output3 = 'Exercice 3 - PagedMemoryMultiDomaine : a completer.';

const fr: Block[] = [
  {
    kind: 'p',
    text: "Les exercices suivent la convention C.1 : pas d'erreur volontaire, le notebook tourne de bout en bout même exercices non complétés. Chaque exercice introduit un mécanisme non couvert dans la démonstration ci-dessus.",
  },
  {
    kind: 'note',
    tone: 'info',
    title: 'La convention C.1 dans le labo',
    text: "Chaque exercice existe ici en TypeScript, avec un code de départ qui compile et s'exécute : ses tests échouent proprement, un par un, sans jamais bloquer la page. Vos tests tournent dans un bac à sable isolé du navigateur (arrêté au bout de 3 s en cas de boucle infinie), votre code est enregistré au fil de la frappe, et l'enseignant peut corriger un dossier de rendus avec la commande `npm run grade`.",
  },
  { kind: 'h', text: 'Exercice 1 – fenêtre paramétrique et coût marginal' },
  {
    kind: 'p',
    text: "Implémente une fonction `cout_marginal(window_size, n_turns, msg_len)` qui calcule le coût total d'une fenêtre glissante sur `n_turns` messages, avec une taille de fenêtre `window_size` et une longueur moyenne `msg_len`. La fonction doit aussi calculer à partir de quelle taille de fenêtre le coût marginal (coût total / nombre de tours) devient inférieur au coût d'une mémoire non bornée divisé par 2.",
  },
  {
    kind: 'p',
    text: "Indice : le coût par tour d'une fenêtre glissante est constant = `window_size * msg_len` dès qu'on a fait `window_size` insertions. Le coût par tour d'une mémoire non bornée est linéaire : `i * msg_len` au tour i. Trace les deux courbes et trouve leur intersection.",
  },
  { kind: 'code', language: 'python', code: skeleton1, caption: "Python, notebook d'origine" },
  { kind: 'output', text: output1, caption: 'Sortie' },
  {
    kind: 'note',
    tone: 'seed',
    title: 'Définition précise dans le labo',
    text: "Le notebook demande la fenêtre « minimale » qui satisfait le critère ; or le coût croît avec la fenêtre, donc la minimale vaudrait toujours 1. L'exercice du labo (`marginalCost`) demande la **plus grande** fenêtre qui divise encore le coût moyen par deux (29 pour 100 tours), et définit exactement `windowCost = Σ min(i, W) × msgLen`.",
  },
  { kind: 'h', text: 'Exercice 2 – éviction LRU sur la mémoire vectorielle de NB-14' },
  {
    kind: 'p',
    text: "Reprends `MemoireVectorielle` du notebook 14 (MyIA.AI.Notebooks/GenAI/Texte/14_Persistent_Memory.ipynb) et ajoute-lui une politique d'éviction importance + récence : à chaque `ajouter`, si `len(entrees) > max_entrees`, évince l'entrée de score `min(recence, importance)`. La récence est mesurée par l'âge en secondes. L'importance est la longueur de la leçon (proxy : une leçon détaillée est plus importante qu'un acquittement sec, comme démontré dans NB-14).",
  },
  {
    kind: 'p',
    text: "Indice : le score peut être `0.5 * (1 / (1 + age_en_secondes)) + 0.5 * (len(lecon) / max_lecon_len)`. À chaque ajout, recalcule les scores et évince le plus bas. Vérifie que la leçon correcte (`PENSEE-CLE : ne jamais committer un secret`) reste en mémoire après plusieurs insertions.",
  },
  { kind: 'code', language: 'python', code: skeleton2, caption: "Python, notebook d'origine" },
  { kind: 'output', text: output2, caption: 'Sortie' },
  {
    kind: 'note',
    tone: 'seed',
    title: 'Dans le labo',
    text: "`PagedVectorMemory` utilise le `BowEmbedder` du moteur et la somme pondérée de l'indice (et non un min), avec une horloge injectable pour que les tests n'attendent jamais.",
  },
  { kind: 'h', text: 'Exercice 3 (avancé) – transfert cross-paging multi-domaines' },
  {
    kind: 'p',
    text: "Étends `PagedMemory` pour gérer des domaines (par exemple : code, math, préférences). Chaque page porte un domaine, et la méthode `swap_to_domain(dom)` charge la dernière page vue de ce domaine (au lieu de demander un index numérique). Teste : un utilisateur parle de code pendant 10 tours, puis de préférences pendant 5 tours, puis revient au code – le swap-to-domain recharge-t-il bien la dernière page code vue ?",
  },
  {
    kind: 'p',
    text: "Indice : ajoute un champ `domaine: str` à `Page`, et un `Dict[str, int]` `last_seen[dom] -> page_idx` dans `PagedMemory`. La méthode `swap_to_domain(dom)` consulte `last_seen[dom]` et appelle `swap_to(...)`.",
  },
  { kind: 'code', language: 'python', code: skeleton3, caption: "Python, notebook d'origine" },
  { kind: 'output', text: output3, caption: 'Sortie' },
  { kind: 'h', text: 'À vous' },
  {
    kind: 'p',
    text: "Ouvrez un exercice pour lire son énoncé précis, écrire votre code dans l'éditeur et lancer ses tests (bouton **Lancer les tests** ou Ctrl+Entrée). La marque de chaque carte suit votre progression.",
  },
  { kind: 'widget', widget: 'exercise-cards' },
];

const en: Block[] = [
  {
    kind: 'p',
    text: 'The exercises follow convention C.1: no deliberate error, the notebook runs end to end even with the exercises unsolved. Each exercise introduces a mechanism not covered by the demonstrations above.',
  },
  {
    kind: 'note',
    tone: 'info',
    title: 'Convention C.1 in the lab',
    text: 'Each exercise exists here in TypeScript, with a starter that compiles and runs: its tests fail cleanly, one by one, never blocking the page. Your tests run in an isolated sandbox in the browser (stopped after 3 s on an infinite loop), your code is saved as you type, and a teacher can grade a folder of submissions with `npm run grade`.',
  },
  { kind: 'h', text: 'Exercise 1 – parametric window and marginal cost' },
  {
    kind: 'p',
    text: 'Implement a function `cout_marginal(window_size, n_turns, msg_len)` that computes the total cost of a rolling window over `n_turns` messages, with a window size `window_size` and an average length `msg_len`. The function must also compute from which window size the marginal cost (total cost / number of turns) becomes lower than the cost of an unbounded memory divided by 2.',
  },
  {
    kind: 'p',
    text: "Hint: a rolling window's cost per turn is constant = `window_size * msg_len` once `window_size` insertions are done. An unbounded memory's cost per turn is linear: `i * msg_len` at turn i. Plot both curves and find where they cross.",
  },
  { kind: 'code', language: 'python', code: skeleton1, caption: 'Python, from the original notebook (it prints in French)' },
  { kind: 'output', text: output1, caption: 'Output' },
  {
    kind: 'note',
    tone: 'seed',
    title: 'A precise definition in the lab',
    text: "The notebook asks for the \"minimal\" window meeting the criterion; but the cost grows with the window, so the minimal one would always be 1. The lab's exercise (`marginalCost`) asks for the **largest** window that still halves the average cost (29 for 100 turns), and defines exactly `windowCost = Σ min(i, W) × msgLen`.",
  },
  { kind: 'h', text: "Exercise 2 – LRU eviction on NB-14's vector memory" },
  {
    kind: 'p',
    text: "Take `MemoireVectorielle` from notebook 14 (MyIA.AI.Notebooks/GenAI/Texte/14_Persistent_Memory.ipynb) and add an importance + recency eviction policy: on each `ajouter` (add), if `len(entrees) > max_entrees`, evict the entry with score `min(recency, importance)`. Recency is measured by the age in seconds. Importance is the lesson's length (a proxy: a detailed lesson matters more than a curt acknowledgement, as NB-14 showed).",
  },
  {
    kind: 'p',
    text: 'Hint: the score can be `0.5 * (1 / (1 + age_in_seconds)) + 0.5 * (len(lesson) / max_lesson_len)`. On each add, recompute the scores and evict the lowest. Check that the right lesson (`PENSEE-CLE : ne jamais committer un secret`, "KEY THOUGHT: never commit a secret") stays in memory after several insertions.',
  },
  { kind: 'code', language: 'python', code: skeleton2, caption: 'Python, from the original notebook (it prints in French)' },
  { kind: 'output', text: output2, caption: 'Output' },
  {
    kind: 'note',
    tone: 'seed',
    title: 'In the lab',
    text: "`PagedVectorMemory` uses the engine's `BowEmbedder` and the hint's weighted sum (not a min), with an injectable clock so the tests never wait.",
  },
  { kind: 'h', text: 'Exercise 3 (advanced) – multi-domain cross-paging' },
  {
    kind: 'p',
    text: 'Extend `PagedMemory` to handle domains (for example: code, math, preferences). Each page carries a domain, and the method `swap_to_domain(dom)` loads the last page seen of that domain (instead of asking for a numeric index). Test it: a user talks about code for 10 turns, then about preferences for 5 turns, then comes back to code – does swap-to-domain reload the last code page seen?',
  },
  {
    kind: 'p',
    text: 'Hint: add a field `domaine: str` to `Page`, and a `Dict[str, int]` `last_seen[dom] -> page_idx` in `PagedMemory`. The method `swap_to_domain(dom)` looks up `last_seen[dom]` and calls `swap_to(...)`.',
  },
  { kind: 'code', language: 'python', code: skeleton3, caption: 'Python, from the original notebook (it prints in French)' },
  { kind: 'output', text: output3, caption: 'Output' },
  { kind: 'h', text: 'Your turn' },
  {
    kind: 'p',
    text: "Open an exercise to read its precise statement, write your code in the editor and run its tests (**Run tests** or Ctrl+Enter). Each card's mark follows your progress.",
  },
  { kind: 'widget', widget: 'exercise-cards' },
];

// Slug and title come from the navigation data (../chapters.ts), so each is written once.
export const exercisesSection: Section = { ...sectionNav('1', 'exercises'), blocks: { fr, en } };
