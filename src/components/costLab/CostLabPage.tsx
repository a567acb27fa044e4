import { useEffect, useRef, useState } from 'react';
import { useLang, useMessages } from '../../state/useMessages';
import { formatHash, type PageProps } from '../../router/route';
import { navigate } from '../../router/useRoute';
import { useNotices } from '../../state/notices';
import { CostLab } from './CostLab';
import { parseQuery, PRICE_IDS, toQuery, type LabParams } from '../../compute/costLab/params';
import messages from './costLab.messages';
import { CopyEmbed } from '../share/CopyEmbed';
import { EMBED_HEIGHT, embedUrl } from '../share/embed';

/** How long the address bar waits for a slider to settle before it is rewritten. */
const URL_DELAY_MS = 250;

/** `#/<lang>/cost-lab?turns=...`: the full lab; the query string holds the chart's parameters (a permalink). */
export default function CostLabPage({ route }: PageProps) {
  const lang = useLang();
  const t = useMessages(messages);
  const push = useNotices((s) => s.push);
  const qs = route.query.toString();
  const [seenQs, setSeenQs] = useState(qs);
  const [params, setParams] = useState<LabParams>(() => parseQuery(route.query, PRICE_IDS).params);
  const [invalid, setInvalid] = useState<string[]>(() => parseQuery(route.query, PRICE_IDS).invalid);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A link opened or edited by hand (back/forward, a pasted permalink): adopt its parameters.
  if (qs !== seenQs) {
    setSeenQs(qs);
    if (qs !== toQuery(params).toString()) {
      const parsed = parseQuery(route.query, PRICE_IDS);
      setParams(parsed.params);
      setInvalid(parsed.invalid);
    }
  }

  useEffect(() => {
    if (invalid.length === 0) return;
    const keys = invalid.join(', ');
    push({
      id: `cost-lab-link-${keys}`,
      tone: 'warning',
      text: { en: messages.en.malformedLink(keys), fr: messages.fr.malformedLink(keys) },
    });
  }, [invalid, push]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const onChange = (next: LabParams) => {
    setParams(next);
    if (timer.current !== null) clearTimeout(timer.current);
    const hashNow = window.location.hash;
    timer.current = setTimeout(() => {
      timer.current = null;
      // The address changed meanwhile (back button, a pasted link): that one wins.
      if (window.location.hash !== hashNow) return;
      navigate(formatHash(lang, ['cost-lab'], toQuery(next)), { replace: true });
    }, URL_DELAY_MS);
  };

  return (
    <div className="cost-lab-page">
      <header className="cost-lab-page__head">
        <h1>{t.pageTitle}</h1>
        <p>{t.pageIntro}</p>
        <p>
          <a href={formatHash(lang, ['chapter', '1', 'measurement'])}>{t.readLesson}</a>
        </p>
        <CopyEmbed
          what={t.pageTitle}
          url={() => embedUrl(lang, ['cost-lab'], toQuery(params))}
          height={EMBED_HEIGHT.costLab}
        />
      </header>
      <CostLab params={params} onChange={onChange} idPrefix="lab" />
    </div>
  );
}
