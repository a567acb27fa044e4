import { Fragment, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useMessages } from '../../state/useMessages';
import proseMessages from './prose.messages';
import './lesson.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** A line of a listing to light (1-based), and why: the call that made a step, or a line that did its event. */
export interface LitMark {
  line: number;
  kind: 'call' | 'effect';
}

/**
 * Keeps the first lit line of a scrolling listing in view, scrolling the listing only (never the page: the reader is
 * looking at the visualizer). `key` changes when the lit lines do.
 */
export function useLitInView(listingRef: RefObject<HTMLElement | null>, key: string): void {
  useEffect(() => {
    const box = listingRef.current;
    const line = box?.querySelector<HTMLElement>('[data-lit]');
    if (!box || !line || box.scrollHeight <= box.clientHeight) return;
    const top = line.offsetTop;
    if (top < box.scrollTop || top + line.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
  }, [listingRef, key]);
}

/** The listing's text, each lit line in a <mark> (the rest as plain text, so copying and reading stay the same). */
export function litText(code: string, lit: readonly LitMark[]): ReactNode {
  if (lit.length === 0) return code;
  const kinds = new Map(lit.map((l) => [l.line, l.kind]));
  return code.split('\n').map((text, i) => {
    const kind = kinds.get(i + 1);
    const end = i === 0 ? '' : '\n';
    return (
      <Fragment key={i}>
        {end}
        {kind ? (
          <mark className="code-lit" data-lit={kind}>
            {text}
          </mark>
        ) : (
          text
        )}
      </Fragment>
    );
  });
}

/**
 * A read-only code listing with a copy button; the listing scrolls sideways and is reachable by keyboard.
 * `copyable={false}`: no copy button (a lesson cell copies its code from its toolbar, through the sharing check).
 */
export function CodeBlock({
  code,
  language,
  caption,
  copyable = true,
  lit = [],
}: {
  code: string;
  language: string;
  caption?: string | undefined;
  copyable?: boolean;
  /** Lines to light (a cell's code as its visualizer steps). */
  lit?: readonly LitMark[];
}) {
  const t = useMessages(proseMessages);
  const pre = useRef<HTMLPreElement>(null);
  useLitInView(pre, lit.map((l) => l.line).join(','));
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      // Clipboard refused (insecure context, permissions): select the text so Ctrl+C works.
      if (pre.current) window.getSelection()?.selectAllChildren(pre.current);
      setState('failed');
    }
  };

  return (
    <figure className="lesson-code" data-language={language}>
      <figcaption className="lesson-code__bar">
        <span className="lesson-code__caption">{caption ?? t.codeLanguage(language)}</span>
        <span className="lesson-code__lang" aria-hidden="true">
          {language}
        </span>
        {copyable ? (
          <button type="button" className="lesson-code__copy" onClick={() => void copy()}>
            {state === 'copied' ? t.copied : t.copyCode}
          </button>
        ) : null}
      </figcaption>
      <pre ref={pre} tabIndex={0} aria-label={caption ?? t.codeLanguage(language)}>
        <code>{litText(code, lit)}</code>
      </pre>
      <p className="lesson-code__status" aria-live="polite">
        {state === 'copied' ? <span className="visually-hidden">{t.copiedAnnounce}</span> : null}
        {state === 'failed' ? t.copyFailed : null}
      </p>
    </figure>
  );
}
