/**
 * Chapter 6 with the learner's model writing the summary, in the real browser: the threshold scene in "your model"
 * mode, the first compaction's prompt sent to a TEST DOUBLE of a model server on 127.0.0.1
 * (tools/modelServer/modelServer.ts) whose answer keeps one planted value and drops the others; "What compaction
 * dropped" follows that text. Disconnected, the take replays: same summary, no request.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { it } from './fixtures';
import { connectModel, MODEL_DIALOG } from './model';
import { startModelServer, type ModelServer } from '../../tools/modelServer/modelServer';
import { buildTimeline } from '../../src/engine/scene';
import { compactionMechanism } from '../../src/mechanisms/compaction/mechanism';
import { PRESETS } from '../../src/mechanisms/compaction/presets';

const T = {
  en: {
    answers: 'Answers',
    yourModel: 'Your model',
    timeline: 'Timeline',
    dropped: 'What compaction dropped',
    lossy: 'Lossy',
  },
  fr: {
    answers: 'Réponses',
    yourModel: 'Votre modèle',
    timeline: 'Chronologie',
    dropped: 'Ce que la compaction a perdu',
    lossy: 'Avec perte',
  },
} as const;
const SEND = { en: /^Send to 127\.0\.0\.1:\d+$/, fr: /^Envoyer à 127\.0\.0\.1:\d+$/ };

/** The threshold preset's first compaction as the engine plays it: its step and the facts it replaced. */
function firstCompaction() {
  const p = PRESETS.threshold;
  const tl = buildTimeline(compactionMechanism, p.config, p.ops);
  for (let i = 1; i <= p.ops.length; i++) {
    const f = tl.frame(i);
    const ev = f.events.find((e) => e.type === 'compaction');
    if (ev?.type === 'compaction') {
      const replaced = f.state.facts.filter((x) => ev.replaced.includes(x.itemId));
      return { step: i, replaced };
    }
  }
  throw new Error('the threshold preset never compacts');
}
const first = firstCompaction();
const [kept, ...dropped] = first.replaced;
const SUMMARY = `The agent read the repository and ran the tests. Kept: ${kept?.value}.`;

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ chunkDelayMs: 5, chunkSize: 6 });
  server.setAnswer(/Messages to replace:/, SUMMARY);
});
afterAll(async () => server?.close());

const chats = () =>
  server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/chat/completions'));

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang];
  it(`${lang}: your model writes the first summary; the dropped list follows it; the take replays`, async ({
    lab,
  }) => {
    expect(kept).toBeDefined();
    expect(dropped.length).toBeGreaterThan(0);
    const w = await lab.open(`#/${lang}/visualizer?preset=compaction%2Fthreshold`, {
      modelServers: [server.origin],
    });
    await connectModel(w.page, lang, server.url);
    await w.page
      .getByRole('radiogroup', { name: t.answers })
      .getByRole('radio', { name: t.yourModel })
      .check();
    const slider = w.page.getByRole('slider', { name: t.timeline });
    const takes = w.page.locator('.viz-takes');
    const sentBefore = chats().length;
    await slider.fill(String(first.step));
    await expect.poll(() => takes.getAttribute('data-blocked')).toBe(String(first.step));
    await w.page.getByRole('button', { name: SEND[lang] }).click();
    await expect.poll(() => takes.getAttribute('data-blocked')).toBe('');
    expect(chats().length - sentBefore).toBe(1);

    // The preset opens the three styles side by side: the lossy column's list.
    const region = w.page
      .getByRole('region', { name: t.dropped })
      .getByRole('region', { name: t.lossy, exact: true });
    const row = (id: string) =>
      region.getByRole('row').filter({ has: w.page.getByRole('rowheader', { name: id, exact: true }) });
    const status = (id: string) => row(id).getAttribute('data-status');
    await expect.poll(() => status(kept?.id as string)).toBe('context');
    for (const f of dropped) await expect.poll(() => status(f.id)).toBe('gone');

    // Disconnected: back and forth replays the take, nothing is sent.
    const d = MODEL_DIALOG[lang];
    await w.page.getByRole('button', { name: d.model, exact: true }).click();
    const dialog = w.page.getByRole('dialog', { name: d.model });
    await dialog.getByRole('button', { name: d.disconnect, exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('button', { name: d.connect, exact: true }).isEnabled())
      .toBe(true);
    await dialog.getByRole('button', { name: d.close, exact: true }).first().click();
    const before = server.requests.length;
    await slider.fill('0');
    await expect.poll(() => row(kept?.id as string).count()).toBe(0);
    await slider.fill(String(first.step));
    await expect.poll(() => status(kept?.id as string)).toBe('context');
    for (const f of dropped) await expect.poll(() => status(f.id)).toBe('gone');
    await expect.poll(() => takes.getAttribute('data-blocked')).toBe('');
    expect(server.requests.length).toBe(before);
  });
}
