import { defineMessages } from '../../../i18n/defineMessages';
export default defineMessages({
  en: {
    answers: 'Answers',
    scripted: 'Scripted',
    yourModel: 'Your model',
    notConnected: 'No model is connected: open the Model settings to connect your own server.',
    openModel: 'Open the Model settings',
    take: 'Take',
    takeSummary: (answers: number, vectors: number) =>
      `This scene's take: ${answers} answer${answers === 1 ? '' : 's'}, ${vectors} vector${vectors === 1 ? '' : 's'} recorded.`,
    takeUsage: (prompt: number, completion: number, n: number, of: number) =>
      `Tokens the server reported: ${prompt} in, ${completion} out (${n} of ${of} answers said).`,
    takeModels: (models: string) => `Model: ${models}.`,
    takeCost: (tokens: number, priced: string, asOf: string) =>
      `These ${tokens} prompt tokens at the cost lab's input prices (${asOf}): ${priced}.`,
    download: 'Download the take (JSON)',
    load: 'Load a take (JSON)',
    loadHelp:
      'A take is the record of everything your model answered in this scene (prompts, answers, vectors), as in a film take: loading one replays it without the model.',
    runAgain: 'Run again with the model',
    runAgainNote:
      'The recorded answers are set aside: every prompt is asked again (download the take first to keep it).',
    loaded: (answers: number) => `Take loaded: ${answers} answers. The scene replays them.`,
    badTake: (field: string, detail: string) =>
      `This take was refused (${field}: ${detail}). The scene is unchanged.`,
    unreadableFile: 'This file could not be read. The scene is unchanged.',
    needsAnswer: (step: number) => `Step ${step} waits for your model's answer.`,
    needsVector: (step: number) => `Step ${step} waits for your model's embedding.`,

    pageNoEmbeddings:
      'The model file in this page gives no embeddings: choose "Sentence encoder (in this page)" as the relevance, or connect a server with an embedding model.',
    stop: 'Stop',
    tokensPerSecond: (tps: string) => `${tps} tokens/s`,
    promptLabel: (hook: string) => `Prompt (${hook}), exactly as it will be sent`,
    textLabel: 'Texts to embed (one a line), exactly as they will be sent',
    send: (host: string) => `Send to ${host}`,
    sendAll: 'Send the next prompts of this scene without asking again',
    cancel: 'Cancel',
    sending: (host: string) => `Waiting for ${host}…`,
    streamLabel: 'Answer so far',
    failed: 'The request failed. Nothing was added to the take; the scene is unchanged.',
    wrongShape: 'The server answered, but not with an embedding of the expected shape. Nothing was added.',
    connectFirst: 'Connect a model first (Model settings), then send this prompt.',
    scriptedNote:
      'Scripted: the source’s own behaviour, with no model. Your model’s recorded answers, if any, are kept.',
    replaying: 'Replaying the recorded take: no request is sent.',
  },
  fr: {
    answers: 'Réponses',
    scripted: 'Scriptées',
    yourModel: 'Votre modèle',
    notConnected:
      'Aucun modèle n’est connecté\u00a0: ouvrez les réglages du modèle pour connecter votre propre serveur.',
    openModel: 'Ouvrir les réglages du modèle',
    take: 'Prise',
    takeSummary: (answers: number, vectors: number) =>
      `Prise de cette scène\u00a0: ${answers} réponse${answers > 1 ? 's' : ''}, ${vectors} vecteur${vectors > 1 ? 's' : ''} enregistré${answers + vectors > 1 ? 's' : ''}.`,
    takeUsage: (prompt: number, completion: number, n: number, of: number) =>
      `Tokens comptés par le serveur\u00a0: ${prompt} en entrée, ${completion} en sortie (${n} réponses sur ${of} le disent).`,
    takeModels: (models: string) => `Modèle\u00a0: ${models}.`,
    takeCost: (tokens: number, priced: string, asOf: string) =>
      `Ces ${tokens} tokens de consigne aux prix d’entrée du labo des coûts (${asOf})\u00a0: ${priced}.`,
    download: 'Télécharger la prise (JSON)',
    load: 'Charger une prise (JSON)',
    loadHelp:
      'Une prise est l’enregistrement de tout ce que votre modèle a répondu dans cette scène (consignes, réponses, vecteurs), comme une prise au cinéma\u00a0: la charger la rejoue sans le modèle.',
    runAgain: 'Relancer avec le modèle',
    runAgainNote:
      'Les réponses enregistrées sont mises de côté\u00a0: chaque consigne est reposée (téléchargez la prise avant pour la garder).',
    loaded: (answers: number) => `Prise chargée\u00a0: ${answers} réponses. La scène les rejoue.`,
    badTake: (field: string, detail: string) =>
      `Cette prise est refusée (${field}\u00a0: ${detail}). La scène est inchangée.`,
    unreadableFile: 'Ce fichier n’a pas pu être lu. La scène est inchangée.',
    needsAnswer: (step: number) => `L’étape ${step} attend la réponse de votre modèle.`,
    needsVector: (step: number) => `L’étape ${step} attend l’embedding de votre modèle.`,
    pageNoEmbeddings:
      'Le fichier de modèle de la page ne donne pas d’embeddings\u00a0: choisissez «\u00a0Encodeur de phrases (dans la page)\u00a0» comme pertinence, ou connectez un serveur avec un modèle d’embeddings.',
    stop: 'Arrêter',
    tokensPerSecond: (tps: string) => `${tps} tokens/s`,
    promptLabel: (hook: string) => `Consigne (${hook}), exactement telle qu’elle sera envoyée`,
    textLabel: 'Textes à vectoriser (un par ligne), exactement tels qu’ils seront envoyés',
    send: (host: string) => `Envoyer à ${host}`,
    sendAll: 'Envoyer les consignes suivantes de cette scène sans redemander',
    cancel: 'Annuler',
    sending: (host: string) => `En attente de ${host}…`,
    streamLabel: 'Réponse reçue jusqu’ici',
    failed: 'La requête a échoué. Rien n’a été ajouté à la prise\u00a0; la scène est inchangée.',
    wrongShape: 'Le serveur a répondu, mais pas avec un embedding de la forme attendue. Rien n’a été ajouté.',
    connectFirst: 'Connectez d’abord un modèle (réglages du modèle), puis envoyez cette consigne.',
    scriptedNote:
      'Scriptées\u00a0: le comportement de la source, sans modèle. Les réponses enregistrées de votre modèle, s’il y en a, sont gardées.',
    replaying: 'Relecture de la prise enregistrée\u00a0: aucune requête n’est envoyée.',
  },
});
