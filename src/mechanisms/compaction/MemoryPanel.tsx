import { PanelSection } from '../ui';
import type { CompactionState } from './mechanism';
import type { M } from './caption';

/** Storage of a recoverable compaction, chapter 2's per-user store, the reflections, and where a forgotten value lives on. */
export function StoragePanel({ m, s }: { m: M; s: CompactionState }) {
  return (
    <PanelSection prefix="cmp" title={m.storage} className="cmp-storage">
      <p className="cmp-muted">
        {s.store.saved.length === 0 ? m.storageNone : m.storageCount(s.store.saved.length)}
      </p>
    </PanelSection>
  );
}

export function MemoryPanel({ m, s }: { m: M; s: CompactionState }) {
  const entries = s.memories.entries();
  const f = s.forgotten;
  return (
    <PanelSection prefix="cmp" title={m.memory} className="cmp-memory">
      <p>
        <strong>{m.storeTitle}</strong>{' '}
        {entries.length === 0
          ? m.storeEmpty
          : entries.map((e) => `${e.owner} · ${e.key} = ${String(e.value)}`).join(' ; ')}
      </p>
      <p>
        <strong>{m.reflections}</strong> {s.reflections.length === 0 ? m.noReflection : ''}
      </p>
      {s.reflections.length > 0 && (
        <ul>
          {s.reflections.map((r, i) => (
            <li key={i}>{r}</li>
          ))}
        </ul>
      )}
      {f && (
        <div className="cmp-lives" role="group" aria-label={m.livesOn}>
          <p>
            <strong>{m.livesOn}</strong>
          </p>
          <p>{m.forgotOwner(f.owner, f.values.length)}</p>
          <ul>
            {f.values.map((v) => (
              <li key={v.key}>
                {v.places.length === 0
                  ? m.livesNowhere(v.value)
                  : m.livesIn(v.value, v.places.map((p) => m.places(p)).join(', '))}
              </li>
            ))}
          </ul>
          <p>{m.realDeletion}</p>
        </div>
      )}
    </PanelSection>
  );
}
