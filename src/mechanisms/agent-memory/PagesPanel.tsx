import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { motion } from 'motion/react';
import { useId, useState } from 'react';
import type { AgentFrame } from './caption';
import { messageNumber, type Op } from './ops';
import dict from './agentMemory.messages';
import { DestinationPanel } from './DestinationPanel';

const LINES = 5;

/**
 * The engine's pages in a row (pages given whole and archive pages, in index order, the open archive page
 * last); the page loaded in the context is highlighted, a click swaps it in. A page added this step is marked.
 */
export function PagesPanel({
  lang,
  frame,
  insertOp,
}: {
  lang: Lang;
  frame: AgentFrame;
  insertOp: (op: Op) => void;
}) {
  const t = pick(dict, lang);
  const mem = frame.state.mem;
  const pages = mem.pages;
  const openIndex = mem.pageCount > mem.sealedPageCount ? pages.length - 1 : -1;
  const active = mem.config.evictTo === 'archive' || pages.length > 0;
  const domains = mem.domainNames;
  const addedNow = new Set(frame.events.flatMap((e) => (e.type === 'page-added' ? [e.pageIndex] : [])));
  return (
    <DestinationPanel
      lang={lang}
      kind="pages"
      title={t.pages}
      meta={pages.length > 0 && <span className="viz-panel__meta">{pages.length}</span>}
      active={active}
      evictTo={mem.config.evictTo}
    >
      {pages.length === 0 ? (
        active && <p className="viz-empty">{t.noPages}</p>
      ) : (
        <>
          <ol className="viz-pages">
            {pages.map((p, i) => {
              const current = mem.currentPageIndex === i;
              const origin = mem.pageOrigin(i);
              return (
                <li
                  key={i}
                  className="viz-pagecard"
                  data-current={current}
                  data-open={i === openIndex}
                  data-origin={origin ?? undefined}
                  data-new={addedNow.has(i) || undefined}
                >
                  {current && (
                    <motion.span
                      layoutId="viz-current-page"
                      className="viz-pagecard__ring"
                      aria-hidden="true"
                    />
                  )}
                  <button
                    type="button"
                    className="viz-pagecard__title"
                    aria-current={current ? 'true' : undefined}
                    title={t.loadPage(i, p.title)}
                    onClick={() => insertOp({ op: 'swapTo', page: i })}
                  >
                    <span className="visually-hidden">{t.swapByIndex} </span>
                    <span className="viz-pagecard__index">#{i}</span> {p.title}
                    <span className="viz-pagecard__count">
                      {t.pageMessages(p.messages.length)}
                      {p.domain !== undefined && ` · ${t.pageDomain(p.domain)}`}
                      {origin === 'added' && ` · ${t.pageGiven}`}
                      {current && ` · ${t.currentPage}`}
                      {i === openIndex && ` · ${t.openPage}`}
                    </span>
                  </button>
                  <ol className="viz-pagecard__lines">
                    {p.messages.slice(0, LINES).map((m) => (
                      <motion.li
                        key={m.id}
                        layout
                        layoutId={`msg-${m.id}`}
                        className="viz-pagecard__line"
                        data-role={m.role}
                      >
                        {messageNumber(m.id).startsWith('#') && <b>{messageNumber(m.id)} </b>}[{m.role}]{' '}
                        {m.content}
                      </motion.li>
                    ))}
                    {p.messages.length > LINES && (
                      <li className="viz-pagecard__more">{t.earlier(p.messages.length - LINES)}</li>
                    )}
                  </ol>
                </li>
              );
            })}
          </ol>
          <SwapControls lang={lang} count={pages.length} domains={domains} insertOp={insertOp} />
        </>
      )}
    </DestinationPanel>
  );
}

function SwapControls({
  lang,
  count,
  domains,
  insertOp,
}: {
  lang: Lang;
  count: number;
  domains: string[];
  insertOp: (op: Op) => void;
}) {
  const t = pick(dict, lang);
  const [index, setIndex] = useState(0);
  const [domain, setDomain] = useState('');
  const safeIndex = Math.min(index, count - 1);
  const safeDomain = domains.includes(domain) ? domain : (domains[0] ?? '');
  return (
    <div className="viz-swap">
      <SwapRow
        label={t.swapByIndex}
        swap={t.swap}
        options={Array.from({ length: count }, (_, i) => String(i))}
        value={String(safeIndex)}
        onChoose={(i) => setIndex(Number(i))}
        onSwap={() => insertOp({ op: 'swapTo', page: safeIndex })}
      />
      {domains.length > 0 && (
        <SwapRow
          label={t.swapByDomain}
          swap={t.swap}
          options={domains}
          value={safeDomain}
          onChoose={setDomain}
          onSwap={() => insertOp({ op: 'swapToDomain', domain: safeDomain })}
        />
      )}
    </div>
  );
}

/** One way to swap: a labelled choice, and its button (named with the choice) that inserts the swap. */
function SwapRow({
  label,
  swap,
  options,
  value,
  onChoose,
  onSwap,
}: {
  label: string;
  swap: string;
  options: readonly string[];
  value: string;
  onChoose: (value: string) => void;
  onSwap: () => void;
}) {
  const id = useId();
  return (
    <div className="viz-swap__row">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChoose(e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <button type="button" aria-label={`${label} ${value}`} onClick={onSwap}>
        {swap}
      </button>
    </div>
  );
}
