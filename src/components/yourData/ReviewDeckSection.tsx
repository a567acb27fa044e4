import { useId, useState } from 'react';
import { ColumnHeads } from '../../mechanisms/ui/ColumnHeads';
import { KIND_CATALOG } from '../../engine/practice/catalog';
import type { Lang } from '../../i18n/lang';
import { useLang, useMessages } from '../../state/useMessages';
import { formatHash } from '../../router/route';
import {
  eraseDeck,
  exportDeck,
  importDeck,
  isDue,
  useReviewDeck,
  type ReviewCard,
} from '../../state/reviewDeck';
import { learnerFileAccept, openLearnerFile } from '../../state/learnerFiles/registry';
import { ConfirmAction } from '../kit/ConfirmAction';
import { pickFile } from '../kit/HiddenFileInput';
import { downloadBlob } from '../kit/download';
import { checkedImport, PendingImport, type ImportMode, type PageStatus } from './PendingImport';
import messages from './yourData.messages';

type Pending = { cards: ReviewCard[]; skipped: number; mode: ImportMode };

const when = (card: ReviewCard, now: Date, lang: Lang, dueNow: string) =>
  isDue(card, now)
    ? dueNow
    : new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(card.fsrs.due),
      );

export type DeckStatus = PageStatus;

/**
 * "Your data"'s review deck: every card (a kind of practice question, never a scene), how often it was answered and
 * when it comes back; export it as a file, import one (checked; merge or replace), erase it. What it did is said in
 * the page's one status region (`onStatus`): two live regions would both be read, and the page's status is where a
 * reader of the page looks.
 */
export function ReviewDeckSection({
  onChange,
  onStatus: setStatus,
}: {
  onChange: () => void;
  onStatus: (status: DeckStatus) => void;
}) {
  const t = useMessages(messages);
  const lang = useLang();
  const ids = useId();
  const cards = useReviewDeck((s) => s.cards);
  const list = Object.values(cards).filter((c): c is ReviewCard => c !== undefined);
  const [now] = useState(() => new Date());
  const [pending, setPending] = useState<Pending | null>(null);

  const download = () => {
    const text = exportDeck();
    downloadBlob(
      new Blob([text], { type: 'application/json' }),
      `agent-memory-lab-review-deck-${new Date().toISOString().slice(0, 10)}.json`,
    );
    setStatus({ text: t.deckExported(list.length), tone: 'ok' });
  };
  const read = async (file: File | undefined) => {
    if (!file) return;
    const deck = checkedImport(await openLearnerFile('review-deck', file), lang, setStatus);
    setPending(deck && { cards: deck.cards, skipped: deck.skipped, mode: 'merge' });
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="your-data-deck">
      <h2 id={`${ids}-title`}>{t.deckTitle}</h2>
      <p>{t.deckIntro}</p>
      {list.length === 0 ? (
        <p data-role="no-cards">
          {t.deckEmpty} <a href={formatHash(lang, ['review'])}>{t.deckReviewLink}</a>
        </p>
      ) : (
        <div className="your-data-table">
          <table>
            <caption className="visually-hidden">{t.deckTitle}</caption>
            <ColumnHeads labels={[t.deckKind, t.deckChapter, t.deckAnswered, t.deckCorrect, t.deckDue]} />
            <tbody>
              {list.map((c) => (
                <tr key={c.kind} data-kind={c.kind}>
                  <th scope="row">{KIND_CATALOG[c.kind].title[lang]}</th>
                  <td>{c.chapter}</td>
                  <td>{c.answered}</td>
                  <td>{c.correct}</td>
                  <td>{when(c, now, lang, t.deckDueNow)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="your-data-actions">
        <button type="button" onClick={download} disabled={list.length === 0}>
          {t.deckExport}
        </button>
        <button
          type="button"
          onClick={() =>
            pickFile({
              accept: learnerFileAccept('review-deck'),
              label: t.deckImportFile,
              onFile: (file) => void read(file),
            })
          }
        >
          {t.deckImport}
        </button>
        <ConfirmAction
          label={t.deckErase}
          question={t.deckEraseQuestion}
          confirmLabel={t.deckEraseConfirm}
          cancelLabel={t.cancel}
          disabled={list.length === 0}
          onConfirm={() => {
            eraseDeck();
            setPending(null);
            setStatus({ text: t.deckErased, tone: 'ok' });
            onChange();
          }}
        />
      </div>
      {pending ? (
        <PendingImport
          legend={t.deckImportReady(pending.cards.length, pending.skipped)}
          mode={pending.mode}
          onMode={(mode) => setPending({ ...pending, mode })}
          onConfirm={() => {
            importDeck(pending.cards, pending.mode);
            setStatus({ text: t.deckImported(pending.cards.length), tone: 'ok' });
            setPending(null);
            onChange();
          }}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}
