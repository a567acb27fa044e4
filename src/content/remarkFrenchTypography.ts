/**
 * Remark plugin for the French lessons and statements (`*.fr.mdx`): a no-break space (U+00A0) replaces the
 * ordinary space before « : ; ? ! » and inside « », so that a colon or a closing guillemet never starts a line, and
 * the typewriter apostrophe (') becomes the French one (’), as in the UI strings.
 * Only prose is touched: `text` nodes (never `code` or `inlineCode`, which are other node types) and the string
 * `title` / `caption` attributes of JSX elements (a Note's title is prose). Other files pass through unchanged.
 */

const NBSP = '\u00A0';

/** The French spacing of one piece of prose. */
export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \t]+([:;?!»])/g, `${NBSP}$1`)
    .replace(/«[ \t]+/g, `«${NBSP}`)
    .replace(/'/g, '’');
}

interface Node {
  type: string;
  value?: unknown;
  name?: unknown;
  attributes?: unknown;
  children?: Node[];
}

const PROSE_ATTRIBUTES = new Set(['title', 'caption']);

function walk(node: Node): void {
  if (node.type === 'text' && typeof node.value === 'string') {
    node.value = frenchSpacing(node.value);
    return;
  }
  if (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    Array.isArray(node.attributes)
  ) {
    for (const attr of node.attributes as Node[]) {
      if (
        attr.type === 'mdxJsxAttribute' &&
        typeof attr.name === 'string' &&
        PROSE_ATTRIBUTES.has(attr.name) &&
        typeof attr.value === 'string'
      ) {
        attr.value = frenchSpacing(attr.value);
      }
    }
  }
  for (const child of node.children ?? []) walk(child);
}

interface FileLike {
  path?: string;
  history?: string[];
}

/** Whether the file being compiled is a French MDX file. */
function isFrench(file: FileLike | undefined): boolean {
  const path = file?.path ?? file?.history?.at(-1) ?? '';
  return /\.fr\.mdx$/.test(path);
}

export default function remarkFrenchTypography() {
  return (tree: Node, file?: FileLike): void => {
    if (isFrench(file)) walk(tree);
  };
}
