/**
 * Each ModelError kind in plain words, with the fix, in French and English. Pure (no React): the dialog, the
 * hooks' panels and the Python kernel's errors all word a failure the same way.
 */
import type { Lang } from '../i18n/lang';
import type { ModelError, ModelErrorDetail, ModelErrorKind } from './types';

export interface ErrorWords {
  /** What happened. */
  title: string;
  /** What to do about it. */
  fix: string;
}

type Words = (d: ModelErrorDetail) => ErrorWords;

const server = (d: ModelErrorDetail) => d.serverOrigin ?? '?';
const origin = (d: ModelErrorDetail) => d.pageOrigin ?? '?';
const said = (d: ModelErrorDetail, lang: Lang) =>
  d.serverMessage
    ? lang === 'fr'
      ? ` Le serveur dit : « ${d.serverMessage} ».`
      : ` The server says: "${d.serverMessage}".`
    : '';

const EN: Record<ModelErrorKind, Words> = {
  unreachable: (d) => ({
    title:
      d.partial !== undefined
        ? `The connection to ${server(d)} closed before the answer ended.`
        : `Nothing is listening at ${server(d)}.`,
    fix:
      d.partial !== undefined
        ? 'Check that the server is still running, then send again. Nothing of the scene was lost.'
        : 'Start your model server (for Ollama: ollama serve), check the port in the base URL, then test again.',
  }),
  cors: (d) => ({
    title: `The server at ${server(d)} answers, but refused this page's origin (CORS).`,
    fix: `Allow the origin ${origin(d)} on the server. For Ollama: set the environment variable OLLAMA_ORIGINS=${origin(d)} and restart Ollama. For llama.cpp, LM Studio or vLLM: enable CORS for that origin in its settings.`,
  }),
  'local-network-blocked': (d) => ({
    title: `The browser blocked this page, served from a public address, from reaching the local address ${server(d)}.`,
    fix: 'Allow "local network access" for this site in the browser (the icon left of the address bar), or open the lab from localhost (npm run build and npm run preview, or any static server on your machine): a lab served from localhost is not blocked.',
  }),
  unauthorized: (d) => ({
    title: `The server at ${server(d)} asks for a valid API key (401).${said(d, 'en')}`,
    fix: 'Type the key your server expects in "API key", then test again.',
  }),
  forbidden: (d) => ({
    title: `The server at ${server(d)} refused this request (403).${said(d, 'en')}`,
    fix: 'Check that this key may use this server and model, then test again.',
  }),
  'model-not-found': (d) => ({
    title: `The server has no model named "${d.model ?? ''}".${said(d, 'en')}`,
    fix: 'Pick a model from the list the server gives, or install it (for Ollama: ollama pull <model>), then test again.',
  }),
  'bad-response': (d) => ({
    title: `The server at ${server(d)} answered something that is not the OpenAI-compatible API's JSON.${d.serverMessage ? ` (${d.serverMessage})` : ''}`,
    fix: 'Check that the base URL points at the API, usually ending in /v1 (e.g. http://localhost:11434/v1).',
  }),
  timeout: (d) => ({
    title: `No complete answer within ${Math.round((d.timeoutMs ?? 0) / 1000)} s.`,
    fix: 'The model may be loading or too slow for this machine: wait and try again, raise the time limit, or pick a smaller model.',
  }),
  http: (d) => ({
    title: `The server at ${server(d)} answered with the error ${d.status ?? '?'}.${said(d, 'en')}`,
    fix:
      d.status === 404
        ? 'That path does not exist there: check the base URL (usually ending in /v1).'
        : 'Look at the server’s own log for the cause, then try again.',
  }),
  cancelled: () => ({ title: 'The request was cancelled.', fix: 'Send it again when you are ready.' }),
  'page-model': (d) => ({
    title: `The model running in this page could not answer.${d.serverMessage ? ` (${d.serverMessage})` : ''}`,
    fix: 'Run the file again from the Model dialog, or choose a smaller model. Nothing of the scene was lost.',
  }),
};

const FR: Record<ModelErrorKind, Words> = {
  unreachable: (d) => ({
    title:
      d.partial !== undefined
        ? `La connexion à ${server(d)} s’est fermée avant la fin de la réponse.`
        : `Rien n’écoute à l’adresse ${server(d)}.`,
    fix:
      d.partial !== undefined
        ? 'Vérifiez que le serveur tourne toujours, puis renvoyez. Rien de la scène n’est perdu.'
        : 'Lancez votre serveur de modèle (pour Ollama\u00a0: ollama serve), vérifiez le port dans l’URL de base, puis testez de nouveau.',
  }),
  cors: (d) => ({
    title: `Le serveur ${server(d)} répond, mais refuse l’origine de cette page (CORS).`,
    fix: `Autorisez l’origine ${origin(d)} sur le serveur. Pour Ollama\u00a0: définissez la variable d’environnement OLLAMA_ORIGINS=${origin(d)} et redémarrez Ollama. Pour llama.cpp, LM Studio ou vLLM\u00a0: activez CORS pour cette origine dans ses réglages.`,
  }),
  'local-network-blocked': (d) => ({
    title: `Le navigateur a empêché cette page, servie depuis une adresse publique, de joindre l’adresse locale ${server(d)}.`,
    fix: 'Autorisez l’«\u00a0accès au réseau local\u00a0» pour ce site dans le navigateur (l’icône à gauche de la barre d’adresse), ou ouvrez le labo depuis localhost (npm run build puis npm run preview, ou tout serveur statique sur votre machine)\u00a0: un labo servi depuis localhost n’est pas bloqué.',
  }),
  unauthorized: (d) => ({
    title: `Le serveur ${server(d)} demande une clé d’API valide (401).${said(d, 'fr')}`,
    fix: "Saisissez la clé qu’attend votre serveur dans «\u00a0Clé d'API\u00a0», puis testez de nouveau.",
  }),
  forbidden: (d) => ({
    title: `Le serveur ${server(d)} a refusé cette requête (403).${said(d, 'fr')}`,
    fix: 'Vérifiez que cette clé a le droit d’utiliser ce serveur et ce modèle, puis testez de nouveau.',
  }),
  'model-not-found': (d) => ({
    title: `Le serveur n’a pas de modèle nommé «\u00a0${d.model ?? ''}\u00a0».${said(d, 'fr')}`,
    fix: 'Choisissez un modèle dans la liste que donne le serveur, ou installez-le (pour Ollama\u00a0: ollama pull <modèle>), puis testez de nouveau.',
  }),
  'bad-response': (d) => ({
    title: `Le serveur ${server(d)} a répondu autre chose que le JSON de l’API compatible OpenAI.${d.serverMessage ? ` (${d.serverMessage})` : ''}`,
    fix: 'Vérifiez que l’URL de base désigne l’API, qui finit en général par /v1 (par exemple http://localhost:11434/v1).',
  }),
  timeout: (d) => ({
    title: `Pas de réponse complète en ${Math.round((d.timeoutMs ?? 0) / 1000)} s.`,
    fix: 'Le modèle se charge peut-être, ou il est trop lent pour cette machine\u00a0: patientez et réessayez, augmentez la limite de temps, ou choisissez un modèle plus petit.',
  }),
  http: (d) => ({
    title: `Le serveur ${server(d)} a répondu par l’erreur ${d.status ?? '?'}.${said(d, 'fr')}`,
    fix:
      d.status === 404
        ? 'Ce chemin n’existe pas sur ce serveur\u00a0: vérifiez l’URL de base (qui finit en général par /v1).'
        : 'Consultez le journal du serveur pour la cause, puis réessayez.',
  }),
  cancelled: () => ({ title: 'La requête a été annulée.', fix: 'Renvoyez-la quand vous voulez.' }),
  'page-model': (d) => ({
    title: `Le modèle qui tourne dans cette page n’a pas pu répondre.${d.serverMessage ? ` (${d.serverMessage})` : ''}`,
    fix: 'Relancez le fichier depuis la fenêtre Modèle, ou choisissez un modèle plus petit. Rien de la scène n’est perdu.',
  }),
};

export function describeModelError(error: Pick<ModelError, 'kind' | 'detail'>, lang: Lang): ErrorWords {
  return (lang === 'fr' ? FR : EN)[error.kind](error.detail);
}
