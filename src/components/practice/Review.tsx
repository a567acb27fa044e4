import { useEffect, useState } from 'react';
import { chapters } from '../../content/chapters';
import { KIND_CATALOG } from '../../engine/practice/catalog';
import { nextSeed } from '../../engine/practice/random';
import type { KindId } from '../../engine/practice/types';
import { pick } from '../../i18n/defineMessages';
import { useLang } from '../../state/useMessages';
import { formatHash } from '../../router/route';
import { dueCards, nextDueAt, useReviewDeck, type ReviewCard } from '../../state/reviewDeck';
import { PracticeQuestion, type PracticeSceneComponent } from './PracticeQuestion';
import messages from './review.messages';
import { relativeTime } from './session';
import './practice.css';

interface Item {
  kind: KindId;
  seed: number;
  card: ReviewCard;
  /** Bumped by "Another one", so the question's title takes focus. */
  replaced: boolean;
}

/**
 * `#/<lang>/review`: the kinds of question due (FSRS, src/state/reviewDeck.ts), each an article with a fresh question
 * of its kind (a new seed). The list is the one due when the page opened: a card answered stays on the page with its
 * explanation, and says when it comes back.
 */
export function Review({ Scene }: { Scene: PracticeSceneComponent }) {
  const lang = useLang();
  const t = pick(messages, lang);
  const [now] = useState(() => new Date());
  const [items, setItems] = useState<Item[]>(() =>
    dueCards(useReviewDeck.getState(), now).map((card) => ({
      kind: card.kind,
      seed: nextSeed(Math.random, card.lastSeed),
      card,
      replaced: false,
    })),
  );
  const cards = useReviewDeck((s) => s.cards);
  const deckSize = Object.keys(cards).length;
  const next = nextDueAt({ cards });

  useEffect(() => {
    document.title = `${t.title} · Agent Memory Lab`;
  }, [t.title]);

  const update = (i: number, patch: Partial<Item>) =>
    setItems((list) => list.map((item, j) => (j === i ? { ...item, ...patch } : item)));

  return (
    <div className="review">
      <h1>{t.title}</h1>
      <p className="review__summary">
        {items.length > 0
          ? t.due(items.length)
          : deckSize === 0 || next === null
            ? t.empty
            : t.noneDue(relativeTime(next, now, lang))}
      </p>
      <p className="review__privacy">{t.privacy}</p>
      {items.map((item, i) => {
        const entry = KIND_CATALOG[item.kind];
        const home = entry.sections[0];
        const readable = chapters.some((c) => c.id === entry.chapter) && home !== undefined;
        const titleId = `review-${item.kind}`;
        return (
          <article
            key={item.kind}
            className="review__card surface-column"
            aria-labelledby={titleId}
            data-kind={item.kind}
          >
            <p className="review__meta">
              {t.chapter(entry.chapter)} · {t.seed(String(item.seed))} ·{' '}
              {t.record(item.card.answered, item.card.correct)}
              {readable ? (
                <>
                  {' · '}
                  <a href={formatHash(lang, ['chapter', entry.chapter, home])}>{t.openSection}</a>
                </>
              ) : null}
            </p>
            <PracticeQuestion
              key={`${item.kind}:${item.seed}`}
              kind={item.kind}
              seed={item.seed}
              lang={lang}
              Scene={Scene}
              level={2}
              titleId={titleId}
              focusTitle={item.replaced}
              onAnswered={(card) => update(i, { card })}
              onAnother={() => update(i, { seed: nextSeed(Math.random, item.seed), replaced: true })}
            />
          </article>
        );
      })}
    </div>
  );
}
