/** What the lint tests share: linting a small virtual file (a probe) with the repository's own config. */
import type { ESLint } from 'eslint';
import { resolve } from 'node:path';

/** The repository's root, where eslint.config.js is. */
export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The messages one rule gives on `code` linted as the file `filePath` (relative to the root). A probe that does not
 * parse would report nothing from any rule: it fails the test instead.
 */
export async function ruleMessages(
  eslint: ESLint,
  filePath: string,
  code: string,
  ruleId: string,
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) });
  const messages = result?.messages ?? [];
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
