import type { Lang } from '../../i18n/lang';
import { pick as pickLang } from '../../i18n/defineMessages';
import { motion } from 'motion/react';
import { memo, useId, useState } from 'react';
import type { Message } from '../../engine/core/message';
import { formatImportance } from './caption';
import { LIMITS, messageNumber, type Op } from './ops';
import dict from './agentMemory.messages';
import { Icon } from './Icon';

/** A card that answers a practice question ("which message is evicted?"): see ScenePick. */
export interface CardPick {
  /** The option in words ('#3 "message #3" (pinned)'): its title. */
  label: string;
  selected: boolean;
  /** After the answer: whether this card is the right one. */
  expected: boolean;
  answered: boolean;
  onPick: (id: string) => void;
}

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
  /** In a practice question: the card's main button picks it as the answer instead of touching it. */
  pick?: CardPick | null;
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
  pick = null,
}: WindowCardProps) {
  const t = pickLang(dict, lang);
  const n = messageNumber(message.id);
  const picked = !pick
    ? undefined
    : pick.answered && pick.expected
      ? 'answer'
      : pick.selected
        ? pick.answered
          ? 'wrong'
          : 'chosen'
        : undefined;
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
      data-pick={picked ?? (pick && !pick.answered ? 'option' : undefined)}
      data-testid={`card-${message.id}`}
    >
      {pick ? (
        <button
          type="button"
          className="viz-card__main viz-card__main--pick"
          aria-pressed={pick.selected}
          aria-disabled={pick.answered || undefined}
          data-pick-option={message.id}
          title={pick.label}
          onClick={() => {
            if (!pick.answered) pick.onPick(message.id);
          }}
        >
          {/* Named by what it shows ("Choose #3 user message #3"): the visible words are in the name (WCAG 2.5.3). */}
          {/* Spaces between the parts (a flex layout draws none) so the name reads as words. */}
          <span className="visually-hidden">{t.pickPrefix}</span>{' '}
          <span className="viz-card__head">
            <span className="viz-card__num">{n}</span> <span className="viz-card__role">{message.role}</span>
            {picked && (
              <>
                {' '}
                <span className="viz-card__picked">{picked === 'answer' ? t.pickAnswer : t.pickChosen}</span>
              </>
            )}
          </span>{' '}
          <span className="viz-card__content">{message.content}</span>
        </button>
      ) : (
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
      )}
      <span className="viz-card__foot">
        <ImportanceInput
          lang={lang}
          label={t.importanceOf(n)}
          value={message.importance}
          onCommit={(value) => onAction({ op: 'setImportance', id: message.id, value })}
        />
        <span className="viz-card__pinbox">
          {/* The badge sits beside the button, not in it: inside, the visible "pinned" would be missing from the
              button's name ("Unpin #0"), which axe reports (label-content-name-mismatch). aria-pressed says it too. */}
          {pinned && <span className="viz-card__pinned">{t.pinned}</span>}
          <button
            type="button"
            className="viz-card__pin"
            aria-pressed={pinned}
            aria-label={pinned ? t.unpin(n) : t.pin(n)}
            title={pinned ? t.unpin(n) : t.pin(n)}
            onClick={() => onAction({ op: pinned ? 'unpin' : 'pin', id: message.id })}
          >
            <Icon name="pin" />
          </button>
        </span>
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
  const t = pickLang(dict, lang);
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
