import { defineMessages } from '../../i18n/defineMessages';
import { useLang, useMessages } from '../../state/useMessages';
import { formatHash } from '../../router/route';
import { HomeSection } from './HomeSection';

const m = defineMessages({
  en: {
    heading: 'Experiments',
    title: 'Lost in the middle',
    body: 'Where in a conversation does your own model lose a fact? A test only a live model allows.',
  },
  fr: {
    heading: 'Expériences',
    title: 'Perdu au milieu',
    body: 'À quel endroit d’une conversation votre propre modèle perd-il un fait\u00a0? Un test que seul un modèle réel permet.',
  },
});

/** The home page's link to the experiment pages. */
export function LitmHomeLink() {
  const t = useMessages(m);
  const lang = useLang();
  return (
    <HomeSection headingId="experiments-heading" heading={t.heading}>
      <a href={formatHash(lang, ['lost-in-the-middle'])}>{t.title}</a> — {t.body}
    </HomeSection>
  );
}
