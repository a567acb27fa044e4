import { useCallback, useEffect, useState } from 'react';
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
  const rows = cached.length + kept.length;
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
              {cached.map((c) => (
                <tr key={c.id} data-model={c.id}>
                  <td>{name[c.id]}</td>
                  <td>{t.cacheStorage}</td>
                  <td>{t.bytes(c.bytes)}</td>
                  <td>{purpose[c.id]}</td>
                  <td>
                    <button
                      type="button"
                      onClick={() =>
                        void import('../../model/modelCache').then(async (mc) => {
                          await mc.removeCachedModel(c.id);
                          setStatus(t.removed(short[c.id]));
                          await refresh();
                        })
                      }
                    >
                      {t.remove(short[c.id])}
                    </button>
                  </td>
                </tr>
              ))}
              {kept.map((k) => (
                <tr key={k.name} data-model="gguf" data-file={k.name}>
                  <td>
                    <code>{k.name}</code>
                  </td>
                  <td>{t.opfs}</td>
                  <td>{t.bytes(k.bytes)}</td>
                  <td>{t.ggufPurpose}</td>
                  <td>
                    <button
                      type="button"
                      onClick={() =>
                        void import('../../model/page/keptFiles').then(async (f) => {
                          await f.removeKept(k.name);
                          setStatus(t.removed(k.name));
                          await refresh();
                        })
                      }
                    >
                      {t.remove(k.name)}
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
