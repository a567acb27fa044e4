// @vitest-environment node
/**
 * "Exhaustive by type", proven: with eslint.config.js's own rules, a `switch` on a union whose `default:` hides a
 * member is refused, and a switch that lists every member passes (so a rule that refuses every switch would fail
 * here too). The probes are virtual files linted with types (the rule is type-aware): the project service opens
 * them as files of a default project.
 */
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { ROOT, ruleMessages } from './probe';

const PROBE = 'test/lint/exhaustive-probe.ts';
const RULE = '@typescript-eslint/switch-exhaustiveness-check';

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: resolve(ROOT, 'eslint.config.js'),
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: [PROBE] }, tsconfigRootDir: ROOT },
    },
  },
});

const switchErrors = (code: string) => ruleMessages(eslint, PROBE, code, RULE);

/** A probe module: a `switch` over a three-member union, with these lines between its braces. */
const switchOnLight = (...body: string[]) =>
  "type Light = 'red' | 'amber' | 'green';\nexport function go(l: Light): number {\n  switch (l) {\n" +
  body.map((line) => `    ${line}\n`).join('') +
  '  }\n}\n';

describe('switch-exhaustiveness-check', () => {
  it('is configured so that a default does not count for a union', async () => {
    const config = (await eslint.calculateConfigForFile(resolve(ROOT, 'src/engine/any.ts'))) as {
      rules: Record<string, unknown>;
    };
    expect(config.rules[RULE]).toEqual([
      2,
      expect.objectContaining({ considerDefaultExhaustiveForUnions: false }),
    ]);
  }, 60_000);

  it('refuses a default that hides a member of a union', async () => {
    const code = switchOnLight("case 'red':", '  return 0;', 'default:', '  return 1;');
    const errors = await switchErrors(code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/amber/);
    expect(errors[0]).toMatch(/green/);
  }, 60_000);

  it('accepts a switch that lists every member, with no default', async () => {
    const code = switchOnLight("case 'red':", '  return 0;', "case 'amber':", "case 'green':", '  return 1;');
    expect(await switchErrors(code)).toEqual([]);
  }, 60_000);
});
