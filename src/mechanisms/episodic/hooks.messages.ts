import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    unreadable: (n: number) =>
      `${n} line${n === 1 ? '' : 's'} of the model's answer could not be read as "Concept : knowledge" (nothing was stored from ${n === 1 ? 'it' : 'them'}):`,
    relevanceTitle: 'Relevance: bag of words and embedding vectors',
    relevanceQuery: (q: string) =>
      `Query: "${q}". Raw relevance of each memory (cosine, before normalisation).`,
    finalTitle: 'TaskMaster’s answer to each query',
    finalQuery: (q: string) => `Query: "${q}"`,
    finalPrompt: (q: string) => `Prompt sent for "${q}" (the source’s third prompt)`,
    finalScripted: 'Answer (scripted: the source’s MockLLM)',
    finalModel: 'Answer (your model)',
    memory: 'Memory',
    bow: 'Bag of words',
    embedding: 'Embedding vectors (your model)',
    encoder: 'Sentence encoder (in this page)',
    rankedBy: (column: string) => `Ranked by: ${column}.`,
    relevanceNote:
      'The bag of words only sees the words a query and a memory share: "fintech" and "financial sector" share none, so it gives 0. An embedding model or a sentence encoder can place them close, because it learned that they mean close things (the chapter’s scripted demo stands in for that with a hand lexicon).',
  },
  fr: {
    unreadable: (n: number) =>
      `${n} ligne${n > 1 ? 's' : ''} de la réponse du modèle ne se li${n > 1 ? 'sent' : 't'} pas comme «\u00a0Concept\u00a0: connaissance\u00a0» (rien n’en a été stocké)\u00a0:`,
    relevanceTitle: 'Pertinence\u00a0: sac de mots et vecteurs d’embeddings',
    relevanceQuery: (q: string) =>
      `Requête\u00a0: «\u00a0${q}\u00a0». Pertinence brute de chaque souvenir (cosinus, avant normalisation).`,
    finalTitle: 'La réponse de TaskMaster à chaque requête',
    finalQuery: (q: string) => `Requête\u00a0: «\u00a0${q}\u00a0»`,
    finalPrompt: (q: string) => `Consigne envoyée pour «\u00a0${q}\u00a0» (la troisième consigne du texte)`,
    finalScripted: 'Réponse (scriptée\u00a0: le MockLLM du texte)',
    finalModel: 'Réponse (votre modèle)',
    memory: 'Souvenir',
    bow: 'Sac de mots',
    embedding: 'Vecteurs d’embeddings (votre modèle)',
    encoder: 'Encodeur de phrases (dans la page)',
    rankedBy: (column: string) => `Classement selon\u00a0: ${column}.`,
    relevanceNote:
      'Le sac de mots ne voit que les mots qu’une requête et un souvenir partagent\u00a0: «\u00a0fintech\u00a0» et «\u00a0secteur financier\u00a0» n’en partagent aucun, il donne donc 0. Un modèle d’embeddings ou un encodeur de phrases peut les placer près l’un de l’autre, parce qu’il a appris qu’ils disent des choses proches (la démo scriptée du chapitre le remplace par un lexique fait main).',
  },
});
