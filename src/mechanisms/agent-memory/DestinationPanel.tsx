import type { ReactNode } from 'react';
import type { EvictionDestination } from '../../engine/agentMemory';
import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { Heading } from '../ui';
import { destinationText } from './caption';
import dict from './agentMemory.messages';
import { Icon } from './Icon';

interface DestinationPanelProps {
  lang: Lang;
  /** The place (also its icon and its class, `viz-panel--<kind>`). */
  kind: 'trash' | 'summary' | 'pages';
  title: string;
  /** The header's figure (a count, the summary's size), if any. */
  meta: ReactNode;
  /** Whether the scene's evictions come here; the panel is dimmed otherwise. */
  active: boolean;
  /** Where the scene sends its evictions, named in the hint while the panel is not active. */
  evictTo: EvictionDestination;
  children: ReactNode;
}

/**
 * The panel of one place evicted messages go (the trash, the summary, the pages): its titled header with a figure,
 * and, while the scene sends its evictions elsewhere (`evictTo`), a hint that says where.
 */
export function DestinationPanel(props: DestinationPanelProps) {
  const { lang, kind, title, meta, active, evictTo, children } = props;
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
