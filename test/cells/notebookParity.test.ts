import {
  costOfConversation,
  formatCostTableLine,
  formatVerdictRatioLine,
  seedCostDemo,
} from '../../src/engine';
import { findCell } from '../../src/cells/registry';
import { outputText, runCellSource } from '../../src/cells/run';

// Expected outputs are copied verbatim from shared/seeds/000_c2b9f50bd338d0c3.txt.

const SECTION_2 = `append #0: taille=1
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

const SECTION_3 = `Fenetre finale :
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

const SECTION_4 = `Apres 5 insertions, contenu LRU (du plus ancien au plus recent) :
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

const SECTION_5 = `Memoire paginee : 3 pages, 7 messages au total.
Page courante (idx=0) : onboarding

Page #0: onboarding <-- courante
Page #1: bug-investigation
Page #2: preferences

Swap vers la page preferences (idx=2)...
=== Page: preferences (2 msg) ===
  [user] Je prefere qu'on reponde en francais.
  [assistant] Compris, je repondrai en francais.`;

const SECTION_6 = `====================================================================================
Conversation synthetique : 120 chars/message, fenetre W=10, pages P=5
====================================================================================
  100 tours : non bornee =     606,000 | fenetre =    137,690 (x  4.4) | paging =     80,000 (x  7.6)
 1000 tours : non bornee =  60,060,000 | fenetre =  1,397,690 (x 43.0) | paging =    800,000 (x 75.1)

Verdict honnete (G.2) : le cout UNI-side varie avec le profil de la conversation.
  - non bornee : O(N) par tour -> explosion quadratique sur la duree.
  - fenetre : O(W) par tour -> lineaire borne, mais perte d'info ancienne.
  - paging : O(P) par tour + cout de swap, lineaire borne, info preservee par pagination.
  - le gain croit avec N : fenetre x4.4 -> x43.0, paging x7.6 -> x75.1, a W et P fixes.`;

function expectSameLines(actual: string[], expected: string): void {
  const exp = expected.split('\n');
  exp.forEach((line, i) => expect(actual[i], `line ${i + 1}`).toBe(line));
  expect(actual.length).toBe(exp.length);
}

/** Runs a chapter cell's TypeScript source the way the sandbox does, and returns the printed lines. */
function printedBy(cellId: string): string[] {
  const source = findCell(cellId)?.ts;
  if (source === undefined) throw new Error(`no TypeScript cell ${cellId}`);
  const outcome = runCellSource(source);
  if (outcome.kind !== 'done') throw new Error(`cell ${cellId}: ${outcome.kind}`);
  expect(outcome.error).toBeNull();
  return outputText(outcome).split('\n');
}

describe('seed notebook parity: the cells print the seed output, line for line', () => {
  it('section 2: the rolling window cell prints the seed output', () => {
    expectSameLines(printedBy('rolling-window'), SECTION_2);
  });

  it('section 3: the progressive summary cell prints 358 chars and the same render(300)', () => {
    expectSameLines(printedBy('summary'), SECTION_3);
  });

  it('section 4: the LRU cell, then the importance cell (its print() a blank line first) print the seed output', () => {
    expect(printedBy('importance')[0]).toBe('');
    expectSameLines([...printedBy('lru'), ...printedBy('importance')], SECTION_4);
  });

  it('section 5: the paging cell prints the pages and the swapped-in page', () => {
    expectSameLines(printedBy('paging'), SECTION_5);
  });

  it('section 6: the cost table and verdict match the seed digit for digit', () => {
    expectSameLines(seedCostDemo(), SECTION_6);
  });

  it('a changed cell prints something else (the comparison can fail)', () => {
    const source = findCell('rolling-window')?.ts ?? '';
    const outcome = runCellSource(source.replace('new RollingWindow(4)', 'new RollingWindow(2)'));
    expect(outcome.kind).toBe('done');
    if (outcome.kind === 'done') expect(outputText(outcome)).not.toBe(SECTION_2);
  });

  it('formatCostTableLine reproduces the f-string of the table', () => {
    const r = costOfConversation({ turns: 100, model: 'notebook' });
    expect(formatCostTableLine(100, r)).toBe(
      '  100 tours : non bornee =     606,000 | fenetre =    137,690 (x  4.4) | paging =     80,000 (x  7.6)',
    );
    const r2 = costOfConversation({ turns: 1000, model: 'notebook' });
    expect(formatVerdictRatioLine(r, r2)).toBe(
      '  - le gain croit avec N : fenetre x4.4 -> x43.0, paging x7.6 -> x75.1, a W et P fixes.',
    );
  });
});
