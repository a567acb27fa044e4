import { sectionNav } from '../chapters';
import type { Block, Section } from '../types';

/**
 * Chapter 1, "Measurement" (seed 000, section 6 and the conclusion). The seed's code and printed output are
 * verbatim (the output is data: identical in both languages); the prose is translated and extended with the
 * exact model, whose every difference from the notebook's procedure is explained. The figures quoted in the
 * prose are checked against the engine by test/lib/measurementSection.test.ts.
 */

/** Section 6 of the seed, verbatim (it uses RollingWindow, ProgressiveSummary and PagedMemory from earlier). */
export const SEED_COST_CODE = `# Conversation synthetique : messages alternes user/assistant.
MSG_AVG_LEN = 120  # caracteres par message (proxy de tokens ~1:4)
WINDOW = 10        # taille de la fenetre glissante
RESUME_MAX = 200   # budget du resume cumulatif (chars)
PAGE_SIZE = 5      # taille d'une page


def gains_pour(n_turns):
    """Cout total (chars) des trois memoires sur n_turns messages."""
    conv = [
        Message(
            role="user" if i % 2 == 0 else "assistant",
            content=f"Message #{i:03d} - " + "x" * MSG_AVG_LEN,
        )
        for i in range(n_turns)
    ]

    # Memoire non bornee : on injecte TOUT l'historique a chaque tour.
    total_unbounded = sum(MSG_AVG_LEN * (i + 1) for i in range(n_turns))

    # Fenetre glissante + resume cumulatif (compact).
    rw = RollingWindow(max_messages=WINDOW)
    sm = ProgressiveSummary(max_chars_per_chunk=40)
    total_windowed = 0
    for m in conv:
        for evicted in rw.append(m):
            sm.ajouter(evicted)
        total_windowed += WINDOW * MSG_AVG_LEN + min(RESUME_MAX, len(sm))

    # Memory paging a pages de PAGE_SIZE, swap automatique selon le sujet simule.
    pm = PagedMemory()
    for i in range(0, n_turns, PAGE_SIZE):
        pm.add_page(Page(title=f"page-{i // PAGE_SIZE}",
                         messages=conv[i : i + PAGE_SIZE]))
    total_paged = n_turns * (PAGE_SIZE * MSG_AVG_LEN + RESUME_MAX)

    return total_unbounded, total_windowed, total_paged


PROFILS = (100, 1000)
resultats = {n: gains_pour(n) for n in PROFILS}

print("=" * 84)
print(f"Conversation synthetique : {MSG_AVG_LEN} chars/message, fenetre W={WINDOW}, pages P={PAGE_SIZE}")
print("=" * 84)
for n in PROFILS:
    ub, w, p = resultats[n]
    print(f"{n:>5} tours : non bornee = {ub:>11,} | fenetre = {w:>10,} (x{ub / w:>5.1f}) | paging = {p:>10,} (x{ub / p:>5.1f})")
print()
print("Verdict honnete (G.2) : le cout UNI-side varie avec le profil de la conversation.")
print("  - non bornee : O(N) par tour -> explosion quadratique sur la duree.")
print("  - fenetre : O(W) par tour -> lineaire borne, mais perte d'info ancienne.")
print("  - paging : O(P) par tour + cout de swap, lineaire borne, info preservee par pagination.")
gw = [resultats[n][0] / resultats[n][1] for n in PROFILS]
gp = [resultats[n][0] / resultats[n][2] for n in PROFILS]
print(f"  - le gain croit avec N : fenetre x{gw[0]:.1f} -> x{gw[1]:.1f}, paging x{gp[0]:.1f} -> x{gp[1]:.1f}, a W et P fixes.")`;

/** What the seed's code prints, verbatim (its own number format: commas, "x 43.0"). */
export const SEED_COST_OUTPUT = `====================================================================================
Conversation synthetique : 120 chars/message, fenetre W=10, pages P=5
====================================================================================
  100 tours : non bornee =     606,000 | fenetre =    137,690 (x  4.4) | paging =     80,000 (x  7.6)
 1000 tours : non bornee =  60,060,000 | fenetre =  1,397,690 (x 43.0) | paging =    800,000 (x 75.1)

Verdict honnete (G.2) : le cout UNI-side varie avec le profil de la conversation.
  - non bornee : O(N) par tour -> explosion quadratique sur la duree.
  - fenetre : O(W) par tour -> lineaire borne, mais perte d'info ancienne.
  - paging : O(P) par tour + cout de swap, lineaire borne, info preservee par pagination.
  - le gain croit avec N : fenetre x4.4 -> x43.0, paging x7.6 -> x75.1, a W et P fixes.`;

const en: Block[] = [
  {
    kind: 'p',
    text: 'How much context does each memory send to the model over a long conversation? The notebook measures it on a synthetic conversation of 100 and then 1,000 turns: one message of `L` = 120 characters per turn, a rolling window of `W` = 10 messages, pages of `P` = 5 messages, a summary budget of `B` = 200 characters. Characters stand in for tokens (about 4 characters per token in English).',
  },
  { kind: 'h', text: 'Quadratic in total, linear when bounded' },
  {
    kind: 'p',
    text: 'Without a bound, turn `t` sends the whole history: `t` messages, so `t·L` characters. Every turn repays all the earlier ones, and the total over `N` turns is an arithmetic series: **`L·(1 + 2 + … + N) = L·N(N+1)/2`**, which grows like `N²`. Double the conversation and you pay four times as much.',
  },
  {
    kind: 'p',
    text: 'A bounded memory sends at most a fixed amount per turn, whatever the history: the window at most `W·L + B`, a page at most `P·L + B`. The totals are at most **`N·(W·L + B)`** and **`N·(P·L + B)`**: linear in `N`. So the ratio unbounded / bounded grows like `N` itself: roughly `(N+1)·L / (2·(W·L + B))`, that is ×4.4 at 100 turns and ×43.0 at 1,000 for the window.',
  },
  {
    kind: 'table',
    caption: 'Cost of turn t and total over N turns, in the notebook model (s(k): summary length of k chunks without separators)',
    head: ['Memory', 'Cost of turn t', 'Total over N turns', 'Growth'],
    rows: [
      ['Unbounded', '`t·L`', '`L·N(N+1)/2`', 'quadratic'],
      ['Window + summary', '`W·L + min(B, s(t − W))`', '`≤ N·(W·L + B)`', 'linear'],
      ['Paging + summary', '`P·L + B`', '`N·(P·L + B)`', 'linear'],
    ],
  },
  { kind: 'h', text: 'The notebook’s code and what it prints' },
  { kind: 'code', language: 'python', code: SEED_COST_CODE, caption: 'Seed 000, section 6 (verbatim)' },
  { kind: 'output', text: SEED_COST_OUTPUT, caption: 'Printed by the notebook (verbatim)' },
  { kind: 'h', text: 'The honest verdict' },
  {
    kind: 'list',
    items: [
      '**Unbounded**: `O(N)` per turn, hence a quadratic explosion over the conversation.',
      '**Window**: `O(W)` per turn, linear and bounded, but old information is lost (only the truncated summary remains).',
      '**Paging**: `O(P)` per turn plus the cost of swapping pages, linear and bounded, and old information is kept in the pages.',
      '**The gain grows with N** at fixed W and P: window ×4.4 → ×43.0, paging ×7.6 → ×75.1. And the cost depends on the conversation’s profile: a conversation that changes topic often swaps often.',
    ],
  },
  { kind: 'h', text: 'What the notebook simplifies: notebook model and exact model' },
  {
    kind: 'p',
    text: 'The notebook’s figures come from a procedure, not from what is really sent. The lab computes both with the same engine function, `costOfConversation({ model: \'notebook\' | \'exact\' })`: the **notebook** model repeats the seed’s procedure digit for digit (for any parameters), the **exact** model charges, at each turn, only what is really in the context. Each difference:',
  },
  {
    kind: 'table',
    caption: 'Notebook model vs exact model, and what each difference weighs at 100 turns with the seed’s parameters',
    head: ['Simplification', 'Notebook model', 'Exact model', 'Effect at 100 turns'],
    rows: [
      [
        'A window charged full before it is full',
        'every turn charges `W·L`, from turn 1 (1,200 characters for a single message)',
        'turn `t` charges `min(t, W)·L`',
        'window: −5,400 (`L·W(W−1)/2` over the first 9 turns)',
      ],
      [
        'Messages of 135 characters counted as 120',
        'the synthetic messages are `"Message #000 - "` + 120 × `x` = 135 characters (136 from message #1000 on), but the cost charges `MSG_AVG_LEN` = 120',
        'a message is `L` characters and is charged `L` (the `[role]` prefix of a line is not charged)',
        'none on the totals (both charge 120); the chunks cut to 40 characters are the same',
      ],
      [
        'The summary length without its separators',
        '`len(summary)` sums the chunks (`ProgressiveSummary.__len__`), while the text sent is `render()`, with `"\\n--\\n"` (4 characters) between chunks',
        'the summary is charged at its rendered length, separators included, up to `B`',
        'window: +14 (the budget is reached one chunk earlier)',
      ],
      [
        'A page always full',
        'every turn charges `P·L`',
        'the current page holds `((t − 1) mod P) + 1` messages, on average `(P + 1)/2`',
        'paging: −24,000',
      ],
      [
        'The summary charged at its budget from turn 1 (paging)',
        'every turn charges `B` = 200',
        'the summary of the sealed pages only: empty until the first page is sealed, then its rendered length up to `B`',
        'paging: −1,000',
      ],
      [
        'A free swap',
        'loading a page costs nothing',
        'nothing either: both models leave it out, as the seed says in its limits (in MemGPT a swap is a round-trip to the model)',
        'none; in production it can cancel the gain if the topic changes often',
      ],
    ],
  },
  {
    kind: 'p',
    text: 'At 100 turns the exact window costs 137,690 − 5,400 + 14 = **132,304** characters (×4.6 instead of ×4.4) and exact paging 80,000 − 24,000 − 1,000 = **55,000** (×11.0 instead of ×7.6). At 1,000 turns: 1,392,304 (×43.1) and 559,000 (×107.4). The notebook is pessimistic about paging above all, because it charges a full page and a full summary at every turn. The unbounded cost is the same in both models.',
  },
  { kind: 'h', text: 'The lab' },
  {
    kind: 'p',
    text: 'Change the parameters, up to a million turns; switch between the notebook and exact models, characters, real tokens (`o200k_base`, `cl100k_base`) and the characters / 4 proxy; hover the chart to read a turn. The dashed line marks exercise 1’s threshold for the current parameters.',
  },
  { kind: 'widget', widget: 'cost-lab', props: { embedded: true } },
  { kind: 'h', text: 'Exercise 1’s threshold, defined precisely' },
  {
    kind: 'p',
    text: 'Exercise 1 asks from which window size the average cost per turn of a window falls below half that of an unbounded memory; it says “minimal” where the **largest** window is meant (a window of 1 always qualifies once the conversation is long enough). With `windowCost(W) = Σ_{i=1..N} min(i, W)·L` and `unbounded = Σ_{i=1..N} i·L`, a window qualifies when `windowCost(W)/N < (unbounded/N)/2`, and the threshold `W*` is the largest qualifying `W` (0 if none).',
  },
  {
    kind: 'p',
    text: 'In closed form, `Σ min(i, W) = W(W+1)/2 + (N − W)·W` for `W < N`, so the criterion is `4·(W(W+1)/2 + (N − W)·W) < N(N+1)`; `L` cancels. The left side grows with `W`, so a binary search finds `W*` in `O(log N)`: **`W*` = 29 at 100 turns, 293 at 1,000**, and about `N·(1 − 1/√2) ≈ 0.29·N` for long conversations.',
  },
  {
    kind: 'note',
    tone: 'warning',
    title: 'Limits of the measurement',
    text: 'The summary here is a truncation (40 characters per chunk); a real system calls a model to summarize, which costs tokens too. Characters are a proxy: the lab also counts real BPE tokens, on a representative English sentence. The money estimate uses published input prices, without caching or output tokens. And the swap is free in both models.',
  },
];

const fr: Block[] = [
  {
    kind: 'p',
    text: "Combien de contexte chaque mémoire envoie-t-elle au modèle sur une longue conversation ? Le notebook le mesure sur une conversation synthétique de 100 puis 1 000 tours : un message de `L` = 120 caractères par tour, une fenêtre glissante de `W` = 10 messages, des pages de `P` = 5 messages, un budget de résumé de `B` = 200 caractères. Les caractères tiennent lieu de tokens (environ 4 caractères par token en anglais).",
  },
  { kind: 'h', text: 'Quadratique au total, linéaire quand c’est borné' },
  {
    kind: 'p',
    text: 'Sans borne, le tour `t` envoie tout l’historique : `t` messages, donc `t·L` caractères. Chaque tour repaie tous les précédents, et le total sur `N` tours est une série arithmétique : **`L·(1 + 2 + … + N) = L·N(N+1)/2`**, qui croît comme `N²`. Une conversation deux fois plus longue coûte quatre fois plus.',
  },
  {
    kind: 'p',
    text: 'Une mémoire bornée envoie au plus une quantité fixe par tour, quel que soit l’historique : la fenêtre au plus `W·L + B`, une page au plus `P·L + B`. Les totaux valent au plus **`N·(W·L + B)`** et **`N·(P·L + B)`** : linéaires en `N`. Le ratio non bornée / bornée croît donc comme `N` lui-même : à peu près `(N+1)·L / (2·(W·L + B))`, soit ×4,4 à 100 tours et ×43,0 à 1 000 pour la fenêtre.',
  },
  {
    kind: 'table',
    caption: 'Coût du tour t et total sur N tours, dans le modèle notebook (s(k) : longueur du résumé de k fragments sans séparateurs)',
    head: ['Mémoire', 'Coût du tour t', 'Total sur N tours', 'Croissance'],
    rows: [
      ['Non bornée', '`t·L`', '`L·N(N+1)/2`', 'quadratique'],
      ['Fenêtre + résumé', '`W·L + min(B, s(t − W))`', '`≤ N·(W·L + B)`', 'linéaire'],
      ['Pagination + résumé', '`P·L + B`', '`N·(P·L + B)`', 'linéaire'],
    ],
  },
  { kind: 'h', text: 'Le code du notebook et ce qu’il affiche' },
  { kind: 'code', language: 'python', code: SEED_COST_CODE, caption: 'Source 000, section 6 (à l’identique)' },
  { kind: 'output', text: SEED_COST_OUTPUT, caption: 'Affiché par le notebook (à l’identique)' },
  { kind: 'h', text: 'Le verdict honnête' },
  {
    kind: 'list',
    items: [
      '**Non bornée** : `O(N)` par tour, d’où une explosion quadratique sur la durée.',
      '**Fenêtre** : `O(W)` par tour, linéaire et borné, mais l’information ancienne est perdue (seul reste le résumé tronqué).',
      '**Pagination** : `O(P)` par tour plus le coût du swap, linéaire et borné, et l’information ancienne est conservée dans les pages.',
      '**Le gain croît avec N** à W et P fixés : fenêtre ×4,4 → ×43,0, pagination ×7,6 → ×75,1. Et le coût dépend du profil de la conversation : une conversation qui change souvent de sujet swappe souvent.',
    ],
  },
  { kind: 'h', text: 'Ce que le notebook simplifie : modèle notebook et modèle exact' },
  {
    kind: 'p',
    text: 'Les chiffres du notebook viennent d’une procédure, pas de ce qui est réellement envoyé. Le labo calcule les deux avec la même fonction du moteur, `costOfConversation({ model: \'notebook\' | \'exact\' })` : le modèle **notebook** refait la procédure de la source au chiffre près (pour n’importe quels paramètres), le modèle **exact** ne facture, à chaque tour, que ce qui est vraiment dans le contexte. Chaque différence :',
  },
  {
    kind: 'table',
    caption: 'Modèle notebook contre modèle exact, et le poids de chaque différence à 100 tours avec les paramètres de la source',
    head: ['Simplification', 'Modèle notebook', 'Modèle exact', 'Effet à 100 tours'],
    rows: [
      [
        'Une fenêtre facturée pleine avant d’être pleine',
        'chaque tour facture `W·L`, dès le tour 1 (1 200 caractères pour un seul message)',
        'le tour `t` facture `min(t, W)·L`',
        'fenêtre : −5 400 (`L·W(W−1)/2` sur les 9 premiers tours)',
      ],
      [
        'Des messages de 135 caractères comptés 120',
        'les messages synthétiques font `"Message #000 - "` + 120 × `x` = 135 caractères (136 à partir du message #1000), mais le coût facture `MSG_AVG_LEN` = 120',
        'un message fait `L` caractères et est facturé `L` (le préfixe `[rôle]` d’une ligne n’est pas facturé)',
        'aucun sur les totaux (les deux facturent 120) ; les fragments coupés à 40 caractères sont identiques',
      ],
      [
        'La longueur du résumé sans ses séparateurs',
        '`len(résumé)` additionne les fragments (`ProgressiveSummary.__len__`), alors que le texte envoyé est `render()`, avec `"\\n--\\n"` (4 caractères) entre les fragments',
        'le résumé est facturé à sa longueur rendue, séparateurs compris, jusqu’à `B`',
        'fenêtre : +14 (le budget est atteint un fragment plus tôt)',
      ],
      [
        'Une page toujours pleine',
        'chaque tour facture `P·L`',
        'la page courante contient `((t − 1) mod P) + 1` messages, en moyenne `(P + 1)/2`',
        'pagination : −24 000',
      ],
      [
        'Le résumé facturé à son budget dès le tour 1 (pagination)',
        'chaque tour facture `B` = 200',
        'seulement le résumé des pages scellées : vide jusqu’à ce que la première page soit scellée, puis sa longueur rendue jusqu’à `B`',
        'pagination : −1 000',
      ],
      [
        'Un swap gratuit',
        'charger une page ne coûte rien',
        'rien non plus : les deux modèles l’omettent, comme la source le dit dans ses limites (chez MemGPT, un swap est un aller-retour avec le modèle)',
        'aucun ; en production il peut annuler le gain si le sujet change souvent',
      ],
    ],
  },
  {
    kind: 'p',
    text: 'À 100 tours, la fenêtre exacte coûte 137 690 − 5 400 + 14 = **132 304** caractères (×4,6 au lieu de ×4,4) et la pagination exacte 80 000 − 24 000 − 1 000 = **55 000** (×11,0 au lieu de ×7,6). À 1 000 tours : 1 392 304 (×43,1) et 559 000 (×107,4). Le notebook est surtout pessimiste pour la pagination, parce qu’il facture une page pleine et un résumé plein à chaque tour. Le coût non borné est le même dans les deux modèles.',
  },
  { kind: 'h', text: 'Le labo' },
  {
    kind: 'p',
    text: 'Changez les paramètres, jusqu’à un million de tours ; passez du modèle notebook au modèle exact, des caractères aux vrais tokens (`o200k_base`, `cl100k_base`) et à l’approximation caractères / 4 ; survolez le graphique pour lire un tour. La ligne en tirets marque le seuil de l’exercice 1 pour les paramètres courants.',
  },
  { kind: 'widget', widget: 'cost-lab', props: { embedded: true } },
  { kind: 'h', text: 'Le seuil de l’exercice 1, défini précisément' },
  {
    kind: 'p',
    text: 'L’exercice 1 demande à partir de quelle taille de fenêtre le coût moyen par tour d’une fenêtre passe sous la moitié de celui d’une mémoire non bornée ; il dit « minimale » là où il faut comprendre la **plus grande** fenêtre (une fenêtre de 1 convient toujours dès que la conversation est assez longue). Avec `coutFenetre(W) = Σ_{i=1..N} min(i, W)·L` et `nonBornee = Σ_{i=1..N} i·L`, une fenêtre convient quand `coutFenetre(W)/N < (nonBornee/N)/2`, et le seuil `W*` est le plus grand `W` qui convient (0 s’il n’y en a pas).',
  },
  {
    kind: 'p',
    text: 'En forme close, `Σ min(i, W) = W(W+1)/2 + (N − W)·W` pour `W < N`, donc le critère s’écrit `4·(W(W+1)/2 + (N − W)·W) < N(N+1)` ; `L` se simplifie. Le membre de gauche croît avec `W`, donc une recherche dichotomique trouve `W*` en `O(log N)` : **`W*` = 29 à 100 tours, 293 à 1 000**, et environ `N·(1 − 1/√2) ≈ 0,29·N` pour les longues conversations.',
  },
  {
    kind: 'note',
    tone: 'warning',
    title: 'Limites de la mesure',
    text: 'Le résumé est ici une troncature (40 caractères par fragment) ; un vrai système appelle un modèle pour résumer, ce qui coûte aussi des tokens. Les caractères sont une approximation : le labo compte aussi les vrais tokens BPE, sur une phrase anglaise représentative. L’estimation en argent utilise les prix d’entrée publiés, sans cache ni tokens de sortie. Et le swap est gratuit dans les deux modèles.',
  },
];

// Slug and title come from the navigation data (../chapters.ts), so each is written once.
export const measurementSection: Section = { ...sectionNav('1', 'measurement'), blocks: { en, fr } };
