/**
 * Records a real model's take of a chapter 5 scene: each user turn of a self-managed preset, in "your model" mode,
 * is answered by a GGUF model run by llama.cpp (node-llama-cpp, CPU, one thread, temperature 0, the page's context
 * of 2,048 tokens) held to the tool-call grammar made from the block tools, exactly as the take driver would add
 * the answers in the page. Writes the take (the JSON "Load a take" reads) and prints what the model did: its calls,
 * which ran and which the tools refused (with their errors), and what "said but not done" finds.
 *
 *   npm run setup:llama   # once: node-llama-cpp without GPU packages
 *   npx tsx scripts/record-self-managed-take.ts [--preset pressure] [--model ../shared/data/models/stories260K.gguf] \
 *     [--out docs/takes/self-managed-pressure.stories260K.json]
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { buildTimeline } from '../src/engine/scene';
import { emptyTake, withAnswer } from '../src/engine/scene/take';
import { saidButNotDone } from '../src/engine/selfManaged';
import { selfManagedMechanism as M } from '../src/mechanisms/self-managed/mechanism';
import { PRESETS } from '../src/mechanisms/self-managed/presets';
import { LLAMA_MISSING, llamaBackend, llamaInstalled } from '../tools/modelServer/realModels';
import { llamaTakeAnswer } from './lib/llamaTake';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
};
const presetId = arg('preset', 'pressure') as keyof typeof PRESETS;
const modelPath = resolve(
  arg('model', resolve(import.meta.dirname, '../../shared/data/models/stories260K.gguf')),
);
const out = resolve(arg('out', `docs/takes/self-managed-${presetId}.${basename(modelPath, '.gguf')}.json`));

if (!llamaInstalled()) {
  console.log(LLAMA_MISSING);
  process.exit(0);
}
const preset = PRESETS[presetId];
if (!preset) throw new Error(`no preset "${presetId}"; one of ${Object.keys(PRESETS).join(', ')}`);
const config = { ...preset.config, answers: 'model' as const };
const llama = await llamaBackend(modelPath, { contextSize: 2048 });
const model = basename(modelPath);
let take = emptyTake();
const started = performance.now();
try {
  for (;;) {
    const blocked = buildTimeline(M, config, preset.ops, { take }).blockedAt(preset.ops.length);
    if (!blocked) break;
    const request = blocked.request;
    if (request.kind !== 'chat' || !request.tools) throw new Error('the scene asked for something else');
    take = withAnswer(take, await llamaTakeAnswer(llama, request, model));
  }
} finally {
  await llama.close();
}
const seconds = (performance.now() - started) / 1000;
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(take, null, 2)}\n`);

// What the model did, replayed from the take alone (no model).
const end = buildTimeline(M, config, preset.ops, { take }).frame(preset.ops.length).state;
const ok = end.calls.filter((c) => c.ok).length;
console.log(
  `${model} on the "${presetId}" scene: ${preset.ops.length} turns, ${take.answers.length} answers in ${seconds.toFixed(1)} s`,
);
console.log(`take: ${out}`);
console.log(`calls: ${end.calls.length} (${ok} ran, ${end.calls.length - ok} refused with the tool's error)`);
const byName = new Map<string, { ok: number; refused: number }>();
for (const c of end.calls) {
  const n = byName.get(c.name) ?? { ok: 0, refused: 0 };
  if (c.ok) n.ok++;
  else n.refused++;
  byName.set(c.name, n);
}
for (const [name, n] of byName) console.log(`  ${name}: ${n.ok} ran, ${n.refused} refused`);
const errors = new Map<string, number>();
for (const c of end.calls.filter((x) => !x.ok)) {
  const kind = c.output
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, 'N')
    .slice(0, 90);
  errors.set(kind, (errors.get(kind) ?? 0) + 1);
}
for (const [kind, n] of errors) console.log(`  refused ×${n}: ${kind}`);
for (const b of end.blocks.blocks) console.log(`block ${b.label}: ${b.value.length}/${b.limit} characters`);
console.log(`archival passages: ${end.blocks.archival.length}`);
const findings = saidButNotDone(end.transcript);
console.log(
  `said but not done: ${findings.filter((f) => f.type === 'claim-without-call').length} claims without a call, ${findings.filter((f) => f.type === 'call-without-claim').length} calls without a claim`,
);
const first = end.calls.find((c) => c.step === 1);
if (first)
  console.log(
    `first call: ${first.name} ${JSON.stringify(first.arguments).slice(0, 200)} → ${first.output.slice(0, 160)}`,
  );
