import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { reasonText, type AgentFrame } from './caption';
import { stateEvictions } from './mechanism';
import { SmallCard } from './MessageCard';
import dict from './agentMemory.messages';
import { DestinationPanel } from './DestinationPanel';

const SHOWN = 12;

/** The trash: messages a plain window forgets, each with the reason of its eviction. */
export function EvictedPanel({ lang, frame }: { lang: Lang; frame: AgentFrame }) {
  const t = pick(dict, lang);
  const mem = frame.state.mem;
  const trashed = stateEvictions(frame.state).filter((r) => r.destination === 'trash');
  const active = mem.config.evictTo === 'trash';
  const shown = trashed.slice(-SHOWN);
  return (
    <DestinationPanel
      lang={lang}
      kind="trash"
      title={t.evicted}
      meta={<span className="viz-panel__meta">{trashed.length > 0 ? trashed.length : null}</span>}
      active={active}
      evictTo={mem.config.evictTo}
    >
      {trashed.length === 0 ? (
        active && <p className="viz-empty">{t.nothingEvicted}</p>
      ) : (
        <>
          {trashed.length > SHOWN && <p className="viz-panel__hint">{t.earlier(trashed.length - SHOWN)}</p>}
          <ol className="viz-small-list">
            {shown.map((r) => (
              <SmallCard
                key={r.message.id}
                message={r.message}
                tag={reasonText(t, r.reason)}
                tagTone="trash"
              />
            ))}
          </ol>
        </>
      )}
    </DestinationPanel>
  );
}
