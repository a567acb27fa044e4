/** `extract-public-sets.ts params`: the detector's learned parameters, written as TypeScript into the engine. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveParams } from '../../../src/engine/sensitive/derive';
import { MUST_PASS } from '../../../test/fixtures/sensitive';
import { trainingExamples } from './loso';
import { secretSets } from './sets';

/** The detector's data-derived parameters from every secret source, written to src/engine/sensitive/learned.ts. */
export function writeLearnedParams(): void {
  const { sets, missing } = secretSets();
  if (missing !== null) {
    console.error(missing);
    process.exit(1);
  }
  const params = deriveParams(
    trainingExamples(
      sets,
      MUST_PASS.map((o) => o.text),
    ),
  );
  const file = join(import.meta.dirname, '..', '..', '..', 'src', 'engine', 'sensitive', 'learned.ts');
  const quote = (x: string): string => `'${x.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const prefixes = params.prefixes.map((p) => `    { prefix: ${quote(p.prefix)}, min: ${p.min} },`);
  writeFileSync(
    file,
    `/**
 * Written by \`npx tsx scripts/extract-public-sets.ts params\`: the detector's data-derived parameters (params.ts),
 * derived (derive.ts) from every public secret source of shared/data/detector/
 * (${sets.map((s) => s.name).join(', ')}) and the lab's own ordinary sentences. Do not edit by hand; test/engine/sensitive/publicSets.test.ts checks they equal
 * what derive.ts computes from the sources today.
 */
import type { DetectorParams } from './params';

export const LEARNED_PARAMS: DetectorParams = {
  vendors: true,
  generic: ${params.generic === null ? 'null' : `{ minLength: ${params.generic.minLength}, minEntropy: ${params.generic.minEntropy} }`},
  prefixes: [
${prefixes.join('\n')}
  ],
};
`,
  );
  console.log(`${file}: ${params.prefixes.length} prefixes, generic rule ${JSON.stringify(params.generic)}`);
}
