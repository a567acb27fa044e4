// npm run data:fetch: builds the memory bench's three public sets (longmemeval-mini.json, longmemeval-s-mini.json,
// factconsolidation-sh-6k.json) from the files their authors publish, for a machine outside the workplace (a fresh
// clone, a published site's maintainer). Each source file is read from `--from DIR` (default data/downloads/); a
// missing one is downloaded from its address when the machine is online (never with --offline). A file whose sha256
// is known is checked before use; every built set must equal, byte for byte, the copy the lab was measured on (its
// sha256), or nothing is written. The sets go to `--out DIR`/memory-bench/ (default data/shared/, gitignored), where
// the build, the tests and `npm run bench:memory` find them (tools/data/sharedData.ts).
//
//   npm run data:fetch                               every set; fetches what data/downloads/ lacks
//   npm run data:fetch -- --sets mini,conflicts      only these (mini, s, conflicts; s needs a 265 MB file)
//   npm run data:fetch -- --from ~/Downloads --offline
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { repoSharedDataDir } from '../tools/data/sharedData';
import {
  buildFactConsolidation,
  buildLongMemEvalMini,
  buildLongMemEvalSMini,
  SETS,
  setBytes,
  sha256,
  UPSTREAM,
  type FactQuestion,
  type LongMemEvalRecord,
  type UpstreamKey,
} from './lib/publicSets';

const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(name);
  return i === -1 ? null : (argv[i + 1] ?? null);
};
const fromDir = resolve(flag('--from') ?? join(root, 'data', 'downloads'));
const outDir = resolve(flag('--out') ?? repoSharedDataDir);
const offline = argv.includes('--offline');
const SET_FLAGS = { mini: 'mini', s: 'sMini', conflicts: 'conflicts' } as const;
const wanted = (flag('--sets') ?? 'mini,s,conflicts').split(',').map((s) => s.trim());
for (const w of wanted)
  if (!(w in SET_FLAGS)) {
    console.error(`unknown set "${w}": choose among ${Object.keys(SET_FLAGS).join(', ')}`);
    process.exit(2);
  }
const sets = wanted.map((w) => SET_FLAGS[w as keyof typeof SET_FLAGS]);
const needed = [...new Set(sets.flatMap((s) => SETS[s].inputs as readonly UpstreamKey[]))];

function describe(key: UpstreamKey): string {
  const u = UPSTREAM[key];
  const hash = u.sha256
    ? `sha256 ${u.sha256}`
    : 'sha256 not known in advance (the built set is checked instead)';
  return `  ${u.name}\n    from ${u.url}\n    licence: ${u.licence}\n    ${hash}`;
}

async function obtain(key: UpstreamKey): Promise<Buffer | null> {
  const u = UPSTREAM[key];
  const path = join(fromDir, u.name);
  if (!existsSync(path) && !offline) {
    process.stdout.write(`downloading ${u.name} from ${u.url} ... `);
    try {
      const res = await fetch(u.url, { signal: AbortSignal.timeout(600_000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await mkdir(fromDir, { recursive: true });
      await writeFile(path, Buffer.from(await res.arrayBuffer()));
      console.log('done');
    } catch (error) {
      console.log(`not reachable (${(error as Error).message})`);
    }
  }
  if (!existsSync(path)) return null;
  const data = await readFile(path);
  if (u.sha256 && sha256(data) !== u.sha256) {
    console.error(
      `refused: ${path} is not the published file (sha256 ${sha256(data)}, expected ${u.sha256}). ` +
        `Download it again from ${u.url}.`,
    );
    process.exit(1);
  }
  return data;
}

const files = new Map<UpstreamKey, Buffer>();
const missing: UpstreamKey[] = [];
for (const key of needed) {
  const data = await obtain(key);
  if (data) files.set(key, data);
  else missing.push(key);
}
if (missing.length) {
  console.error(
    `\nThe public sets need these files, which are not in ${fromDir}${offline ? '' : ' and could not be downloaded'}.\n` +
      `Download each from its address (a browser will do), put them in that folder (or pass --from DIR), and run\n` +
      `npm run data:fetch again:\n\n${missing.map(describe).join('\n')}`,
  );
  process.exit(1);
}

const json = <T>(key: UpstreamKey) => JSON.parse(files.get(key)!.toString('utf8')) as T;
const memo = new Map<UpstreamKey, unknown>();
const parsed = <T>(key: UpstreamKey): T => {
  if (!memo.has(key)) memo.set(key, json<T>(key));
  return memo.get(key) as T;
};

await mkdir(join(outDir, 'memory-bench'), { recursive: true });
let failed = false;
for (const set of sets) {
  const { file, sha256: expected, inputs } = SETS[set];
  let value: unknown;
  try {
    value =
      set === 'mini'
        ? buildLongMemEvalMini(parsed<LongMemEvalRecord[]>('oracle'))
        : set === 'sMini'
          ? buildLongMemEvalSMini(parsed<LongMemEvalRecord[]>('s'), parsed<LongMemEvalRecord[]>('oracle'))
          : buildFactConsolidation(
              files.get('factContext')!.toString('utf8'),
              parsed<FactQuestion[]>('factQuestions'),
            );
  } catch (error) {
    console.error(`refused: ${file} could not be built: ${(error as Error).message}`);
    failed = true;
    continue;
  }
  const bytes = setBytes(value);
  const got = sha256(bytes);
  if (got !== expected) {
    console.error(
      `refused: ${file} built from ${inputs.map((k) => UPSTREAM[k].name).join(' and ')} is not the set the lab ` +
        `was measured on (sha256 ${got}, expected ${expected}); the downloaded files differ from the published ones.`,
    );
    failed = true;
    continue;
  }
  const path = join(outDir, 'memory-bench', file);
  await writeFile(path, bytes);
  const sourceName = set === 'mini' ? 'SOURCE.md' : `SOURCE-${file.replace(/\.json$/, '')}.md`;
  const source = value as { source: string; licence: string };
  await writeFile(
    join(outDir, 'memory-bench', sourceName),
    `# Source of \`${file}\`\n\nBuilt by \`npm run data:fetch\` (scripts/data-fetch.ts, scripts/lib/publicSets.ts) from:\n\n` +
      `${inputs.map((k) => `- \`${UPSTREAM[k].name}\`, ${UPSTREAM[k].url}`).join('\n')}\n\n` +
      `Source: ${source.source}\n\nLicence: ${source.licence}\n\nThis file: ${bytes.length} bytes, sha256 \`${got}\`.\n`,
  );
  console.log(`${path}  ${(bytes.length / 1e6).toFixed(2)} MB, sha256 ${got} (the reference copy's)`);
}
if (failed) process.exit(1);
console.log(
  `\nThe build (npm run build), the tests and npm run bench:memory now find the sets in ${join(outDir, 'memory-bench')}.`,
);
