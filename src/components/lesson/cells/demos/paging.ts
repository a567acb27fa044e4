// Seed section 5: three pages on three topics, then swapTo(2).
// The lab's engine (src/engine), one module per mechanism.
import { PagedMemory, renderPage } from '../../../../engine/paging';
import { createMessage } from '../../../../engine/message';
import type { Print } from './print';

export function pagingDemo(print: Print): void {
  const pm = new PagedMemory();
  pm.addPage({
    title: 'onboarding',
    messages: [
      createMessage('user', "Bonjour, je m'appelle Alice."),
      createMessage('assistant', 'Bonjour Alice, bienvenue.'),
    ],
  });
  pm.addPage({
    title: 'bug-investigation',
    messages: [
      createMessage('user', 'Le test #42 echoue avec une AssertionError.'),
      createMessage('assistant', 'Voyons la trace... la ligne 17.'),
      createMessage('user', "C'etait bien la ligne 17, merci."),
    ],
  });
  pm.addPage({
    title: 'preferences',
    messages: [
      createMessage('user', "Je prefere qu'on reponde en francais."),
      createMessage('assistant', 'Compris, je repondrai en francais.'),
    ],
  });

  print(`Memoire paginee : ${pm.pages.length} pages, ${pm.totalMessages()} messages au total.`);
  print(`Page courante (idx=${pm.current}) : ${pm.currentPage()?.title}`);
  print();
  pm.pages.forEach((page, idx) => {
    const marker = idx === pm.current ? ' <-- courante' : '';
    print(`Page #${idx}: ${page.title}${marker}`);
  });
  print();
  print('Swap vers la page preferences (idx=2)...');
  const loaded = pm.swapTo(2);
  print(renderPage(loaded));
}
