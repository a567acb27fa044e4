import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    relevance: 'Relevance',
    bow: 'Bag of words',
    model: 'Your model',
    encoder: 'Sentence encoder (in this page)',
    bowNote: 'The cosine of the words a query and a memory share (the lab’s own, nothing to load).',
    modelNote:
      'The cosine of your embedding model’s vectors: each text is sent once to your server, after you click, and kept in the scene’s take.',
    encoderNote:
      'The cosine of the Universal Sentence Encoder’s vectors (English-trained, 512 numbers per text). It runs in this page: its 28 MB of weights load once from this site, stay for offline use, and nothing leaves the page. The vectors are kept in the scene’s take.',
    typedNeedsVectors:
      'The vectors of this query are not in the scene’s take yet: score it as a step to compute them.',
    scoreAsStep: 'Score this query as a step',
  },
  fr: {
    relevance: 'Pertinence',
    bow: 'Sac de mots',
    model: 'Votre modèle',
    encoder: 'Encodeur de phrases (dans la page)',
    bowNote: 'Le cosinus des mots qu’une requête et un souvenir partagent (celui du labo, rien à charger).',
    modelNote:
      'Le cosinus des vecteurs de votre modèle d’embeddings\u00a0: chaque texte est envoyé une fois à votre serveur, après votre clic, et gardé dans la prise de la scène.',
    encoderNote:
      'Le cosinus des vecteurs de l’Universal Sentence Encoder (appris sur de l’anglais, 512 nombres par texte). Il tourne dans cette page\u00a0: ses 28 Mo de poids se chargent une fois depuis ce site, restent pour le hors-ligne, et rien ne quitte la page. Les vecteurs sont gardés dans la prise de la scène.',
    typedNeedsVectors:
      'Les vecteurs de cette requête ne sont pas encore dans la prise de la scène\u00a0: notez-la comme un pas pour les calculer.',
    scoreAsStep: 'Noter cette requête comme un pas',
  },
});
