import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {
  CODE_LANGUAGES,
  componentSpecs,
  type ComponentSpec,
  type KnownSet,
  type PropSpec,
} from '../../src/content/componentSpecs';
import { CELL_IDS } from '../../src/cells/registry';
import { KIND_CATALOG } from '../../src/engine/practice/catalog';
import { factIds, factText } from '../../src/content/facts/index';
import remarkFacts from '../../src/content/remarkFacts';
import { loadAllMechanisms, presetName } from '../../src/mechanisms/registry';

/** Helpers for the tests over lesson and statement MDX files: parse, check against the specs, compare structure. */

export const ROOT = join(import.meta.dirname, '..', '..');

/** Every lesson file (`src/content/**\/*.mdx`) and exercise statement (`exercises/*\/statement.*.mdx`), relative. */
export function mdxFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.mdx') ? [join(dir, e.name)] : [],
    );
  const statements = readdirSync(join(ROOT, 'exercises'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) =>
      readdirSync(join(ROOT, 'exercises', e.name))
        .filter((f) => /^statement\.[a-z]+\.mdx$/.test(f))
        .map((f) => join('exercises', e.name, f)),
    );
  // The Python statements (exercises/NN-slug/python/statement.*.mdx), where Python's names differ.
  const pythonStatements = readdirSync(join(ROOT, 'exercises'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(ROOT, 'exercises', e.name, 'python')))
    .flatMap((e) =>
      readdirSync(join(ROOT, 'exercises', e.name, 'python'))
        .filter((f) => /^statement\.[a-z]+\.mdx$/.test(f))
        .map((f) => join('exercises', e.name, 'python', f)),
    );
  return [...walk('src/content'), ...statements, ...pythonStatements]
    .map((f) => relative(ROOT, join(ROOT, f)))
    .sort();
}

export interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  lang?: string | null;
  depth?: number;
  ordered?: boolean | null;
  attributes?: Array<{
    type: string;
    name?: string;
    value?: string | null | { type: string; value: string };
  }>;
  children?: MdNode[];
}

const processor = createProcessor({ remarkPlugins: [remarkGfm] });

export function parseMdx(source: string): MdNode {
  return processor.parse(source) as unknown as MdNode;
}

export function readMdx(file: string): MdNode {
  return parseMdx(readFileSync(join(ROOT, file), 'utf8'));
}

/**
 * A file as its reader sees it: each `<Fact>` replaced by its text in the file's language (as the build does). For
 * checks on the prose, `readerText` gives its text with no-break spaces as plain spaces.
 */
export function readRendered(file: string): MdNode {
  const tree = readMdx(file);
  void remarkFacts({ facts: factText })(tree as never, { path: file });
  return tree;
}

const isJsx = (n: MdNode) => n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement';
const specs: Record<string, ComponentSpec> = componentSpecs;

/** A JSX element's props as plain values: strings as written, `{1}` / `{true}` as literals, a bare name as true. */
export function propsOf(node: MdNode): Record<string, string | number | boolean> {
  const props: Record<string, string | number | boolean> = {};
  for (const a of node.attributes ?? []) {
    if (a.type !== 'mdxJsxAttribute' || !a.name)
      throw new Error(`<${node.name}>: spread attributes are not allowed`);
    if (a.value === null || a.value === undefined) props[a.name] = true;
    else if (typeof a.value === 'string') props[a.name] = a.value;
    else {
      const literal: unknown = (() => {
        try {
          return JSON.parse(a.value.value);
        } catch {
          return undefined;
        }
      })();
      if (typeof literal !== 'number' && typeof literal !== 'boolean' && typeof literal !== 'string')
        throw new Error(`<${node.name} ${a.name}={${a.value.value}}>: only literal values are allowed`);
      props[a.name] = literal;
    }
  }
  return props;
}

export type KnownValues = Record<KnownSet, ReadonlySet<string>>;

/** The values other registries own: every mechanism's preset names, every cell id, every fact id. */
export async function knownValues(): Promise<KnownValues> {
  const mechanisms = await loadAllMechanisms();
  const presets = mechanisms.flatMap((m) => Object.keys(m.presets).map((p) => presetName(m.id, p)));
  return {
    'visualizer-preset': new Set(presets),
    cell: new Set(CELL_IDS),
    fact: new Set(factIds()),
    'practice-section': new Set(Object.values(KIND_CATALOG).flatMap((k) => k.sections)),
  };
}

function checkProp(
  component: string,
  name: string,
  spec: PropSpec | undefined,
  value: unknown,
  known: KnownValues,
): string[] {
  if (!spec) return [`<${component}> has no prop "${name}"`];
  if (typeof value !== spec.type)
    return [`<${component} ${name}>: expected a ${spec.type}, got ${JSON.stringify(value)}`];
  if (spec.type === 'string' && spec.oneOf && !spec.oneOf.includes(value as string))
    return [`<${component} ${name}="${String(value)}">: expected one of ${spec.oneOf.join(', ')}`];
  if (spec.type === 'string' && spec.known && !known[spec.known].has(value as string))
    return [
      `<${component} ${name}="${String(value)}">: no ${spec.known} has this name (known: ${[...known[spec.known]].join(', ')})`,
    ];
  if (spec.type === 'number') {
    const n = value as number;
    if (spec.integer && !Number.isInteger(n)) return [`<${component} ${name}={${n}}>: expected an integer`];
    if (spec.min !== undefined && n < spec.min)
      return [`<${component} ${name}={${n}}>: expected at least ${spec.min}`];
  }
  return [];
}

const meaningful = (children: MdNode[] = []) =>
  children.filter((c) => !(c.type === 'text' && (c.value ?? '').trim() === ''));

/**
 * Everything in a parsed file that the lesson components cannot render as intended; empty when all is well. A
 * statement (`widgets: false`) is rendered with the prose components only.
 */
export function problems(tree: MdNode, known: KnownValues, { widgets = true } = {}): string[] {
  const out: string[] = [];
  const visit = (node: MdNode) => {
    if (node.type === 'mdxjsEsm')
      out.push('import/export is not allowed in a lesson (components are provided)');
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
      out.push(`expression {${node.value ?? ''}} in prose: escape the brace as \\{ or put it in \`code\``);
    if (node.type === 'html') out.push(`raw HTML is not allowed: ${node.value ?? ''}`);
    if (node.type === 'code' && !(CODE_LANGUAGES as readonly string[]).includes(node.lang ?? ''))
      out.push(
        `fenced block with language "${node.lang ?? ''}": expected one of ${CODE_LANGUAGES.join(', ')}`,
      );
    if (isJsx(node)) {
      const name = node.name ?? '<>';
      const spec = specs[name];
      if (!spec) {
        out.push(`unknown component <${name}>: expected one of ${Object.keys(specs).join(', ')}`);
      } else if (spec.widget && !widgets) {
        out.push(`<${name}> is a widget: an exercise statement renders prose only`);
      } else {
        try {
          const props = propsOf(node);
          for (const [key, value] of Object.entries(props))
            out.push(...checkProp(name, key, spec.props[key], value, known));
          for (const [key, p] of Object.entries(spec.props))
            if (p.required && !(key in props)) out.push(`<${name}> needs the prop "${key}"`);
        } catch (error) {
          out.push((error as Error).message);
        }
        const inside = meaningful(node.children);
        if (spec.children === 'none' && inside.length > 0) out.push(`<${name}> takes no children`);
        if (spec.children === 'fenced-code') {
          const [only] = inside;
          if (inside.length !== 1 || only?.type !== 'code')
            out.push(`<${name}> must hold exactly one fenced code block`);
          else if (spec.languages && !spec.languages.includes(only.lang ?? ''))
            out.push(`<${name}> holds a "${only.lang ?? ''}" block: expected ${spec.languages.join(', ')}`);
        }
        if (spec.children === 'table' && (inside.length !== 1 || inside[0]?.type !== 'table'))
          out.push(`<${name}> must hold exactly one table`);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return out;
}

/**
 * The structure of a file, prose left out: components with their untranslated props, code blocks (language and
 * text), headings (level), lists (kind and number of items), tables (rows × columns). French and English must agree.
 * `<Fact>` is prose here (a sentence may put its figures in another order in each language): `factsOf` lists them.
 */
export function structure(tree: MdNode): string[] {
  const out: string[] = [];
  const visit = (node: MdNode) => {
    if (isJsx(node) && node.name === 'Fact') return;
    if (isJsx(node)) {
      const spec = specs[node.name ?? ''];
      const props = Object.entries(propsOf(node))
        .filter(([key]) => !(spec?.props[key] as { prose?: boolean } | undefined)?.prose)
        .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
      out.push(`<${node.name ?? ''}${props.length ? ' ' + props.join(' ') : ''}>`);
    } else if (node.type === 'code') out.push(`code ${node.lang ?? ''}:\n${node.value ?? ''}`);
    else if (node.type === 'heading') out.push(`h${node.depth ?? 0}`);
    else if (node.type === 'list') out.push(`${node.ordered ? 'ol' : 'ul'} ×${node.children?.length ?? 0}`);
    else if (node.type === 'table')
      out.push(`table ${node.children?.length ?? 0}×${node.children?.[0]?.children?.length ?? 0}`);
    for (const child of node.children ?? []) visit(child);
    if (isJsx(node) && meaningful(node.children).length > 0) out.push(`</${node.name ?? ''}>`);
  };
  visit(tree);
  return out;
}

/** The JSX elements of a tree in document order, with their props. */
export function elements(
  tree: MdNode,
  name?: string,
): Array<{ name: string; props: Record<string, string | number | boolean>; node: MdNode }> {
  const out: Array<{ name: string; props: Record<string, string | number | boolean>; node: MdNode }> = [];
  const visit = (node: MdNode) => {
    if (isJsx(node) && (name === undefined || node.name === name))
      out.push({ name: node.name ?? '', props: propsOf(node), node });
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return out;
}

/** The text of the only fenced block inside an element (`<SeedCode>`, `<Output>`). */
export function fencedIn(node: MdNode): { lang: string; value: string } {
  const code = meaningful(node.children).find((c) => c.type === 'code');
  if (!code) throw new Error(`<${node.name ?? ''}> holds no fenced block`);
  return { lang: code.lang ?? '', value: code.value ?? '' };
}

/** All the text of a tree (prose, inline code, table cells, notes), for checks on figures the prose quotes. */
export function textOf(node: MdNode): string {
  if (node.type === 'code') return '';
  if (node.type === 'text' || node.type === 'inlineCode')
    return node.type === 'inlineCode' ? `\`${node.value ?? ''}\`` : (node.value ?? '');
  const attrs = isJsx(node)
    ? Object.values(propsOf(node))
        .filter((v) => typeof v === 'string')
        .join('\n')
    : '';
  const inner = (node.children ?? [])
    .map(textOf)
    .join(
      node.type === 'paragraph' ||
        node.type === 'strong' ||
        node.type === 'emphasis' ||
        node.type === 'tableCell'
        ? ''
        : '\n',
    );
  const wrapped = node.type === 'strong' ? `**${inner}**` : inner;
  return attrs ? `${attrs}\n${wrapped}` : wrapped;
}

/** The ids of the `<Fact>` elements of a tree, sorted (both languages of a section must quote the same facts). */
export function factsOf(tree: MdNode): string[] {
  return elements(tree, 'Fact')
    .map((e) => String(e.props.id))
    .sort();
}

/** The text a reader reads (facts written in, see `readRendered`), every kind of space as a plain space. */
export function readerText(file: string): string {
  return textOf(readRendered(file)).replace(/[\u00a0\u202f]/g, ' ');
}
