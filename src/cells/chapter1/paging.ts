// Notebook section 5: three pages on three topics, then swapTo(2).
import { createMessage, PagedMemory, renderPage } from 'agent-memory-lab';

const pm = new PagedMemory();
pm.addPage({
  title: 'onboarding',
  domain: 'onboarding', // domains serve exercise 3 (swap by domain); the notebook's pages have a title only
  messages: [
    createMessage('user', "Bonjour, je m'appelle Alice."),
    createMessage('assistant', 'Bonjour Alice, bienvenue.'),
  ],
});
pm.addPage({
  title: 'bug-investigation',
  domain: 'code',
  messages: [
    createMessage('user', 'Le test #42 echoue avec une AssertionError.'),
    createMessage('assistant', 'Voyons la trace... la ligne 17.'),
    createMessage('user', "C'etait bien la ligne 17, merci."),
  ],
});
pm.addPage({
  title: 'preferences',
  domain: 'preferences',
  messages: [
    createMessage('user', "Je prefere qu'on reponde en francais."),
    createMessage('assistant', 'Compris, je repondrai en francais.'),
  ],
});

console.log(`Memoire paginee : ${pm.pages.length} pages, ${pm.totalMessages()} messages au total.`);
console.log(`Page courante (idx=${pm.current}) : ${pm.currentPage()?.title}`);
console.log();
pm.pages.forEach((page, idx) => {
  const marker = idx === pm.current ? ' <-- courante' : '';
  console.log(`Page #${idx}: ${page.title}${marker}`);
});
console.log();
console.log('Swap vers la page preferences (idx=2)...');
const loaded = pm.swapTo(2);
console.log(renderPage(loaded));
