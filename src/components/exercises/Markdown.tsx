import type { ReactNode } from 'react';
import { Inline } from '../lesson/Inline';
import { CodeBlock } from '../lesson/CodeBlock';

type MdBlock =
  | { kind: 'h'; level: number; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[][] }
  | { kind: 'code'; language: string; code: string };

/**
 * The small Markdown subset of the exercise statements: headings, paragraphs, lists (items may hold several
 * indented paragraphs), fenced code; inline `code` and **bold** (the lessons' own inline renderer). Never HTML.
 */
export function parseMarkdown(source: string): MdBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MdBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (line.trim() === '') {
      i++;
      continue;
    }
    const fence = /^```(\w*)/.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] as string).startsWith('```')) body.push(lines[i++] as string);
      i++;
      blocks.push({ kind: 'code', language: fence[1] || 'text', code: body.join('\n') });
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'h', level: (heading[1] as string).length, text: heading[2] as string });
      i++;
      continue;
    }
    const bullet = /^(\s*)(-|\d+\.)\s+(.*)$/.exec(line);
    if (bullet) {
      const ordered = bullet[2] !== '-';
      const items: string[][] = [];
      while (i < lines.length) {
        const m = /^(-|\d+\.)\s+(.*)$/.exec(lines[i] as string);
        if (!m) break;
        const paragraphs: string[] = [m[2] as string];
        i++;
        // Continuation: indented lines, possibly after a blank line.
        while (i < lines.length) {
          const l = lines[i] as string;
          if (/^\s{2,}\S/.test(l)) {
            paragraphs[paragraphs.length - 1] += ` ${l.trim()}`;
            i++;
          } else if (l.trim() === '' && /^\s{2,}\S/.test(lines[i + 1] ?? '')) {
            paragraphs.push('');
            i++;
          } else break;
        }
        items.push(paragraphs.map((p) => p.trim()));
        while (i < lines.length && (lines[i] as string).trim() === '' && /^(-|\d+\.)\s/.test(lines[i + 1] ?? '')) i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && (lines[i] as string).trim() !== '' && !/^(#{1,4}\s|```|-\s|\d+\.\s)/.test(lines[i] as string)) {
      para.push((lines[i] as string).trim());
      i++;
    }
    blocks.push({ kind: 'p', text: para.join(' ') });
  }
  return blocks;
}

/** Renders a statement; headings start at `baseLevel` (the page's own h1 is the exercise title). */
export function Markdown({ source, baseLevel = 2, skipFirstHeading = true }: { source: string; baseLevel?: number; skipFirstHeading?: boolean }) {
  let blocks = parseMarkdown(source);
  if (skipFirstHeading && blocks[0]?.kind === 'h') blocks = blocks.slice(1);
  return (
    <div className="markdown">
      {blocks.map((b, i): ReactNode => {
        switch (b.kind) {
          case 'h': {
            const level = Math.min(6, baseLevel + b.level - 1);
            const Tag = `h${level}` as 'h2';
            return (
              <Tag key={i}>
                <Inline text={b.text} />
              </Tag>
            );
          }
          case 'p':
            return (
              <p key={i}>
                <Inline text={b.text} />
              </p>
            );
          case 'list': {
            const List = b.ordered ? 'ol' : 'ul';
            return (
              <List key={i}>
                {b.items.map((paragraphs, j) => (
                  <li key={j}>
                    {paragraphs.map((p, k) =>
                      k === 0 ? (
                        <Inline key={k} text={p} />
                      ) : (
                        <p key={k} className="markdown__formula">
                          <Inline text={p} />
                        </p>
                      ),
                    )}
                  </li>
                ))}
              </List>
            );
          }
          case 'code':
            return <CodeBlock key={i} code={b.code} language={b.language} />;
        }
      })}
    </div>
  );
}
