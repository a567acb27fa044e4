import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles/global.css';
import { useNotices } from './state/notices';

import { parseScormScope } from './scorm/launch';

function render(): void {
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

// Launched by a school platform as a SCORM package (`?scorm=...` in the launch address): the SCORM runtime loads
// first and restores the platform's copy of the lab's state into the stores before the first render. Anywhere else
// nothing more loads.
const scormScope = parseScormScope(window.location.search);
if (scormScope) {
  import('./scorm/runtime')
    .then(({ startScorm }) => void startScorm(scormScope))
    .catch(() => {
      /* the runtime could not load or start: the lab works as in a plain browser */
    })
    .finally(render);
} else {
  render();
}

// Offline support is no part of any page's initial JavaScript: its registration (sw-register.ts) loads once the page
// has loaded and the browser is idle. It gets the notice store from here, so its chunk imports nothing the pages
// share (a shared import would split a small extra chunk into every page's initial JavaScript).
function afterLoadWhenIdle(run: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
afterLoadWhenIdle(() => {
  import('./sw-register')
    .then(({ registerServiceWorker }) => registerServiceWorker(useNotices.getState().push))
    .catch(() => {
      /* the chunk could not load (offline on a first visit, before any worker): the lab works online */
    });
});
