import { useEffect, useState } from 'react';
import { ColumnHeads } from '../../mechanisms/ui/ColumnHeads';
import { useLang, useMessages } from '../../state/useMessages';
import { checkShared, removeFindings, type SharedFinding } from '../../state/shareCheck';
import {
  applyImport,
  buildExport,
  forgetEverything,
  listCached,
  listStored,
  type ExportFile,
  type StoredItem,
} from '../../state/yourData';
import { ModelFiles } from './ModelFiles';
import { SecretWarning } from '../share/SecretWarning';
import { learnerFileAccept, openLearnerFile } from '../../state/learnerFiles/registry';
import { ConfirmAction } from '../kit/ConfirmAction';
import { LoadFileButton } from '../kit/HiddenFileInput';
import { ReviewDeckSection } from './ReviewDeckSection';
import { MemoryFilesSection } from './MemoryFilesSection';
import { downloadBlob } from '../kit/download';
import { checkedImport, PendingImport, type ImportMode, type PageStatus } from './PendingImport';
import messages from './yourData.messages';
import './yourData.css';

type Pending = { items: Record<string, string>; mode: ImportMode };

/** `#/<lang>/your-data`: the lab's own storage policy, every stored item, and export / import / forget me. */
export default function YourDataPage() {
  const t = useMessages(messages);
  const lang = useLang();
  const [stored, setStored] = useState<StoredItem[]>(() => listStored());
  // IndexedDB's cache items are read asynchronously, after the storage ones.
  const [cached, setCached] = useState<StoredItem[]>([]);
  const items = [...stored, ...cached];
  const [status, setStatus] = useState<PageStatus>(null);
  const [kept, setKept] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [warning, setWarning] = useState<{ file: ExportFile; findings: SharedFinding[] } | null>(null);
  const [models, setModels] = useState(0);
  const refresh = () => {
    setStored(listStored());
    void listCached().then(setCached);
    setModels((n) => n + 1);
  };

  useEffect(() => {
    let live = true;
    void listCached().then((list) => {
      if (live) setCached(list);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    document.title = `${t.title} · Agent Memory Lab`;
  }, [t.title]);

  /** The export goes through the detector first: a finding opens the warning instead of downloading. */
  function exportData() {
    const file = buildExport();
    const findings = checkShared(file.items);
    if (findings.length > 0) setWarning({ file, findings });
    else download(file);
  }

  function download(file: ExportFile) {
    setWarning(null);
    const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
    downloadBlob(blob, `agent-memory-lab-data-${file.exportedAt.slice(0, 10)}.json`);
    setStatus({ text: t.exported(Object.keys(file.items).length), tone: 'ok' });
  }

  async function readFile(file: File | undefined) {
    setKept(false);
    if (!file) return;
    const items = checkedImport(await openLearnerFile('your-data', file), lang, setStatus);
    setPending(items && { items, mode: 'merge' });
  }

  async function confirmImport() {
    if (!pending) return;
    await applyImport(pending.items, pending.mode);
    setStatus({ text: t.imported(Object.keys(pending.items).length), tone: 'ok' });
    setPending(null);
    refresh();
  }

  async function forget() {
    const { removed, databases } = await forgetEverything();
    // The model files you asked to keep are yours: they go too (the site's own cached files stay, as the note says).
    await import('../../model/page/keptFiles').then((k) => k.removeAllKept()).catch(() => 0);
    setPending(null);
    setStatus({ text: t.forgotten(removed, databases), tone: 'ok' });
    setKept(true);
    refresh();
  }

  return (
    <div className="your-data">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>

      <h2>{t.policyTitle}</h2>
      <dl className="your-data-policy">
        {(
          [
            [t.keep, t.keepBody],
            [t.why, t.whyBody],
            [t.correct, t.correctBody],
            [t.expiry, t.expiryBody],
            [t.refuse, t.refuseBody],
          ] as const
        ).map(([term, body]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{body}</dd>
          </div>
        ))}
      </dl>

      <h2>{t.itemsTitle}</h2>
      {items.length === 0 ? (
        <p data-role="no-items">{t.none}</p>
      ) : (
        <div className="your-data-table">
          <table>
            <ColumnHeads labels={[t.colKey, t.colWhere, t.colSize, t.colPurpose, t.colExpiry]} />
            <tbody>
              {items.map((item) => (
                <tr key={`${item.where}:${item.key}`} data-key={item.key}>
                  <td>
                    <code>{item.key}</code>
                  </td>
                  <td>{item.where}</td>
                  <td>{t.bytes(item.bytes)}</td>
                  <td>{item.purpose[lang]}</td>
                  <td>{item.expiry[lang]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="your-data-actions">
        <button type="button" onClick={exportData}>
          {t.exportData}
        </button>
        {/* The file picker opens from the button; the input itself stays out of the tab order. */}
        <LoadFileButton
          label={t.importData}
          inputLabel={t.importFile}
          accept={learnerFileAccept('your-data')}
          onFile={(file) => void readFile(file)}
        />
        <ConfirmAction
          label={t.forgetMe}
          question={t.forgetQuestion}
          confirmLabel={t.forgetConfirm}
          cancelLabel={t.cancel}
          onConfirm={() => void forget()}
        />
      </div>

      {pending && (
        <PendingImport
          legend={t.importReady(Object.keys(pending.items).length)}
          mode={pending.mode}
          onMode={(mode) => setPending({ ...pending, mode })}
          onConfirm={() => void confirmImport()}
          onCancel={() => setPending(null)}
        />
      )}

      {warning && (
        <SecretWarning
          findings={warning.findings}
          onShare={() => download(warning.file)}
          onRemove={() => download({ ...warning.file, items: removeFindings(warning.file.items) })}
        />
      )}

      <div
        role="status"
        className={status?.tone === 'error' ? 'your-data-status is-error' : 'your-data-status'}
      >
        {status?.text}
        {kept && <p>{t.kept}</p>}
      </div>

      <ModelFiles refreshKey={models} />
      <ReviewDeckSection onChange={refresh} onStatus={setStatus} />
      <MemoryFilesSection onChange={refresh} onStatus={setStatus} />
    </div>
  );
}
