import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../state/useMessages';
import proseMessages from './prose.messages';
import './lesson.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A read-only code listing with a copy button; the listing scrolls sideways and is reachable by keyboard.
 * `copyable={false}`: no copy button (a lesson cell copies its code from its toolbar, through the sharing check).
 */
export function CodeBlock({
  code,
  language,
  caption,
  copyable = true,
}: {
  code: string;
  language: string;
  caption?: string | undefined;
  copyable?: boolean;
}) {
  const t = useMessages(proseMessages);
  const pre = useRef<HTMLPreElement>(null);
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
        <code>{code}</code>
      </pre>
      <p className="lesson-code__status" aria-live="polite">
        {state === 'copied' ? <span className="visually-hidden">{t.copiedAnnounce}</span> : null}
        {state === 'failed' ? t.copyFailed : null}
      </p>
    </figure>
  );
}
