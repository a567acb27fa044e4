// A vitest reporter that writes each test file's time to the JSON file named by AML_FILE_TIMES, so the slowest
// files of a run name themselves (`scripts/test-all.mjs` prints them under its table). A file's time is what its
// worker spent on it: setting up its environment, importing the setup files and the file itself, then its tests and
// hooks. The JSON reporter gives only the last part, and a file can be slow in its imports.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FileTimesReporter {
  onTestRunEnd(testModules) {
    const out = process.env.AML_FILE_TIMES;
    if (!out) return;
    const files = testModules.map((m) => {
      const d = m.diagnostic();
      const ms = (x) => Math.round(x ?? 0);
      return {
        file: relative(process.cwd(), m.moduleId),
        project: m.project.name,
        ms: ms(
          d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration,
        ),
        importMs: ms(d.setupDuration + d.collectDuration),
        testsMs: ms(d.duration),
      };
    });
    writeFileSync(out, `${JSON.stringify(files, null, 1)}\n`);
  }
}
