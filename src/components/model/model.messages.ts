import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    button: 'Model',
    dialogTitle: 'Model',
    intro:
      'Run a model file in this page, or connect the lab to your own model server (Ollama, llama.cpp, LM Studio, vLLM or any OpenAI-compatible API). Off until you choose: nothing is sent before you click a button that names the model.',
    serverTitle: 'Your model server',
    server: 'Server',
    custom: 'Custom base URL',
    baseUrl: 'Base URL',
    badUrl: 'Type an http:// or https:// address, for example http://localhost:11434/v1.',
    chatModel: 'Chat model',
    embeddingModel: 'Embedding model',
    modelsHint: (n: number) =>
      n === 0
        ? 'Type a name, or test the connection to list the server’s models.'
        : `${n} model(s) listed by the server: pick one or type a name.`,
    apiKey: 'API key',
    apiKeyHint: 'Optional. Kept in memory only (forgotten on reload) unless you tick the box below.',
    remember: 'Remember the key on this device',
    stored: 'Stored on this device: the API key (localStorage, aml.model).',
    erase: 'Erase the stored key',
    timeout: 'Time limit (seconds)',
    timeoutHint: 'Default 60 s. A request still unfinished then is stopped.',
    test: 'Test connection',
    connect: 'Connect',
    disconnect: 'Disconnect',
    close: 'Close',
    sendsTo: (host: string, url: string) =>
      `Test connection and Connect send one request, GET ${url} (no prompt), to ${host}.`,
    statusRegion: 'Model connection',
    statusOff: 'Not connected: nothing is sent to any model.',
    statusTesting: (host: string) => `Reaching ${host}…`,
    statusConnected: (host: string, model: string) => `Connected to ${host}, chat model ${model}.`,
    statusPage: (file: string) =>
      `${file} runs in this page: the lab’s hooks ask it, and nothing leaves the page.`,
    statusPageLoading: (file: string) => `Loading ${file} in this page…`,
    statusTested: (host: string, n: number) => `${host} answers and lists ${n} model(s). Not connected yet.`,
    statusError: 'Failed:',
    fixLabel: 'Fix:',
    headerConnected: 'Model: connected',
    headerError: 'Model: error',
    log: 'Requests sent',
    logEmpty: 'No request yet.',
    logPrompt: 'Prompt, exactly as sent',
    logAnswer: 'Answer',
    logClear: 'Clear the list',
    footerConnected: (host: string) =>
      `Runs in your browser. While connected, the prompts you send go to ${host} (your model server); nothing else leaves this page.`,
    footerPage: (file: string) =>
      `Runs in your browser. The model file ${file} runs in this page too: nothing leaves it.`,
  },
  fr: {
    button: 'Modèle',
    dialogTitle: 'Modèle',
    intro:
      'Exécutez un fichier de modèle dans cette page, ou reliez le labo à votre propre serveur de modèle (Ollama, llama.cpp, LM Studio, vLLM ou toute API compatible OpenAI). Éteint tant que vous ne choisissez pas\u00a0: rien n’est envoyé avant un clic sur un bouton qui nomme le modèle.',
    serverTitle: 'Votre serveur de modèle',
    server: 'Serveur',
    custom: 'URL de base personnalisée',
    baseUrl: 'URL de base',
    badUrl: 'Saisissez une adresse http:// ou https://, par exemple http://localhost:11434/v1.',
    chatModel: 'Modèle de conversation',
    embeddingModel: "Modèle d'embeddings",
    modelsHint: (n: number) =>
      n === 0
        ? 'Saisissez un nom, ou testez la connexion pour lister les modèles du serveur.'
        : `${n} modèle(s) listé(s) par le serveur\u00a0: choisissez-en un ou saisissez un nom.`,
    apiKey: "Clé d'API",
    apiKeyHint:
      'Facultative. Gardée en mémoire seulement (oubliée au rechargement), sauf si vous cochez la case ci-dessous.',
    remember: 'Mémoriser la clé sur cet appareil',
    stored: 'Enregistré sur cet appareil\u00a0: la clé d’API (localStorage, aml.model).',
    erase: 'Effacer la clé enregistrée',
    timeout: 'Limite de temps (secondes)',
    timeoutHint: 'Par défaut 60 s. Une requête encore inachevée est alors arrêtée.',
    test: 'Tester la connexion',
    connect: 'Se connecter',
    disconnect: 'Se déconnecter',
    close: 'Fermer',
    sendsTo: (host: string, url: string) =>
      `Tester la connexion et Se connecter envoient une requête, GET ${url} (sans prompt), à ${host}.`,
    statusRegion: 'Connexion au modèle',
    statusOff: 'Non connecté\u00a0: rien n’est envoyé à aucun modèle.',
    statusTesting: (host: string) => `Connexion à ${host}…`,
    statusConnected: (host: string, model: string) => `Connecté à ${host}, modèle de conversation ${model}.`,
    statusPage: (file: string) =>
      `${file} s’exécute dans la page\u00a0: les points d’appel du labo l’interrogent, et rien ne quitte la page.`,
    statusPageLoading: (file: string) => `Chargement de ${file} dans la page…`,
    statusTested: (host: string, n: number) => `${host} répond et liste ${n} modèle(s). Pas encore connecté.`,
    statusError: 'Échec\u00a0:',
    fixLabel: 'Solution\u00a0:',
    headerConnected: 'Modèle\u00a0: connecté',
    headerError: 'Modèle\u00a0: erreur',
    log: 'Requêtes envoyées',
    logEmpty: 'Aucune requête pour l’instant.',
    logPrompt: 'Prompt, exactement tel qu’envoyé',
    logAnswer: 'Réponse',
    logClear: 'Vider la liste',
    footerPage: (file: string) =>
      `S’exécute dans votre navigateur. Le fichier de modèle ${file} s’exécute aussi dans la page\u00a0: rien n’en sort.`,
    footerConnected: (host: string) =>
      `S’exécute dans votre navigateur. Pendant la connexion, les prompts que vous envoyez vont à ${host} (votre serveur de modèle)\u00a0; rien d’autre ne quitte cette page.`,
  },
});
