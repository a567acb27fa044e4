import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { motion } from 'motion/react';
import { memo, useId, useState } from 'react';
import type { Message } from '../../engine/core/message';
import { formatImportance } from './caption';
import { LIMITS, messageNumber, type Op } from './ops';
import dict from './agentMemory.messages';
import { Icon } from './Icon';

interface WindowCardProps {
  lang: Lang;
  message: Message;
  pinned: boolean;
  /** What happened to this card in the current step, for a highlight. */
  mark?: 'new' | 'touched' | 'edited' | null;
  /** Records the viewer's action as a step (stable: the store's insertOp), so unchanged cards skip rendering. */
  onAction: (op: Op) => void;
  /** Animate reflows within the window (off for big windows at high speed: only the leaving card flies). */
  animateLayout?: boolean;
}

/**
 * A message in the context window. The layoutId is shared with the same message's card in the
 * destination panels, so on eviction motion flies it from here to the trash, the summary or a page.
 */
export const WindowCard = memo(function WindowCard({
  lang,
  message,
  pinned,
  mark,
  onAction,
  animateLayout = true,
}: WindowCardProps) {
  const t = pick(dict, lang);
  const n = messageNumber(message.id);
  return (
    <motion.li
      layout={animateLayout}
      layoutId={`msg-${message.id}`}
      initial={{ opacity: 0, y: -24, scale: 0.9 }}
      animate={{ opacity: 1, y: 0, scale: 1 }}
      className="viz-card"
      data-role={message.role}
      data-pinned={pinned}
      data-mark={mark ?? undefined}
      data-testid={`card-${message.id}`}
    >
      <button
        type="button"
        className="viz-card__main"
        onClick={() => onAction({ op: 'touch', id: message.id })}
        title={t.touch(n)}
      >
        <span className="visually-hidden">{t.touchPrefix} </span>
        <span className="viz-card__head">
          <span className="viz-card__num">{n}</span>
          <span className="viz-card__role">{message.role}</span>
        </span>
        <span className="viz-card__content">{message.content}</span>
      </button>
      <span className="viz-card__foot">
        <ImportanceInput
          lang={lang}
          label={t.importanceOf(n)}
          value={message.importance}
          onCommit={(value) => onAction({ op: 'setImportance', id: message.id, value })}
        />
        <button
          type="button"
          className="viz-card__pin"
          aria-pressed={pinned}
          aria-label={pinned ? t.unpin(n) : t.pin(n)}
          title={pinned ? t.unpin(n) : t.pin(n)}
          onClick={() => onAction({ op: pinned ? 'unpin' : 'pin', id: message.id })}
        >
          <Icon name="pin" />
          {pinned && <span className="viz-card__pinned">{t.pinned}</span>}
        </button>
      </span>
    </motion.li>
  );
});

function ImportanceInput({
  lang,
  label,
  value,
  onCommit,
}: {
  lang: Lang;
  label: string;
  value: number;
  onCommit: (v: number) => void;
}) {
  const t = pick(dict, lang);
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? formatImportance(value);
  const commit = () => {
    if (draft === null) return;
    const v = Number(draft.replace(',', '.'));
    if (
      draft.trim() !== '' &&
      Number.isFinite(v) &&
      v >= LIMITS.importance.min &&
      v <= LIMITS.importance.max &&
      v !== value
    ) {
      onCommit(v);
    }
    setDraft(null);
  };
  return (
    <span className="viz-card__imp">
      <label htmlFor={id}>{t.importanceShort}</label>
      <input
        id={id}
        aria-label={label}
        inputMode="decimal"
        value={text}
        size={4}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setDraft(null);
        }}
      />
    </span>
  );
}

interface SmallCardProps {
  message: Message;
  /** Shown under the content (eviction reason). */
  tag?: string;
  tagTone?: 'trash' | 'summary' | 'archive';
  layoutId?: string;
}

/** A message outside the window (trash, page): same layoutId as its window card. */
export const SmallCard = memo(function SmallCard({ message, tag, tagTone, layoutId }: SmallCardProps) {
  const n = messageNumber(message.id);
  return (
    <motion.li
      layout
      layoutId={layoutId ?? `msg-${message.id}`}
      className="viz-small"
      data-role={message.role}
      data-testid={`small-${message.id}`}
    >
      <span className="viz-card__head">
        {n.startsWith('#') && <span className="viz-card__num">{n}</span>}
        <span className="viz-card__role">{message.role}</span>
      </span>
      <span className="viz-small__content">{message.content}</span>
      {tag && (
        <span className="viz-tag" data-tone={tagTone}>
          {tag}
        </span>
      )}
    </motion.li>
  );
});
