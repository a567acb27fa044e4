import type { LocalizedHints } from '../types';

export const hints: LocalizedHints = {
  en: [
    'addPage: push { ...page, domain } (copy the messages array too), then lastSeen[domain] = the new index (pages.length - 1), and return it.',
    'swapTo(index): if this.pages[index] is undefined, throw new RangeError(`page index ${index} out of range`); otherwise set current, update lastSeen[page.domain] and return the page.',
    'swapToDomain(domain): look up lastSeen[domain]; when it is missing, throw an Error listing Object.keys(this.lastSeen).join(", "); otherwise return this.swapTo(that index).',
  ],
  fr: [
    'addPage : ajoutez { ...page, domain } (copiez aussi le tableau messages), puis lastSeen[domain] = le nouvel indice (pages.length - 1), et renvoyez-le.',
    'swapTo(index) : si this.pages[index] est undefined, levez new RangeError(`page index ${index} out of range`) ; sinon mettez current à jour, puis lastSeen[page.domain], et renvoyez la page.',
    'swapToDomain(domain) : cherchez lastSeen[domain] ; s\'il manque, levez une Error qui liste Object.keys(this.lastSeen).join(", ") ; sinon renvoyez this.swapTo(cet indice).',
  ],
};
