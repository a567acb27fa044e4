import { lazy, Suspense, useState } from 'react';
import { useMessages } from '../../state/useMessages';
import { useModelConnection } from '../../state/modelConnection';
import { pageModelName, usePageModel } from '../../state/pageModel';
import { ModelStatus } from './ModelStatus';
import m from './model.messages';
import './modelHeader.css';

// The dialog (form, request log, and through it the HTTP client) loads on the first click only.
const ModelDialog = lazy(() => import('./ModelDialog'));

/** The header's "Model" button and, while the dialog is closed, the status region "Model connection". */
export function ModelButton() {
  const t = useMessages(m);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const server = useModelConnection((s) => s.status);
  const page = usePageModel((s) => pageModelName(s));
  const status = page !== null ? 'connected' : server;
  return (
    <div className="model-header">
      <button
        type="button"
        className={`model-button model-button--${status}`}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t.button}
      </button>
      {open ? null : <ModelStatus compact />}
      {loaded ? (
        <Suspense fallback={null}>
          <ModelDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
