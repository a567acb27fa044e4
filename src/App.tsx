import { Suspense, useEffect } from 'react';
import { useRoute, navigate } from './router/useRoute';
import { formatHash } from './router/route';
import { useSettings } from './state/settings';
import { Layout } from './components/layout/Layout';
import { ErrorBoundary } from './components/layout/ErrorBoundary';
import { Loading } from './components/layout/Loading';
import { useThemeEffect } from './components/layout/useThemeEffect';
import { renderPage } from './routes';

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

  return (
    <Layout>
      <ErrorBoundary key={route.path.join('/')}>
        <Suspense fallback={<Loading />}>
          {renderPage(route)}
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}
