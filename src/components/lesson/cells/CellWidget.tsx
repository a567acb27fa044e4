import { useId, useState } from 'react';
import { useLang, useMessages } from '../../../i18n/useMessages';
import { CodeBlock } from '../CodeBlock';
import { OutputBlock } from '../OutputBlock';
import type { WidgetProps } from '../widgets';
import cellMessages from './cell.messages';
import { isDemoId, runDemo } from './demos';
import { demoSources } from './demos/sources';
import '../lesson.css';

type RunResult = { ok: true; text: string; ms: number } | { ok: false; error: string };

/**
 * A runnable cell: shows the TypeScript source of one of the seed's demos (read-only, the exact file that runs)
 * and a Run button that executes it with the real engine and prints what it printed. No user code is evaluated:
 * the exercises have their own sandboxed editor.
 */
export default function CellWidget({ demo }: WidgetProps) {
  const t = useMessages(cellMessages);
  const lang = useLang();
  const titleId = useId();
  const [result, setResult] = useState<RunResult | null>(null);

  if (!isDemoId(demo)) {
    return (
      <p className="lesson-note lesson-note--warning" role="note">
        {t.unknownDemo(String(demo))}
      </p>
    );
  }

  const run = () => {
    const start = performance.now();
    try {
      const text = runDemo(demo);
      setResult({ ok: true, text, ms: performance.now() - start });
    } catch (error) {
      setResult({ ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  };

  const ms = result?.ok ? result.ms.toLocaleString(lang, { maximumFractionDigits: 2 }) : '';
  return (
    <div className="cell" role="group" aria-labelledby={titleId} data-demo={demo}>
      <div className="cell__bar">
        <p className="cell__title" id={titleId}>
          {t.title}
        </p>
        <div className="cell__actions">
          <button type="button" className="primary" onClick={run}>
            <span aria-hidden="true">▶ </span>
            {t.run}
          </button>
          {result ? (
            <button type="button" onClick={() => setResult(null)}>
              {t.clear}
            </button>
          ) : null}
        </div>
      </div>
      <CodeBlock code={demoSources[demo]} language="typescript" caption={t.sourceCaption} />
      {result?.ok ? (
        <>
          <OutputBlock text={result.text} caption={t.output} />
          <p className="cell__meta">{t.ranIn(ms)}</p>
        </>
      ) : null}
      {result && !result.ok ? (
        <p className="cell__error" role="alert">
          {t.failed(result.error)}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {result?.ok ? t.outputReady(result.text.split('\n').length) : ''}
      </p>
    </div>
  );
}
