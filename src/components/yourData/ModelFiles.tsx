import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ColumnHeads } from '../../mechanisms/ui/ColumnHeads';
import { useMessages } from '../../state/useMessages';
import type { CachedModel } from '../../model/modelCache';
import type { KeptFile } from '../../model/page/keptFiles';
import messages from './modelFiles.messages';

async function readModels(): Promise<[CachedModel[], KeptFile[]]> {
  const [{ listCachedModels }, { listKept }] = await Promise.all([
    import('../../model/modelCache'),
    import('../../model/page/keptFiles'),
  ]);
  return Promise.all([listCachedModels().catch(() => []), listKept().catch(() => [])]);
}

/** One row of the table: a file the service worker keeps (by model), or a GGUF file the learner kept (by name). */
interface ModelFile {
  model: CachedModel['id'] | 'gguf';
  /** A kept file's name (its `data-file`); none for the service worker's files. */
  file?: string;
  name: ReactNode;
  /** How the Remove button and its status name it. */
  short: string;
  where: string;
  bytes: number;
  purpose: string;
  remove: () => Promise<unknown>;
}

/**
 * The models kept on this device: the files the service worker keeps after a model ran in the page (the sentence
 * encoder, llama.cpp's runtime), and the GGUF files the learner asked to keep. Each with its size and a Remove
 * button. Nothing is read before this page opens; the model code itself is not loaded here.
 */
export function ModelFiles({ refreshKey }: { refreshKey: number }) {
  const t = useMessages(messages);
  const [cached, setCached] = useState<CachedModel[]>([]);
  const [kept, setKept] = useState<KeptFile[]>([]);
  const [status, setStatus] = useState('');
  const refresh = useCallback(async () => {
    const [c, k] = await readModels();
    setCached(c);
    setKept(k);
  }, []);
  useEffect(() => {
    let live = true;
    void readModels().then(([c, k]) => {
      if (!live) return;
      setCached(c);
      setKept(k);
    });
    return () => {
      live = false;
    };
  }, [refreshKey]);

  const name = { encoder: t.encoder, 'llama-runtime': t.llamaRuntime } as const;
  const short = { encoder: t.encoderShort, 'llama-runtime': t.llamaShort } as const;
  const purpose = { encoder: t.encoderPurpose, 'llama-runtime': t.llamaPurpose } as const;
  const files: ModelFile[] = [
    ...cached.map((c) => ({
      model: c.id,
      name: name[c.id],
      short: short[c.id],
      where: t.cacheStorage,
      bytes: c.bytes,
      purpose: purpose[c.id],
      remove: () => import('../../model/modelCache').then((mc) => mc.removeCachedModel(c.id)),
    })),
    ...kept.map((k) => ({
      model: 'gguf' as const,
      file: k.name,
      name: <code>{k.name}</code>,
      short: k.name,
      where: t.opfs,
      bytes: k.bytes,
      purpose: t.ggufPurpose,
      remove: () => import('../../model/page/keptFiles').then((f) => f.removeKept(k.name)),
    })),
  ];
  const rows = files.length;
  return (
    <section aria-labelledby="your-data-models">
      <h2 id="your-data-models">{t.title}</h2>
      <p>{t.intro}</p>
      {rows === 0 ? (
        <p data-role="no-models">{t.none}</p>
      ) : (
        <div className="your-data-table">
          <table>
            <ColumnHeads
              labels={[
                t.colModel,
                t.colWhere,
                t.colSize,
                t.colPurpose,
                <span key="actions" className="visually-hidden">
                  {t.colActions}
                </span>,
              ]}
            />
            <tbody>
              {files.map((f) => (
                <tr key={`${f.model}:${f.file ?? ''}`} data-model={f.model} data-file={f.file}>
                  <td>{f.name}</td>
                  <td>{f.where}</td>
                  <td>{t.bytes(f.bytes)}</td>
                  <td>{f.purpose}</td>
                  <td>
                    <button
                      type="button"
                      onClick={() =>
                        void f.remove().then(async () => {
                          setStatus(t.removed(f.short));
                          await refresh();
                        })
                      }
                    >
                      {t.remove(f.short)}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {/* Announced, but not a second status region: the page's own status says what the page did. */}
      <p aria-live="polite" className="your-data-status">
        {status}
      </p>
    </section>
  );
}
