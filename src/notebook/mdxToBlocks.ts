/**
 * A lesson or statement MDX file → the blocks of a Jupyter notebook, at build time (Node: vitePlugin.ts, and the
 * tests). Nothing of remark reaches the page: the page receives the blocks as data.
 *
 * How the lesson's components become Markdown (Jupyter renders Markdown, not JSX):
 * - `<Cell id>` → a `cell` block: the notebook assembler puts the cell's Python code cell there (or, for a
 *   TypeScript-only cell, its code as a fenced block);
 * - `<Note tone title>` → a blockquote opening with the bold title (or the tone's name);
 * - `<SeedCode caption>`, `<Output caption>`, `<Table caption>` → the italic caption, then the block itself;
 *   an `<Output>` is its own `output` block, so the assembler can drop the one that repeats a code cell's output;
 * - `<Visualizer>`, `<CostLab>`, `<MemoryBench>`, `<Practice>` → an italic line saying the widget is interactive in the lab;
 * - `<ExerciseCards chapter>` → an `exercises` block: the assembler puts the chapter's exercises there;
 * - section headings move one level down (`##` → `###`): the section title is the notebook's `##`.
 * `<Fact id>` becomes its text (remarkFacts), and French files get the lessons' French spacing
 * (remarkFrenchTypography), as on the page.
 */
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import remarkFacts, { type FactLookup } from '../content/remarkFacts.ts';
import remarkFrenchTypography, { frenchSpacing } from '../content/remarkFrenchTypography';
import type { Lang } from '../i18n/lang';
import type { ProseBlock } from './types';

interface MdNode {
  type: string;
  name?: string | null;
  depth?: number;
  value?: string;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: MdNode[];
}

const WIDGET_LINE: Record<Lang, Record<string, string>> = {
  en: {
    Visualizer: 'Interactive in the lab: the visualizer replays this mechanism step by step.',
    CostLab:
      'Interactive in the lab: the cost lab (sliders for the window, the turns and the message length).',
    MemoryBench:
      'Interactive in the lab: the memory bench (recall against cost, decay, drift, every figure).',
    MemoryFiles:
      'Interactive in the lab: a /memories folder where you send the memory tool’s calls and read its answers.',
    Practice:
      'Interactive in the lab: practice questions on this section, generated and checked by the lab’s engine.',
  },
  fr: {
    Visualizer: 'Interactif dans le labo\u00a0: le visualiseur rejoue ce mécanisme pas à pas.',
    CostLab:
      'Interactif dans le labo\u00a0: le labo des coûts (curseurs pour la fenêtre, les tours et la longueur des messages).',
    MemoryBench:
      'Interactif dans le labo\u00a0: le banc d’essai de la mémoire (rappel en fonction du coût, oubli, dérive, tous les chiffres).',
    MemoryFiles:
      'Interactif dans le labo\u00a0: un dossier /memories où vous envoyez les appels de l’outil de mémoire et lisez ses réponses.',
    Practice:
      'Interactif dans le labo\u00a0: des questions d’entraînement sur cette section, générées et vérifiées par le moteur du labo.',
  },
};

const TONE: Record<Lang, Record<string, string>> = {
  en: { seed: 'Compared with the source', info: 'Note', warning: 'Warning' },
  fr: { seed: 'Par rapport à la source', info: 'Note', warning: 'Attention' },
};

function attr(node: MdNode, name: string): string | number | undefined {
  const a = node.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  if (!a) return undefined;
  if (typeof a.value === 'string') return a.value;
  const expr = (a.value as { value?: string } | null)?.value;
  if (expr === undefined) return undefined;
  const n = Number(expr);
  return Number.isFinite(n) ? n : expr;
}

const text = (value: string): MdNode => ({ type: 'text', value });
const emphasis = (value: string): MdNode => ({
  type: 'paragraph',
  children: [{ type: 'emphasis', children: [text(value)] }],
});

function shiftHeadings(node: MdNode, by: number): void {
  if (node.type === 'heading' && typeof node.depth === 'number') node.depth = Math.min(6, node.depth + by);
  node.children?.forEach((c) => shiftHeadings(c, by));
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
// Tables unpadded: an aligned table repeats hundreds of spaces per row in the notebook's JSON.
const printer = unified()
  .use(remarkStringify, { bullet: '-', emphasis: '*', fences: true })
  .use(remarkGfm, { tablePipeAlign: false });

function toMarkdown(nodes: MdNode[]): string {
  // remark-stringify escapes what would otherwise parse as Markdown; the nodes are plain mdast by now.
  return String(printer.stringify({ type: 'root', children: nodes } as never)).trim();
}

/**
 * Converts one MDX file's source. `lang` picks the French spacing and the words added for components; headings move
 * down by `headingShift` levels (1 for a lesson section, 2 for an exercise statement under its exercise's heading);
 * `facts` writes the `<Fact>` elements (src/content/facts/index.ts's `factText`).
 */
export function mdxToBlocks(source: string, lang: Lang, headingShift = 1, facts?: FactLookup): ProseBlock[] {
  const tree = parser.parse(source) as unknown as MdNode;
  // A file that quotes a fact needs `facts` (the notebook plugin loads them); without, remarkFacts throws.
  void remarkFacts({ lang, ...(facts ? { facts } : {}) })(tree as never);
  if (lang === 'fr') remarkFrenchTypography()(tree as never, { path: 'section.fr.mdx' });
  const words = (s: string) => (lang === 'fr' ? frenchSpacing(s) : s);
  shiftHeadings(tree, headingShift);
  const blocks: ProseBlock[] = [];
  let pending: MdNode[] = [];
  const flush = () => {
    const md = pending.length ? toMarkdown(pending) : '';
    if (md) blocks.push({ kind: 'markdown', text: md });
    pending = [];
  };
  for (const node of tree.children ?? []) {
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression') continue;
    if (node.type !== 'mdxJsxFlowElement') {
      pending.push(node);
      continue;
    }
    const caption = attr(node, 'caption');
    const children = node.children ?? [];
    switch (node.name) {
      case 'Cell':
        flush();
        blocks.push({ kind: 'cell', id: String(attr(node, 'id')) });
        break;
      case 'ExerciseCards':
        flush();
        blocks.push({ kind: 'exercises', chapter: Number(attr(node, 'chapter')) });
        break;
      case 'Output':
        flush();
        blocks.push({
          kind: 'output',
          text: toMarkdown([...(caption ? [emphasis(String(caption))] : []), ...children]),
        });
        break;
      case 'Note': {
        const title = attr(node, 'title') ?? TONE[lang][String(attr(node, 'tone'))] ?? TONE[lang].info;
        const head: MdNode = {
          type: 'paragraph',
          children: [{ type: 'strong', children: [text(words(String(title)))] }],
        };
        pending.push({ type: 'blockquote', children: [head, ...children] });
        break;
      }
      case 'Visualizer':
      case 'CostLab':
      case 'MemoryBench':
      case 'MemoryFiles':
      case 'Practice':
        pending.push(emphasis(words(WIDGET_LINE[lang][node.name] as string)));
        break;
      case null:
      case undefined:
      default:
        // SeedCode, Table and any wrapper: its caption, then what it wraps.
        if (caption) pending.push(emphasis(String(caption)));
        pending.push(...children);
    }
  }
  flush();
  return blocks;
}
