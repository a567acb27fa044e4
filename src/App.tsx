import { Suspense, useEffect } from 'react';
import { useRoute, navigate } from './router/useRoute';
import { formatHash } from './router/route';
import { useSettings } from './state/settings';
import { Layout } from './components/layout/Layout';
import { ErrorBoundary } from './components/kit/ErrorBoundary';
import { Loading } from './components/kit/Loading';
import { useThemeEffect } from './components/layout/useThemeEffect';
import { renderPage } from './routes';
import { isEmbedded } from './components/share/embed';

export function App() {
  const route = useRoute();
  const lang = useSettings((s) => s.lang);
  const setLang = useSettings((s) => s.setLang);
  useThemeEffect();

  // The URL's language wins (a shared deep link opens in its language); a URL without one gets the current one.
  useEffect(() => {
    if (route.lang && route.lang !== lang) setLang(route.lang);
    if (!route.lang) navigate(formatHash(lang, route.path, route.query), { replace: true });
  }, [route, lang, setLang]);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  // embed=1 (a course platform's frame): no header, no footer, the page fitted to the frame (share.css).
  const embedded = isEmbedded(route.query);
  useEffect(() => {
    if (embedded) document.documentElement.dataset.embed = 'true';
    else delete document.documentElement.dataset.embed;
  }, [embedded]);

  return (
    <Layout embedded={embedded}>
      <ErrorBoundary key={route.path.join('/')}>
        <Suspense fallback={<Loading />}>{renderPage(route)}</Suspense>
      </ErrorBoundary>
    </Layout>
  );
}
