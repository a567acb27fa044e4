/**
 * Remark plugin: `<Fact id="chapter3.triggers.reflections" />` in a lesson or a statement becomes the fact's text,
 * written for the file's language (`.fr.mdx` / `.en.mdx`), at build time. The figure is then plain text in the
 * section's own chunk: no component, no JavaScript, nothing to load, and it cannot drift from the engine, which
 * computed it during the build (src/content/facts/, design in src/content/README.md).
 *
 * The facts are given (`facts`: a lookup, when the caller has the registry, as the tests do) or loaded on first use
 * (`load`: vitePlugin.ts loads the registry through Vite's module runner, so a config that never compiles MDX never
 * pays for the engine). An unknown id, or a `<Fact>` in a file whose language cannot be told, stops the build with
 * the file's name. Runs before remarkFrenchTypography (the fact's text then gets the French spacing of the prose).
 */
import type { Lang } from '../i18n/lang';

/** What a fact reads as in a language (src/content/facts/index.ts's `factText`). */
export type FactLookup = (id: string, lang: Lang) => { text: string; code: boolean };

export interface RemarkFactsOptions {
  /** The file's language when the caller knows it (the notebook export); otherwise read from the file name. */
  lang?: Lang;
  /** The facts, at hand: the plugin then runs synchronously. */
  facts?: FactLookup;
  /** Or how to load them (once, on the first file that quotes a fact). */
  load?: () => Promise<FactLookup>;
}

interface Node {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: Node[];
}

interface FileLike {
  path?: string;
  history?: string[];
}

function langOf(file: FileLike | undefined): Lang | null {
  const path = file?.path ?? file?.history?.at(-1) ?? '';
  const m = /\.(fr|en)\.mdx$/.exec(path);
  return m ? (m[1] as Lang) : null;
}

const isFact = (n: Node) =>
  (n.type === 'mdxJsxTextElement' || n.type === 'mdxJsxFlowElement') && n.name === 'Fact';

function idOf(n: Node): string {
  const a = n.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === 'id');
  if (!a || typeof a.value !== 'string') throw new Error('<Fact> needs id="…" (a string)');
  return a.value;
}

/** The text node (or inline code) a `<Fact>` becomes. */
function replacement(n: Node, lang: Lang, factText: FactLookup): Node {
  const { text, code } = factText(idOf(n), lang);
  const inline: Node = code ? { type: 'inlineCode', value: text } : { type: 'text', value: text };
  // A fact alone on its line is a block: give it its paragraph.
  return n.type === 'mdxJsxFlowElement' ? { type: 'paragraph', children: [inline] } : inline;
}

function hasFact(node: Node): boolean {
  return isFact(node) || (node.children ?? []).some(hasFact);
}

function walk(node: Node, lang: () => Lang, facts: FactLookup): void {
  const children = node.children;
  if (!children) return;
  let replaced = false;
  for (let i = 0; i < children.length; i++) {
    const child = children[i] as Node;
    if (isFact(child)) {
      children[i] = replacement(child, lang(), facts);
      replaced = true;
    } else walk(child, lang, facts);
  }
  // "… makes ", "7", " reflections" → one text node, as if the figure had been typed.
  if (replaced) node.children = mergeText(children);
}

function mergeText(children: Node[]): Node[] {
  const out: Node[] = [];
  for (const c of children) {
    const last = out.at(-1);
    if (c.type === 'text' && last?.type === 'text') last.value = `${String(last.value)}${String(c.value)}`;
    else out.push(c.type === 'text' ? { ...c } : c);
  }
  return out;
}

export default function remarkFacts(options: RemarkFactsOptions = {}) {
  return (tree: Node, file?: FileLike): void | Promise<void> => {
    if (!hasFact(tree)) return;
    const where = file?.path ?? 'MDX';
    const lang = () => {
      const l = options.lang ?? langOf(file);
      if (!l) throw new Error(`<Fact> in a file whose language is unknown: name it *.fr.mdx or *.en.mdx`);
      return l;
    };
    const run = (facts: FactLookup) => {
      try {
        walk(tree, lang, facts);
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
      }
    };
    if (options.facts) return run(options.facts);
    if (!options.load) throw new Error(`${where}: remarkFacts needs \`facts\` or \`load\``);
    return options.load().then(run);
  };
}
