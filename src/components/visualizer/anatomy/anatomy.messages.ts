import { defineMessages, names } from '../../../i18n/defineMessages';
import type { AnatomySection } from '../../../engine/compaction/context';

type Sections = Record<AnatomySection | 'free', string>;

const en = {
  region: 'Context anatomy',
  intro:
    'The request this step sends, section by section, in the tokens of the chosen model’s tokenizer, against its context limit; below, the same split over every step of the scene.',
  model: 'Model',
  modelOption: (label: string, limit: string) => `${label} (${limit} tokens)`,
  section: 'Section',
  tokens: 'Tokens',
  share: 'Share of the limit',
  total: 'Request (total)',
  limit: 'Context limit',
  caption: (step: number, model: string, encoding: string) =>
    `The request at step ${step}, counted with ${encoding} for ${model}.`,
  estimated: 'Estimated (characters ÷ 4) until the tokenizer loads.',
  loadingTokenizer: 'Loading the tokenizer…',
  tokenizerFailed: 'The tokenizer could not be loaded: the figures are estimates (characters ÷ 4).',
  overLimit: (over: string) => `This request is over the model’s limit by ${over} tokens.`,
  chart: 'Tokens by section over every step',
  chartLabel: (steps: number, max: string, maxStep: number, step: number) =>
    `Stacked tokens by section over ${steps} steps; the largest request is ${max} tokens, at step ${maxStep}; the marker is at step ${step}.`,
  computing: (done: number, steps: number) => `Counting every step: ${done} of ${steps}…`,
  blocked: (step: number) =>
    `The series stops at step ${step - 1}: the next step waits for a model’s answer.`,
  limitFar: (limit: string, times: string) =>
    `The model’s limit (${limit} tokens) is ${times} times the largest request of this scene: it is above the chart.`,
  limitLine: 'limit',
  tokensAt: (n: string) => `${n} tokens`,
  axisSteps: 'step',
  sectionName: names<AnatomySection | 'free'>({
    system: 'System prompt',
    tools: 'Tool definitions',
    blocks: 'Memory blocks',
    summary: 'Summary',
    retrieved: 'Retrieved memories',
    messages: 'Messages of the window',
    toolCalls: 'Tool calls',
    toolResults: 'Tool results',
    reserved: 'Reserved for the answer',
    free: 'Free',
  } satisfies Sections),
};

export default defineMessages({
  en,
  fr: {
    region: 'Anatomie du contexte',
    intro:
      'La requête envoyée à cette étape, section par section, en jetons du tokenizer du modèle choisi, face à sa limite de contexte\u00a0; en dessous, la même répartition à chaque étape de la scène.',
    model: 'Modèle',
    modelOption: (label: string, limit: string) => `${label} (${limit} jetons)`,
    section: 'Section',
    tokens: 'Jetons',
    share: 'Part de la limite',
    total: 'Requête (total)',
    limit: 'Limite de contexte',
    caption: (step: number, model: string, encoding: string) =>
      `La requête à l’étape ${step}, comptée avec ${encoding} pour ${model}.`,
    estimated: 'Estimation (caractères ÷ 4) tant que le tokenizer n’est pas chargé.',
    loadingTokenizer: 'Chargement du tokenizer…',
    tokenizerFailed:
      'Le tokenizer n’a pas pu être chargé\u00a0: les chiffres sont des estimations (caractères ÷ 4).',
    overLimit: (over: string) => `Cette requête dépasse la limite du modèle de ${over} jetons.`,
    chart: 'Jetons par section à chaque étape',
    chartLabel: (steps: number, max: string, maxStep: number, step: number) =>
      `Jetons empilés par section sur ${steps} étapes\u00a0; la plus grande requête compte ${max} jetons, à l’étape ${maxStep}\u00a0; le repère est à l’étape ${step}.`,
    computing: (done: number, steps: number) => `Décompte de chaque étape\u00a0: ${done} sur ${steps}…`,
    blocked: (step: number) =>
      `La série s’arrête à l’étape ${step - 1}\u00a0: l’étape suivante attend la réponse d’un modèle.`,
    limitFar: (limit: string, times: string) =>
      `La limite du modèle (${limit} jetons) vaut ${times} fois la plus grande requête de cette scène\u00a0: elle est au-dessus du graphique.`,
    limitLine: 'limite',
    tokensAt: (n: string) => `${n}\u00a0jetons`,
    axisSteps: 'étape',
    sectionName: names<AnatomySection | 'free'>({
      system: 'Prompt système',
      tools: 'Définitions des outils',
      blocks: 'Blocs de mémoire',
      summary: 'Résumé',
      retrieved: 'Souvenirs retrouvés',
      messages: 'Messages de la fenêtre',
      toolCalls: 'Appels d’outils',
      toolResults: 'Résultats d’outils',
      reserved: 'Réservé à la réponse',
      free: 'Libre',
    } satisfies Sections),
  },
});
