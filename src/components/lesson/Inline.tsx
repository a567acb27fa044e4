import { Fragment, type ReactNode } from 'react';

export type InlineNode = { type: 'text' | 'code'; text: string } | { type: 'bold'; children: InlineNode[] };

/**
 * Lesson text markup: `code` and **bold**; bold may contain code (even code with a `*` in it), code is literal
 * (`a ** b` stays as typed). A marker with no closing partner is plain text. Never HTML.
 */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) nodes.push({ type: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    if (text[i] === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        nodes.push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    } else if (text.startsWith('**', i)) {
      const end = closingBold(text, i + 2);
      if (end > i + 2) {
        flush();
        nodes.push({ type: 'bold', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    plain += text[i];
    i += 1;
  }
  flush();
  return nodes;
}

/** Index of the `**` closing a bold run that starts at `from`, skipping code spans; -1 when there is none. */
function closingBold(text: string, from: number): number {
  let k = from;
  while (k < text.length) {
    if (text[k] === '`') {
      const end = text.indexOf('`', k + 1);
      k = end === -1 ? k + 1 : end + 1;
    } else if (text.startsWith('**', k)) {
      return k;
    } else {
      k += 1;
    }
  }
  return -1;
}

export function Inline({ text }: { text: string }): ReactNode {
  return renderNodes(parseInline(text));
}

function renderNodes(nodes: InlineNode[]): ReactNode {
  return nodes.map((node, i) => {
    if (node.type === 'code') return <code key={i}>{node.text}</code>;
    if (node.type === 'bold') return <strong key={i}>{renderNodes(node.children)}</strong>;
    return <Fragment key={i}>{node.text}</Fragment>;
  });
}
