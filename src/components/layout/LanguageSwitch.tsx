import common from '../../i18n/common.messages';
import { useLang, useMessages } from '../../state/useMessages';
import { LANGS, type Lang } from '../../i18n/lang';
import { useRoute, navigate } from '../../router/useRoute';
import { formatHash } from '../../router/route';
import { useSettings } from '../../state/settings';

export function LanguageSwitch() {
  const t = useMessages(common);
  const lang = useLang();
  const setLang = useSettings((s) => s.setLang);
  const route = useRoute();
  const choose = (next: Lang) => {
    setLang(next);
    navigate(formatHash(next, route.path, route.query), { replace: true });
  };
  return (
    <div role="group" aria-label={t.language} className="segmented">
      {LANGS.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={lang === l} onClick={() => choose(l)}>
          {/* The visible text is the accessible name (axe: label-content-name-mismatch). */}
          {l === 'fr' ? t.switchToFrench : t.switchToEnglish}
        </button>
      ))}
    </div>
  );
}
