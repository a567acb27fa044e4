import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    keyFrames: (title: string) => `${title}: key frames`,
    frameOf: (i: number, n: number) => `Step ${i} / ${n}`,
    stripLoading: 'Drawing the key frames…',
  },
  fr: {
    keyFrames: (title: string) => `${title}\u00a0: images clés`,
    frameOf: (i: number, n: number) => `Étape ${i} / ${n}`,
    stripLoading: 'Dessin des images clés…',
  },
});
