/**
 * Chapter 6 with the learner's model, in the real browser: the threshold scene (three styles side by side) in "your
 * model" mode, every prompt sent to a TEST DOUBLE of a model server on 127.0.0.1 (tools/modelServer/modelServer.ts:
 * these machines run no Ollama, vLLM, LM Studio or llama-server). The double makes the agent's tool calls (OpenAI
 * `tool_calls`, streamed: the script's own call, plus a call of an unknown tool on the first turn) and writes the
 * first summary, keeping one planted value and dropping the others. The page says the model wrote the summary and
 * shows its text; "What compaction dropped" is computed on it; the refused call is the tool's error; then,
 * disconnected, the take replays: same summary, no request.
 * What the double answers, and so the step of the first compaction and the facts it replaces, is computed here
 * with the engine from the same answers (the page must agree with it).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { connectYourModel, disconnectModel } from './model';
import { EN_LIGHT_FR_DARK, shot } from './page';
import { startModelServer, type ModelServer, type ToolAnswer } from '../../tools/modelServer/modelServer';
import { buildTimeline } from '../../src/engine/scene';
import { emptyTake, withAnswer, type Take } from '../../src/engine/scene/take';
import { AGENT_TOOLS, COMPACTION_AGENT_HOOK, checkAgentCall } from '../../src/engine/compaction/agentTools';
import { encodeModelAnswer, parseModelAnswer } from '../../src/engine/selfManaged/modelTurn';
import { compactionMechanism as M } from '../../src/mechanisms/compaction/mechanism';
import { PRESETS } from '../../src/mechanisms/compaction/presets';

const T = {
  en: {
    sendAll: 'Send the next prompts of this scene without asking again',
    timeline: 'Timeline',
    dropped: 'What compaction dropped',
    lossy: 'Lossy',
    wrote: 'Written by your model',
    calls: 'Your model’s tool calls',
  },
  fr: {
    sendAll: 'Envoyer les consignes suivantes de cette scène sans redemander',
    timeline: 'Chronologie',
    dropped: 'Ce que la compaction a perdu',
    lossy: 'Avec perte',
    wrote: 'Écrit par votre modèle',
    calls: 'Les appels d’outils de votre modèle',
  },
} as const;

/** The threshold preset as the page plays it in each language (the French scene's tools speak French). */
const presetIn = (lang: 'en' | 'fr') => (lang === 'fr' ? PRESETS.threshold.inLanguage.fr : PRESETS.threshold);
const ARGUMENT: Record<string, string> = { read_file: 'path', search: 'query', run_tests: 'module' };

/** The double's calls at the script's call number i: the script's own call; on the first, also an unknown tool. */
function callsAt(scriptCalls: readonly string[], i: number): ToolAnswer['calls'] {
  const m = /^(\w+)\((".*")\)$/.exec(scriptCalls[i] as string);
  if (!m) throw new Error(`not a call: ${scriptCalls[i]}`);
  const name = m[1] as string;
  const own = { name, arguments: { [ARGUMENT[name] as string]: JSON.parse(m[2] as string) as string } };
  return i === 0 ? [own, { name: 'delete_repo', arguments: {} }] : [own];
}

/**
 * The scene as the engine plays it with those answers: each agent prompt → its calls, and the first compaction's
 * step, its summary prompt and the facts it replaced. The summary keeps the first replaced fact's value only.
 */
const stamp = { model: 'plan', at: '2026-12-06T00:00:00Z', usage: null };

function plan(lang: 'en' | 'fr') {
  const preset = presetIn(lang);
  const config = { ...preset.config, answers: 'model' as const };
  const scriptCalls = preset.ops.flatMap((o) => (o.op === 'call' ? [o.text] : []));
  const agent = new Map<string, ToolAnswer['calls']>();
  let take: Take = emptyTake();
  let calls = 0;
  for (;;) {
    const b = buildTimeline(M, config, preset.ops, { take }).blockedAt(preset.ops.length);
    if (!b || b.request.kind !== 'chat') break;
    let answer: string;
    if (b.request.hook === COMPACTION_AGENT_HOOK) {
      const made = callsAt(scriptCalls, calls++);
      agent.set(b.request.prompt, made);
      answer = encodeModelAnswer('', made);
    } else {
      // The first summary: the facts it replaces do not depend on its text; the scene is played no further.
      const step = b.step;
      const summaryPrompt = b.request.prompt;
      const probe = withAnswer(take, { ...stamp, hook: b.request.hook, prompt: summaryPrompt, answer: '…' });
      const frame = buildTimeline(M, config, preset.ops, { take: probe }).frame(step);
      const ev = frame.events.find((e) => e.type === 'compaction');
      if (ev?.type !== 'compaction') throw new Error(`no compaction at step ${step}`);
      const replaced = frame.state.facts.filter((f) => ev.replaced.includes(f.itemId));
      return { agent, step, replaced, summaryPrompt };
    }
    take = withAnswer(take, { ...stamp, hook: b.request.hook, prompt: b.request.prompt, answer });
  }
  throw new Error('the threshold scene never asked for a summary');
}
const scenes = { en: plan('en'), fr: plan('fr') };

let server: ModelServer;
let summary = '';
beforeAll(async () => {
  server = await startModelServer({ chunkDelayMs: 5, chunkSize: 8 });
  server.setToolCalls(/Call the tool you need next/, (prompt) => {
    const calls = scenes.en.agent.get(prompt) ?? scenes.fr.agent.get(prompt);
    // A prompt the engine did not foresee: no call, said so (the test then fails on what the page shows).
    return calls ? { content: '', calls } : { content: 'unforeseen prompt', calls: [] };
  });
  server.setAnswer(/Messages to replace:/, () => summary);
});
afterAll(async () => server?.close());

const chats = () =>
  server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/chat/completions'));

for (const [lang, colorScheme] of EN_LIGHT_FR_DARK) {
  const t = T[lang];
  it(`${lang} (${colorScheme}): your model makes the agent's calls and writes the summary; the dropped list follows it`, async ({
    lab,
  }) => {
    // The first compaction replaces the facts planted before the last K items: the summary keeps one.
    const scene = scenes[lang];
    const { step, replaced } = scene;
    const [kept, ...dropped] = replaced;
    expect(kept).toBeDefined();
    expect(dropped.length).toBeGreaterThan(0);
    summary = `The agent read the repository and ran the tests. Kept: ${kept?.value}.`;
    const w = await lab.open(`#/${lang}/visualizer?preset=compaction%2Fthreshold`, {
      modelServers: [server.origin],
      colorScheme,
    });
    await connectYourModel(w.page, lang, server.url);
    const slider = w.page.getByRole('slider', { name: t.timeline });
    const takes = w.page.locator('.viz-takes');
    const sentBefore = chats().length;
    await slider.fill(String(step));
    // The first prompt waits for a click; ticking "send the next prompts" sends it and every one after it.
    await expect.poll(() => takes.getAttribute('data-blocked')).not.toBe('');
    await w.page.getByRole('checkbox', { name: t.sendAll }).check();
    await expect.poll(() => takes.getAttribute('data-blocked'), { timeout: 120_000 }).toBe('');
    // One request per script call up to the compaction, and the summary.
    const sent = chats().slice(sentBefore);
    const agentCalls = scene.agent.size;
    expect(sent.length).toBe(agentCalls + 1);
    const body = sent[0]?.body as { tools?: { function: { name: string } }[]; stream?: boolean };
    expect(body.tools?.map((x) => x.function.name)).toEqual(AGENT_TOOLS.map((x) => x.function.name));
    expect(body.stream).toBe(true);

    // The lossy column: the summary is the model's, said so, with its text.
    const lossy = w.page.getByRole('region', { name: t.lossy, exact: true });
    const summaryItem = lossy.locator('.cmp-item[data-kind="summary"]');
    await expect.poll(() => summaryItem.innerText()).toContain(t.wrote);
    await expect.poll(() => summaryItem.innerText()).toContain(summary);
    // "What compaction dropped" in that column, computed on the model's text.
    const droppedList = lossy.getByRole('region', { name: `${t.dropped} · ${t.lossy}`, exact: true });
    const status = (id: string) =>
      droppedList
        .getByRole('row')
        .filter({ has: w.page.getByRole('rowheader', { name: id, exact: true }) })
        .getAttribute('data-status');
    await expect.poll(() => status(kept?.id as string)).toBe('context');
    for (const f of dropped) await expect.poll(() => status(f.id)).toBe('gone');
    // The model's calls: the unknown tool was refused with the tool's own error.
    const calls = w.page.getByRole('list', { name: t.calls, exact: true });
    await expect.poll(() => calls.getByRole('listitem').count()).toBe(agentCalls + 1);
    const refused = calls.locator('li.is-error');
    await expect.poll(() => refused.innerText()).toContain('Error: unknown tool "delete_repo"');
    await shot(w.page, `ch6-your-model-${lang}-${colorScheme}`);
    expect(await seriousAxeViolations(w.page)).toEqual([]);

    // Disconnected: back and forth replays the take, nothing is sent.
    await disconnectModel(w.page, lang);
    const before = server.requests.length;
    await slider.fill('0');
    await expect.poll(() => summaryItem.count()).toBe(0);
    await slider.fill(String(step));
    await expect.poll(() => summaryItem.innerText()).toContain(summary);
    await expect.poll(() => status(kept?.id as string)).toBe('context');
    for (const f of dropped) await expect.poll(() => status(f.id)).toBe('gone');
    await expect.poll(() => takes.getAttribute('data-blocked')).toBe('');
    expect(server.requests.length).toBe(before);
  }, 240_000);
}

// The engine agrees with itself on what the double answers: parsed back, the calls are the script's (and the refusal).
it('the double’s answers are calls the scene reads', () => {
  const scriptCalls = presetIn('en').ops.flatMap((o) => (o.op === 'call' ? [o.text] : []));
  const first = parseModelAnswer(encodeModelAnswer('', callsAt(scriptCalls, 0))).calls.map(checkAgentCall);
  expect(first.map((c) => c.text)).toEqual([scriptCalls[0], 'delete_repo({})']);
  expect(first[1]?.error).toMatch(/^Error: unknown tool/);
});
