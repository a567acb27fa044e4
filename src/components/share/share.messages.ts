import { defineMessages } from '../../i18n/defineMessages';

// French typography as in the lessons: a no-break space before « : ; ? ! », curly apostrophes.
export default defineMessages({
  en: {
    showQr: 'Show QR code',
    hideQr: 'Hide QR code',
    qrDialog: 'QR code of this scene',
    qrIntro: 'Scan to follow along: the link opens this scene at this step, in your own language.',
    qrTooLong: (chars: number) =>
      `This scene’s full link (${chars} characters) is too long for a QR code that a phone can read from the back of the room. This code opens the same preset and settings, without the typed steps.`,
    qrPreparing: 'Preparing the QR code…',
    qrFailed: 'The QR code could not be drawn. Copy the link instead.',
    close: 'Close',
    copyEmbed: 'Copy embed code',
    embedCopied: 'Embed code copied to the clipboard.',
    embedManual: 'Copy this code (it is selected: Ctrl+C or ⌘C):',
    embedField: 'Embed code',
    embedTitle: (what: string) => `Agent Memory Lab: ${what}`,
    typedStep: (n: number) => `the typed step ${n}`,
    takePrompt: (n: number) => `the prompt of answer ${n} of the take`,
    takeAnswer: (n: number) => `answer ${n} of the take`,
    takeText: (n: number) => `text ${n} embedded by the take`,
  },
  fr: {
    showQr: 'Afficher le QR code',
    hideQr: 'Masquer le QR code',
    qrDialog: 'QR code de cette scène',
    qrIntro: 'Scannez pour suivre\u00a0: le lien ouvre cette scène à cette étape, dans votre langue.',
    qrTooLong: (chars: number) =>
      `Le lien complet de cette scène (${chars} caractères) est trop long pour un QR code qu’un téléphone lit du fond de la salle. Ce code ouvre le même préréglage et les mêmes réglages, sans les étapes saisies.`,
    qrPreparing: 'Préparation du QR code…',
    qrFailed: 'Le QR code n’a pas pu être dessiné. Copiez plutôt le lien.',
    close: 'Fermer',
    copyEmbed: "Copier le code d'intégration",
    embedCopied: 'Code d’intégration copié dans le presse-papiers.',
    embedManual: 'Copiez ce code (il est sélectionné\u00a0: Ctrl+C ou ⌘C)\u00a0:',
    embedField: 'Code d’intégration',
    embedTitle: (what: string) => `Agent Memory Lab\u00a0: ${what}`,
    typedStep: (n: number) => `l’étape saisie ${n}`,
    takePrompt: (n: number) => `la consigne de la réponse ${n} de la prise`,
    takeAnswer: (n: number) => `la réponse ${n} de la prise`,
    takeText: (n: number) => `le texte ${n} plongé par la prise`,
  },
});
