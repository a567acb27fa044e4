/**
 * Records a real model's take of chapter 6's threshold scene in "your model" mode: at each of the script's tool calls
 * a GGUF model run by llama.cpp (node-llama-cpp, CPU, one thread, temperature 0) is sent the request as it stands,
 * held to the grammar made from the scene's three tools, as the page holds a model file; each compaction's summary
 * is its plain answer (at most 256 tokens, the page's default). Exactly the prompts the take driver would send.
 * Writes the take (the JSON "Load a take" reads) and prints what the model did: its calls, which were the script's
 * (they get its result and plant its fact), which another (the tool finds nothing) and which the tools refused, and
 * what the compactions dropped of the planted facts, replayed from the take alone.
 *
 *   npm run setup:llama   # once: node-llama-cpp without GPU packages
 *   npx tsx scripts/record-compaction-take.ts [--preset threshold] [--style lossy] [--context 8192] \
 *     [--model ../shared/data/models/stories260K.gguf] [--out docs/takes/compaction-threshold.stories260K.json]
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { buildTimeline } from '../src/engine/scene';
import { emptyTake, parseTakeJson, withAnswer } from '../src/engine/scene/take';
import { COMPACTION_STYLES, type CompactionStyle } from '../src/engine/compaction/compact';
import { compactionMechanism as M } from '../src/mechanisms/compaction/mechanism';
import { PRESETS } from '../src/mechanisms/compaction/presets';
import { LLAMA_MISSING, llamaBackend, llamaInstalled } from '../tools/modelServer/realModels';
import { llamaTakeAnswer } from './lib/llamaTake';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
};
const presetId = arg('preset', 'threshold') as keyof typeof PRESETS;
const style = arg('style', 'lossy') as CompactionStyle;
if (!COMPACTION_STYLES.includes(style)) throw new Error(`--style: one of ${COMPACTION_STYLES.join(', ')}`);
// The scene's request nears its 4,000-token limit (the notebook's chars/4); stories260K's tokenizer cuts finer.
const contextSize = Number(arg('context', '8192'));
const modelPath = resolve(
  arg('model', resolve(import.meta.dirname, '../../shared/data/models/stories260K.gguf')),
);
const out = resolve(arg('out', `docs/takes/compaction-${presetId}.${basename(modelPath, '.gguf')}.json`));

if (!llamaInstalled()) {
  console.log(LLAMA_MISSING);
  process.exit(0);
}
const preset = PRESETS[presetId];
if (!preset) throw new Error(`no preset "${presetId}"; one of ${Object.keys(PRESETS).join(', ')}`);
const config = { ...preset.config, style, answers: 'model' as const };
const llama = await llamaBackend(modelPath, { contextSize });
const model = basename(modelPath);
// Each answer is kept as it comes (a slow, loaded machine may stop the run): a run starts from what is kept.
const partial = `${out}.partial`;
let take = emptyTake();
if (existsSync(partial)) {
  const kept = parseTakeJson(readFileSync(partial, 'utf8'));
  if (kept.ok) take = kept.value;
  console.log(`resuming from ${partial}: ${take.answers.length} answers`);
}
mkdirSync(dirname(out), { recursive: true });
const started = performance.now();
let longestPrompt = 0;
try {
  for (;;) {
    const blocked = buildTimeline(M, config, preset.ops, { take }).blockedAt(preset.ops.length);
    if (!blocked) break;
    const request = blocked.request;
    if (request.kind !== 'chat') throw new Error('the scene asked for vectors');
    const answer = await llamaTakeAnswer(llama, request, model);
    longestPrompt = Math.max(longestPrompt, answer.usage?.promptTokens ?? 0);
    take = withAnswer(take, answer);
    writeFileSync(partial, JSON.stringify(take));
    console.log(`step ${blocked.step}: ${request.hook}, ${answer.usage?.promptTokens} prompt tokens`);
  }
} finally {
  await llama.close();
}
const seconds = (performance.now() - started) / 1000;
writeFileSync(out, `${JSON.stringify(take, null, 2)}\n`);
rmSync(partial, { force: true });

// What the model did, replayed from the take alone (no model), beside the scripted scene.
const replay = buildTimeline(M, config, preset.ops, { take });
if (replay.blockedAt(preset.ops.length)) throw new Error('the take does not replay the whole scene');
const end = replay.frame(preset.ops.length).state;
const scripted = buildTimeline(M, { ...preset.config, style }, preset.ops).frame(preset.ops.length).state;
const byHook = new Map<string, number>();
for (const a of take.answers) byHook.set(a.hook, (byHook.get(a.hook) ?? 0) + 1);
console.log(
  `${model} on the "${presetId}" scene (${style}): ${preset.ops.length} steps, ${take.answers.length} answers (${[...byHook].map(([h, n]) => `${h} ×${n}`).join(', ')}) in ${seconds.toFixed(1)} s; longest prompt ${longestPrompt} tokens`,
);
console.log(`take: ${out}`);
const calls = end.modelCalls;
const refused = calls.filter((r) => r.call.error !== null);
const own = calls.filter((r) => r.scripted);
console.log(
  `calls: ${calls.length} (${own.length} the script's own, ${calls.length - own.length - refused.length} another call the tool finds nothing for, ${refused.length} refused with the tool's error)`,
);
const byName = new Map<string, number>();
for (const r of calls) byName.set(r.call.name, (byName.get(r.call.name) ?? 0) + 1);
for (const [name, n] of byName) console.log(`  ${name}: ${n}`);
for (const r of refused.slice(0, 3)) console.log(`  refused: ${r.call.text} → ${r.call.error}`);
for (const r of calls.slice(0, 3))
  console.log(`  step ${r.step}: ${r.call.text} → ${(r.output ?? '').split('\n')[0]}`);
console.log(
  `planted facts: ${end.facts.length} of the script's ${scripted.facts.length}; compactions ${end.operations} (scripted ${scripted.operations}); requests ${end.requests.length}`,
);
const ev = end.last?.event;
if (ev?.type === 'compaction' && ev.facts) {
  const a = ev.facts.after;
  console.log(
    `after the last compaction (step ${end.last?.step}): ${a.context.length} in the context, ${a.storage.length} in storage, ${a.unauditable.length} unauditable, ${a.gone.length} gone`,
  );
}
const summary = end.context.summary?.text ?? '';
console.log(
  `the summary in the context (${summary.length} characters): ${JSON.stringify(summary.slice(0, 160))}`,
);
