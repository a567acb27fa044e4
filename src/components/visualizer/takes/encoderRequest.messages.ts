import { defineMessages } from '../../../i18n/defineMessages';

const mb = (bytes: number, locale: string) =>
  (bytes / 1e6).toLocaleString(locale, { maximumFractionDigits: 1 });

export default defineMessages({
  en: {
    needs: (step: number) =>
      `Step ${step} waits for the sentence encoder's vectors (computed in this page: nothing is sent).`,
    textsLabel: 'Texts to embed (one a line), in this page',
    load: (bytes: number) =>
      `Load the sentence encoder (${mb(bytes, 'en-US')} MB, from this site, once) and compute`,
    loading: (loaded: number, total: number) =>
      `Loading the sentence encoder: ${mb(loaded, 'en-US')} of ${mb(total, 'en-US')} MB`,
    computing: (n: number) => `Computing ${n} vector${n === 1 ? '' : 's'} in this page…`,
    compute: 'Compute in this page',
    failed:
      'The sentence encoder could not be loaded from this site. Check the connection (once loaded, it stays for offline use), then try again. The scene is unchanged.',
    notInPackage:
      'The sentence encoder is not included in this package: this chapter’s package carries only what its own chapter uses. Open the package of the chapter that uses it, the whole lab’s package or the lab’s website to compute these vectors. The bag of words and your model still rank.',
  },
  fr: {
    needs: (step: number) =>
      `L’étape ${step} attend les vecteurs de l’encodeur de phrases (calculés dans la page\u00a0: rien n’est envoyé).`,
    textsLabel: 'Textes à vectoriser (un par ligne), dans la page',
    load: (bytes: number) =>
      `Charger l’encodeur de phrases (${mb(bytes, 'fr-FR')} Mo, depuis ce site, une fois) et calculer`,
    loading: (loaded: number, total: number) =>
      `Chargement de l’encodeur de phrases\u00a0: ${mb(loaded, 'fr-FR')} sur ${mb(total, 'fr-FR')} Mo`,
    computing: (n: number) => `Calcul de ${n} vecteur${n > 1 ? 's' : ''} dans la page…`,
    compute: 'Calculer dans la page',
    failed:
      'L’encodeur de phrases n’a pas pu être chargé depuis ce site. Vérifiez la connexion (une fois chargé, il reste pour le hors-ligne), puis réessayez. La scène est inchangée.',
    notInPackage:
      'L’encodeur de phrases n’est pas inclus dans ce paquet : le paquet de ce chapitre ne contient que ce que son propre chapitre utilise. Ouvrez le paquet du chapitre qui l’utilise, celui du labo entier ou le site du labo pour calculer ces vecteurs. Le sac de mots et votre modèle classent toujours.',
  },
});
