import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    title: 'Try a prompt',
    prompt: 'Prompt (sent exactly as written)',
    defaultPrompt: 'In one sentence: why does an agent need a bounded memory?',
    send: (host: string) => `Send to ${host}`,
    cancel: 'Cancel',
    answer: 'Answer',
    waiting: 'Waiting for the first words…',
    none: 'Nothing sent yet.',
  },
  fr: {
    title: 'Essayer une consigne',
    prompt: 'Consigne (envoyée exactement telle qu’écrite)',
    defaultPrompt: 'En une phrase\u00a0: pourquoi un agent a-t-il besoin d’une mémoire bornée\u00a0?',
    send: (host: string) => `Envoyer à ${host}`,
    cancel: 'Annuler',
    answer: 'Réponse',
    waiting: 'En attente des premiers mots…',
    none: 'Rien d’envoyé pour l’instant.',
  },
});
