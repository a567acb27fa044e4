import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    summaryPrompt: 'Summary prompt (the seed’s # HOOK in ProgressiveSummary.ajouter)',
    summaryHelp:
      '{role} and {content} are replaced by the evicted message’s. A changed prompt is asked again.',
    applyPrompt: 'Use this prompt',
    resetPrompt: 'Default prompt',
    emptyPrompt: 'The prompt is empty.',
    longPrompt: (n: number) => `The prompt is longer than ${n} characters.`,
    scriptedColumn: 'Source: truncation',
    modelColumn: 'Your model’s summary',
    compareCaption:
      'The same conversation: the source’s truncation beside your model’s summary, at the same step.',
    summaryOf: 'Summary sent to the model',
    empty: 'Nothing evicted yet.',
    poignancyCite:
      'Importance policy: your model rates each message 1 to 10 with the poignancy prompt of Generative Agents (Park et al., 2023, section 4.1), quoted here; {content} is the message. The policy evicts the lowest rating first.',
  },
  fr: {
    summaryPrompt: 'Consigne de résumé (le # HOOK de ProgressiveSummary.ajouter dans la source)',
    summaryHelp:
      '{role} et {content} sont remplacés par ceux du message évincé. Une consigne modifiée est reposée.',
    applyPrompt: 'Utiliser cette consigne',
    resetPrompt: 'Consigne par défaut',
    emptyPrompt: 'La consigne est vide.',
    longPrompt: (n: number) => `La consigne dépasse ${n} caractères.`,
    scriptedColumn: 'Source\u00a0: troncature',
    modelColumn: 'Résumé de votre modèle',
    compareCaption:
      'La même conversation\u00a0: la troncature de la source à côté du résumé de votre modèle, à la même étape.',
    summaryOf: 'Résumé envoyé au modèle',
    empty: 'Rien n’a encore été évincé.',
    poignancyCite:
      'Politique d’importance\u00a0: votre modèle note chaque message de 1 à 10 avec la consigne de «\u00a0poignancy\u00a0» de Generative Agents (Park et al., 2023, section 4.1), cité ici en anglais\u00a0; {content} est le message. La politique évince d’abord la note la plus basse.',
  },
});
