import type { ReactNode } from 'react';
import common from '../../i18n/common.messages';
import { useLang, useMessages } from '../../state/useMessages';
import { formatHash } from '../../router/route';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import { NoticeBar } from '../notice/NoticeBar';
import { ModelButton } from '../model/ModelButton';
import { ModelFooter } from '../model/ModelFooter';

export function Layout({ children, embedded = false }: { children: ReactNode; embedded?: boolean }) {
  const t = useMessages(common);
  const lang = useLang();
  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={focusMain}>
        {t.skipToContent}
      </a>
      {!embedded && (
        <header className="app-header">
          <a className="brand" href={formatHash(lang)}>
            <img src="./favicon.svg" alt="" width={28} height={28} />
            <span>{t.appName}</span>
          </a>
          <nav aria-label={t.mainNav} className="main-nav">
            <a href={formatHash(lang)}>{t.chapters}</a>
            <a href={formatHash(lang, ['cost-lab'])}>{t.costLab}</a>
            <a href={formatHash(lang, ['exercises'])}>{t.exercises}</a>
            <a href={formatHash(lang, ['review'])}>{t.review}</a>
          </nav>
          <div className="header-tools">
            <LanguageSwitch />
            <ThemeSwitch />
            <ModelButton />
          </div>
        </header>
      )}
      <NoticeBar />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {!embedded && (
        <footer className="app-footer">
          <ModelFooter offline={t.footer} /> <a href={formatHash(lang, ['your-data'])}>{t.yourData}</a>
        </footer>
      )}
    </div>
  );
}

// The skip link must not change the hash (the router owns it): move focus instead.
function focusMain(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
