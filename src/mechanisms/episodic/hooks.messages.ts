import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    unreadable: (n: number) =>
      `${n} line${n === 1 ? '' : 's'} of the model's answer could not be read as "Concept : knowledge" (nothing was stored from ${n === 1 ? 'it' : 'them'}):`,
    relevanceTitle: 'Relevance: bag of words and your embedding model',
    relevanceQuery: (q: string) => `Query: "${q}". Raw relevance of each memory (cosine, before normalisation).`,
    memory: 'Memory',
    bow: 'Bag of words (the lab’s lexicon)',
    embedding: 'Embedding vectors (your model)',
    relevanceNote:
      'The ranking above used the embedding cosine. The bag of words only sees shared words (and the few the lab’s hand lexicon maps, e.g. fintech → finance); an embedding model places "fintech" near "secteur financier" because it learnt that they mean close things.',
  },
  fr: {
    unreadable: (n: number) =>
      `${n} ligne${n > 1 ? 's' : ''} de la réponse du modèle ne se li${n > 1 ? 'sent' : 't'} pas comme « Concept : connaissance » (rien n'en a été stocké) :`,
    relevanceTitle: "Pertinence : sac de mots et votre modèle d'embeddings",
    relevanceQuery: (q: string) => `Requête : « ${q} ». Pertinence brute de chaque souvenir (cosinus, avant normalisation).`,
    memory: 'Souvenir',
    bow: 'Sac de mots (le lexique du lab)',
    embedding: 'Vecteurs d’embeddings (votre modèle)',
    relevanceNote:
      "Le classement ci-dessus a utilisé le cosinus des embeddings. Le sac de mots ne voit que les mots partagés (et les quelques-uns que le lexique fait main du lab relie, par exemple fintech → finance) ; un modèle d'embeddings place « fintech » près de « secteur financier » parce qu'il a appris que ces mots disent des choses proches.",
  },
});
