import { sectionNav } from '../chapters';
import type { Block, Section } from '../types';

// Seed section 8: what was shown, the honest limits, and where to go next.

const fr: Block[] = [
  {
    kind: 'p',
    text: "On a introduit les trois mécanismes de la mémoire d'agent bornée (fenêtre glissante, résumé progressif, éviction LRU / importance) et le memory paging style Generative Agents / MemGPT. La mesure sur deux profils (100 puis 1000 tours) montre qu'une fenêtre de 10 divise le coût de contexte par **4,4 puis 43,0**, et un paging par pages de 5 par **7,6 puis 75,1**, par rapport à une mémoire non bornée : le facteur croît avec la longueur de la conversation (coût cumulé O(N²) pour la mémoire non bornée contre O(N) pour les mémoires bornées), tout en préservant l'information ancienne (résumé cumulatif ou pagination).",
  },
  {
    kind: 'note',
    tone: 'seed',
    title: "D'où viennent ces facteurs",
    text: "Ce sont les chiffres du modèle de coût du notebook, qui facture une fenêtre pleine (10 × 120 caractères) dès le premier tour, avant qu'elle soit remplie, et une page pleine plus tout le budget du résumé à chaque tour. En facturant ce qui est réellement dans le contexte à chaque tour (modèle exact du labo, mêmes paramètres), la fenêtre divise le coût par **4,6 puis 43,1** et le paging par **11,0 puis 107,4**. La conclusion ne change pas (le gain croît avec N), les chiffres si : la section Mesure et le labo des coûts les montrent côte à côte.",
  },
  { kind: 'h', text: 'Limites honnêtes' },
  {
    kind: 'list',
    items: [
      "**Résumé simplifié** : la démonstration utilise une troncature à 80 caractères par message évincé. Un vrai système appelle un LLM (`summarize(msg) -> str`) – cf. le `# HOOK` dans `ProgressiveSummary.ajouter`. L'emplacement est marqué, le code de production reste à brancher.",
      "**Coût de swap au paging** : `swap_to(idx)` est supposé gratuit dans la démo (pas de coût de récupération). En production (MemGPT), le swap implique un aller-retour LLM pour décider quelle page charger – c'est le coût caché du paging, qui peut annuler le gain si la conversation change souvent de sujet.",
      "**Importance subjective** : la politique importance-scored utilise un proxy (longueur de la leçon) qui n'est qu'un proxy. En production, l'importance est scorée par le LLM ou par des signaux d'usage (messages les plus souvent récupérés, réponses les mieux notées par l'utilisateur).",
      "**Pas de jumeau .NET** : le notebook est en Python pur. Un jumeau C# implémenterait les mêmes classes avec `LinkedList<T>` pour la LRU et `PriorityQueue<T>` pour l'importance – voir la convention `notebook-accretion-numbering.md` §7.",
    ],
  },
  {
    kind: 'note',
    tone: 'seed',
    title: 'Deux précisions',
    text: "Dans les démonstrations de ce chapitre, l'importance est fixée à la main (10 pour PENSEE-CLE) ; le proxy « longueur de la leçon » n'apparaît que dans l'exercice 2. Quant au jumeau dans un autre langage, le labo en a un : son moteur TypeScript (`src/engine`) fait exactement ce que suggère la dernière limite, avec une `Map` ordonnée pour la LRU (touch en O(1)) et un tas binaire pour l'importance (éviction en O(log n)).",
  },
  { kind: 'h', text: 'Suite' },
  {
    kind: 'list',
    items: [
      "**#18211** – exploiter un LLM en production (routage, cache, coût, déploiement progressif) : la mémoire paginée est l'un des leviers du déploiement progressif (garder en cache les pages les plus consultées).",
      "**#18213** – protocoles d'agents A2A et sécurité MCP : la pagination devient un vecteur d'attaque (un agent malveillant pourrait demander le swap d'une page contenant des secrets).",
      '**Suite logique, 14c** – Generative Agents complet : réflexion, importance scorée par LLM, planification journalière. Cf. Park et al., 2023. Dans ce labo, le chapitre 3 (épisodique, sémantique, réflexion) prend ce relais.',
    ],
  },
  {
    kind: 'p',
    text: '**Références** : Park et al., 2023 (Generative Agents: Interactive Simulacra of Human Behavior) ; Packer et al., 2023 (MemGPT: Towards LLMs as Operating Systems) ; NB-12 (Reflexion), NB-13 (routeur agentique), NB-14 (mémoire vectorielle persistante).',
  },
];

const en: Block[] = [
  {
    kind: 'p',
    text: 'We introduced the three mechanisms of bounded agent memory (rolling window, progressive summary, LRU / importance eviction) and Generative Agents / MemGPT-style memory paging. The measurement on two profiles (100, then 1000 turns) shows that a window of 10 divides the context cost by **4.4, then 43.0**, and paging with pages of 5 by **7.6, then 75.1**, compared with an unbounded memory: the factor grows with the length of the conversation (cumulative cost O(N²) for the unbounded memory against O(N) for bounded ones), while old information is kept (cumulative summary or paging).',
  },
  {
    kind: 'note',
    tone: 'seed',
    title: 'Where these factors come from',
    text: "These are the figures of the notebook's cost model, which charges a full window (10 × 120 characters) from the very first turn, before it is full, and a full page plus the whole summary budget on every turn. Charging what is really in the context on each turn (the lab's exact model, same parameters), the window divides the cost by **4.6, then 43.1** and paging by **11.0, then 107.4**. The conclusion holds (the gain grows with N), the figures do not: the Measurement section and the cost lab show them side by side.",
  },
  { kind: 'h', text: 'Honest limits' },
  {
    kind: 'list',
    items: [
      '**Simplified summary**: the demo truncates each evicted message to 80 characters. A real system calls an LLM (`summarize(msg) -> str`) – see the `# HOOK` in `ProgressiveSummary.ajouter`. The slot is marked; the production code remains to be plugged in.',
      '**Swap cost in paging**: `swap_to(idx)` is assumed free in the demo (no retrieval cost). In production (MemGPT), a swap involves an LLM round trip to decide which page to load – the hidden cost of paging, which can cancel the gain if the conversation often switches topic.',
      '**Subjective importance**: the importance-scored policy uses a proxy (the length of the lesson) that is only a proxy. In production, importance is scored by the LLM or by usage signals (most often retrieved messages, answers best rated by the user).',
      '**No .NET twin**: the notebook is pure Python. A C# twin would implement the same classes with `LinkedList<T>` for the LRU and `PriorityQueue<T>` for importance – see the `notebook-accretion-numbering.md` convention, §7.',
    ],
  },
  {
    kind: 'note',
    tone: 'seed',
    title: 'Two clarifications',
    text: 'In this chapter\'s demos, importance is set by hand (10 for PENSEE-CLE); the "length of the lesson" proxy only appears in exercise 2. As for a twin in another language, the lab has one: its TypeScript engine (`src/engine`) does exactly what the last limit suggests, with an ordered `Map` for the LRU (O(1) touch) and a binary heap for importance (O(log n) eviction).',
  },
  { kind: 'h', text: 'What comes next' },
  {
    kind: 'list',
    items: [
      '**#18211** – running an LLM in production (routing, caching, cost, progressive rollout): paged memory is one of the levers of progressive rollout (keep the most accessed pages cached).',
      '**#18213** – A2A agent protocols and MCP security: paging becomes an attack vector (a malicious agent could ask to swap in a page that holds secrets).',
      '**The logical sequel, 14c** – full Generative Agents: reflection, LLM-scored importance, daily planning. See Park et al., 2023. In this lab, chapter 3 (episodic, semantic, reflection) takes over from here.',
    ],
  },
  {
    kind: 'p',
    text: '**References**: Park et al., 2023 (Generative Agents: Interactive Simulacra of Human Behavior); Packer et al., 2023 (MemGPT: Towards LLMs as Operating Systems); NB-12 (Reflexion), NB-13 (agentic router), NB-14 (persistent vector memory).',
  },
];

// Slug and title come from the navigation data (../chapters.ts), so each is written once.
export const conclusionSection: Section = { ...sectionNav('1', 'conclusion'), blocks: { fr, en } };
