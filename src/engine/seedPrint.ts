/**
 * Reproduces the seed notebook's printed output (sections 2 to 6) with the engine, line for
 * line where it is data. The lessons show these strings next to the seed; the tests compare them
 * with the literal output copied from the notebook.
 */
import { costOfConversation, type CostResult } from './cost';
import { ImportanceMemory } from './importance';
import { LruMemory } from './lru';
import { createMessage, type Message, type Role } from './message';
import { PagedMemory, renderPage } from './paging';
import { pyFixed, pyList, pyThousands } from './pyFormat';
import { RollingWindow } from './rollingWindow';
import { ProgressiveSummary } from './summary';

export { pyFixed, pyList, pyRepr, pyThousands } from './pyFormat';

type Totals = Pick<CostResult, 'unbounded' | 'windowed' | 'paged'>;

/** Seed messages get deterministic ids and increasing timestamps (as time.time() would). */
function seedMessage(n: number, role: Role, content: string, importance = 1): Message {
  return createMessage(role, content, { id: `seed-${n}`, ts: n, importance });
}

/** `append #4: taille=4  -> evince(s) : ['message #0']` (section 2). */
export function formatAppendLine(i: number, size: number, evicted: readonly Message[]): string {
  const label = evicted.length > 0 ? `  -> evince(s) : ${pyList(evicted.map((e) => e.content))}` : '';
  return `append #${i}: taille=${size}${label}`;
}

/** Section 2: the rolling window demo (6 messages, window of 4). */
export function seedRollingWindowDemo(): string[] {
  const out: string[] = [];
  const rw = new RollingWindow(4);
  for (let i = 0; i < 6; i++) {
    const m = seedMessage(i, i % 2 === 0 ? 'user' : 'assistant', `message #${i}`);
    const ev = rw.append(m);
    out.push(formatAppendLine(i, rw.size, ev));
  }
  out.push('', 'Contenu final de la fenetre :', rw.render());
  out.push(`Total evicques sur la duree de vie : ${rw.evictedTotal}`);
  return splitLines(out);
}

/** Section 3: rolling window of 3 + progressive summary, 7 messages, render(300). */
export function seedSummaryDemo(): string[] {
  const rw = new RollingWindow(3);
  const sm = new ProgressiveSummary();
  for (let i = 0; i < 7; i++) {
    const m = seedMessage(
      i,
      i % 2 === 0 ? 'user' : 'assistant',
      `Le projet X en est a l'iteration ${i} et les tests passent presque tous sauf un edge case.`,
    );
    for (const ev of rw.append(m)) sm.add(ev);
  }
  const out = ['Fenetre finale :', rw.render(), '', `Resume cumulatif (${sm.length} caracteres) :`, sm.render(300)];
  return splitLines(out);
}

/** Section 4: LRU of 3 with touches, then ImportanceMemory of 3. */
export function seedEvictionDemo(): string[] {
  const out: string[] = [];
  const lru = new LruMemory(3);
  const msgs: Message[] = [];
  for (let i = 0; i < 5; i++) {
    const m = seedMessage(i, 'user', `message #${i}`);
    msgs.push(m);
    lru.append(m);
  }
  out.push('Apres 5 insertions, contenu LRU (du plus ancien au plus recent) :', lru.render(), '');
  out.push("On touche msgs[1], deja evince -> sans effet : touch() ne ressuscite pas un message sorti.");
  lru.touch(msgs[1] as Message);
  out.push(lru.render(), '');
  out.push("On touche msgs[2], le LRU courant (encore en memoire) -> il devient MRU.");
  lru.touch(msgs[2] as Message);
  out.push(lru.render(), '');
  const ev = lru.append(seedMessage(5, 'user', 'message #5'));
  out.push(`Insertion de #5 -> le message evince est : ${(ev[0] as Message).content}`);
  out.push("Contenu final (le message touche a survecu a l'eviction) :", lru.render());

  const imp = new ImportanceMemory(3);
  const items: [string, number][] = [
    ['a', 1.0],
    ['b', 1.0],
    ['c', 1.0],
    ['d', 1.0],
    ['PENSEE-CLE : ne jamais committer un secret', 10.0],
  ];
  items.forEach(([content, importance], k) => imp.append(seedMessage(10 + k, 'user', content, importance)));
  out.push('', 'ImportanceMemory apres 5 insertions :', imp.render());
  return splitLines(out);
}

/** Section 5: three pages, swap to page 2. */
export function seedPagingDemo(): string[] {
  let n = 0;
  const msg = (role: Role, content: string): Message => seedMessage(n++, role, content);
  const pm = new PagedMemory();
  pm.addPage({
    title: 'onboarding',
    messages: [msg('user', "Bonjour, je m'appelle Alice."), msg('assistant', 'Bonjour Alice, bienvenue.')],
  });
  pm.addPage({
    title: 'bug-investigation',
    messages: [
      msg('user', 'Le test #42 echoue avec une AssertionError.'),
      msg('assistant', 'Voyons la trace... la ligne 17.'),
      msg('user', "C'etait bien la ligne 17, merci."),
    ],
  });
  pm.addPage({
    title: 'preferences',
    messages: [
      msg('user', "Je prefere qu'on reponde en francais."),
      msg('assistant', 'Compris, je repondrai en francais.'),
    ],
  });
  const out: string[] = [];
  out.push(`Memoire paginee : ${pm.pages.length} pages, ${pm.totalMessages()} messages au total.`);
  out.push(`Page courante (idx=${pm.current}) : ${(pm.currentPage() as { title: string }).title}`, '');
  pm.pages.forEach((page, idx) => {
    const marker = idx === pm.current ? ' <-- courante' : '';
    out.push(`Page #${idx}: ${page.title}${marker}`);
  });
  out.push('', 'Swap vers la page preferences (idx=2)...');
  out.push(renderPage(pm.swapTo(2)));
  return splitLines(out);
}

/** `{n:>5} tours : non bornee = {ub:>11,} | fenetre = {w:>10,} (x{ub / w:>5.1f}) | paging = {p:>10,} (x{ub / p:>5.1f})` */
export function formatCostTableLine(n: number, r: Totals): string {
  const ratio = (a: number, b: number): string => (b === 0 ? 'inf' : pyFixed(a / b, 1)).padStart(5);
  return (
    `${String(n).padStart(5)} tours : non bornee = ${pyThousands(r.unbounded).padStart(11)}` +
    ` | fenetre = ${pyThousands(r.windowed).padStart(10)} (x${ratio(r.unbounded, r.windowed)})` +
    ` | paging = ${pyThousands(r.paged).padStart(10)} (x${ratio(r.unbounded, r.paged)})`
  );
}

/** The verdict's last line: `  - le gain croit avec N : fenetre x4.4 -> x43.0, paging x7.6 -> x75.1, a W et P fixes.` */
export function formatVerdictRatioLine(first: Totals, last: Totals): string {
  const f = (a: number, b: number): string => (b === 0 ? 'inf' : pyFixed(a / b, 1));
  return (
    `  - le gain croit avec N : fenetre x${f(first.unbounded, first.windowed)} -> x${f(last.unbounded, last.windowed)}` +
    `, paging x${f(first.unbounded, first.paged)} -> x${f(last.unbounded, last.paged)}, a W et P fixes.`
  );
}

export interface SeedCostDemoParams {
  profiles?: readonly number[];
  messageLength?: number;
  window?: number;
  pageSize?: number;
  summaryBudget?: number;
  chunkChars?: number;
  model?: 'notebook' | 'exact';
}

/** Section 6: the cost table and the verdict (notebook model by default, same parameters as the seed). */
export function seedCostDemo(p: SeedCostDemoParams = {}): string[] {
  const profiles = p.profiles ?? [100, 1000];
  const L = p.messageLength ?? 120;
  const W = p.window ?? 10;
  const P = p.pageSize ?? 5;
  const results = profiles.map((turns) =>
    costOfConversation({
      turns,
      messageLength: L,
      window: W,
      pageSize: P,
      summaryBudget: p.summaryBudget ?? 200,
      chunkChars: p.chunkChars ?? 40,
      model: p.model ?? 'notebook',
    }),
  );
  const out: string[] = [];
  out.push('='.repeat(84));
  out.push(`Conversation synthetique : ${L} chars/message, fenetre W=${W}, pages P=${P}`);
  out.push('='.repeat(84));
  profiles.forEach((n, i) => out.push(formatCostTableLine(n, results[i] as CostResult)));
  out.push('');
  out.push('Verdict honnete (G.2) : le cout UNI-side varie avec le profil de la conversation.');
  out.push('  - non bornee : O(N) par tour -> explosion quadratique sur la duree.');
  out.push("  - fenetre : O(W) par tour -> lineaire borne, mais perte d'info ancienne.");
  out.push('  - paging : O(P) par tour + cout de swap, lineaire borne, info preservee par pagination.');
  const first = results[0];
  const last = results[results.length - 1];
  if (first && last) out.push(formatVerdictRatioLine(first, last));
  return out;
}

/** The printed output of seed section 2..6, as one string (lines joined by '\n'). */
export function seedDemoOutput(section: 2 | 3 | 4 | 5 | 6): string {
  switch (section) {
    case 2:
      return seedRollingWindowDemo().join('\n');
    case 3:
      return seedSummaryDemo().join('\n');
    case 4:
      return seedEvictionDemo().join('\n');
    case 5:
      return seedPagingDemo().join('\n');
    case 6:
      return seedCostDemo().join('\n');
    default:
      throw new RangeError(`section must be an integer in 2..6 (got ${String(section)})`);
  }
}

/** print() of multi-line strings: flatten to one entry per printed line. */
function splitLines(chunks: string[]): string[] {
  return chunks.flatMap((c) => c.split('\n'));
}
