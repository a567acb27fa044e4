/**
 * Build-time conversion of lesson and statement MDX files for the chapter notebooks (Node side, in vite.config.ts
 * and vitest.config.ts): importing `file.mdx?notebook` gives the file's notebook blocks as data
 * (`export default [...]`, see mdxToBlocks.ts), so the page ships no Markdown parser. Statement files (under
 * exercises/) have their headings moved down two levels (they sit under their exercise's heading), lessons one.
 *
 * The import is resolved to a virtual id ending in `.js`: @mdx-js/rollup strips queries, so `x.mdx?notebook` would
 * otherwise be compiled as MDX after this plugin loaded it.
 */
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { loadFacts } from '../content/vitePlugin.ts';
import { mdxToBlocks } from './mdxToBlocks';

const QUERY = /\.mdx\?notebook$/;
const PREFIX = '\0aml-notebook:';

export function notebookPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'aml-notebook',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (!QUERY.test(source)) return undefined;
      const path = source.replace(/\?notebook$/, '');
      const file =
        isAbsolute(path) && path.startsWith(root)
          ? path
          : path.startsWith('/')
            ? resolve(root, `.${path}`)
            : resolve(dirname(importer ?? `${root}/x`), path);
      return `${PREFIX}${file}.js`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const file = id.slice(PREFIX.length, -'.js'.length);
      this.addWatchFile(file);
      const lang = /\.fr\.mdx$/.test(file) ? 'fr' : 'en';
      const shift = /[/\\]exercises[/\\]/.test(file) ? 2 : 1;
      const source = readFileSync(file, 'utf8');
      // The facts' registry is loaded only for a file that quotes one.
      const facts = source.includes('<Fact') ? await loadFacts() : undefined;
      const blocks = mdxToBlocks(source, lang, shift, facts);
      return { code: `export default ${JSON.stringify(blocks)};\n`, map: null };
    },
  };
}
