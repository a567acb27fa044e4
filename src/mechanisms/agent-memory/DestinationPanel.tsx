import type { ReactNode } from 'react';
import type { EvictionDestination } from '../../engine/agentMemory';
import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { Heading } from '../ui';
import { destinationText } from './caption';
import dict from './agentMemory.messages';
import { Icon } from './Icon';

/**
 * The panel of one place evicted messages go (the trash, the summary, the pages): its titled header with a figure,
 * and, while the scene sends its evictions elsewhere (`evictTo`), a hint that says where.
 */
export function DestinationPanel({
  lang,
  kind,
  title,
  meta,
  active,
  evictTo,
  children,
}: {
  lang: Lang;
  kind: 'trash' | 'summary' | 'pages';
  title: string;
  meta: ReactNode;
  active: boolean;
  evictTo: EvictionDestination;
  children: ReactNode;
}) {
  const t = pick(dict, lang);
  return (
    <section className={`viz-panel viz-panel--${kind}`} aria-label={title} data-active={active}>
      <header className="viz-panel__header">
        <Heading sub={1}>
          <Icon name={kind} /> {title}
        </Heading>
        {meta}
      </header>
      {!active && <p className="viz-panel__hint">{t.inactiveDestination(destinationText(t, evictTo))}</p>}
      {children}
    </section>
  );
}
