import { useState } from 'react';
import { defineMessages } from '../../i18n/defineMessages';
import { useLang, useMessages } from '../../state/useMessages';
import { formatHash } from '../../router/route';
import { HomeSection } from './HomeSection';
import { countDue, useReviewDeck } from '../../state/reviewDeck';

const m = defineMessages({
  en: {
    heading: 'Review',
    due: (n: number) =>
      n === 1 ? 'One kind of practice question is due.' : `${n} kinds of practice question are due.`,
    noneDue: 'Nothing is due now.',
    empty: 'The practice questions you answer in the lessons come back here, spaced.',
    link: 'Review',
  },
  fr: {
    heading: 'Réviser',
    due: (n: number) =>
      n === 1
        ? 'Un type de question d’entraînement est à réviser.'
        : `${n} types de questions d’entraînement sont à réviser.`,
    noneDue: 'Rien à réviser maintenant.',
    empty: 'Les questions d’entraînement auxquelles vous répondez dans les leçons reviennent ici, espacées.',
    link: 'Réviser',
  },
});

/**
 * The home page's review line: how many kinds of question are due (the review deck's store only: the scheduler and the
 * questions load on the review page).
 */
export function ReviewHomeLink() {
  const t = useMessages(m);
  const lang = useLang();
  const cards = useReviewDeck((s) => s.cards);
  const [now] = useState(() => new Date());
  const due = countDue({ cards }, now);
  const empty = Object.keys(cards).length === 0;
  return (
    <HomeSection headingId="review-heading" heading={t.heading} className="home-review" data-due={due}>
      {empty ? t.empty : due > 0 ? t.due(due) : t.noneDue} <a href={formatHash(lang, ['review'])}>{t.link}</a>
    </HomeSection>
  );
}
