import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    printChapter: 'Print this chapter',
    toc: 'Table of contents',
    tocToggle: 'Contents',
    readCount: (read: number, total: number) => `${read} of ${total} sections read`,
    readMark: '(read)',
    sectionNav: 'Sections',
    previous: 'Previous',
    next: 'Next',
    allChapters: 'All chapters',
    chapterLabel: (n: number) => `Chapter ${n}`,
    sectionOf: (n: number, total: number) => `Section ${n} of ${total}`,
    inPreparation: 'This chapter is in preparation. Its lessons will appear here.',
    unknownSection: (slug: string, chapter: string) =>
      `There is no section "${slug}" in chapter ${chapter}: here is its first section.`,
    unknownChapter: (id: string) => `There is no chapter "${id}": here is the first chapter.`,
  },
  fr: {
    printChapter: 'Imprimer ce chapitre',
    toc: 'Table des matières',
    tocToggle: 'Sommaire',
    readCount: (read: number, total: number) =>
      `${read} section${read > 1 ? 's' : ''} lue${read > 1 ? 's' : ''} sur ${total}`,
    readMark: '(lue)',
    sectionNav: 'Sections',
    previous: 'Précédent',
    next: 'Suivant',
    allChapters: 'Tous les chapitres',
    chapterLabel: (n: number) => `Chapitre ${n}`,
    sectionOf: (n: number, total: number) => `Section ${n} sur ${total}`,
    inPreparation: 'Ce chapitre est en préparation. Ses leçons apparaîtront ici.',
    unknownSection: (slug: string, chapter: string) =>
      `Le chapitre ${chapter} n’a pas de section «\u00a0${slug}\u00a0»\u00a0: voici sa première section.`,
    unknownChapter: (id: string) =>
      `Il n’y a pas de chapitre «\u00a0${id}\u00a0»\u00a0: voici le premier chapitre.`,
  },
});
