import { defineMessages } from '../../i18n/defineMessages';

/** How a button or a log names the model file run in this page. */
export default defineMessages({
  en: { inPage: (file: string) => `${file} (in this page)` },
  fr: { inPage: (file: string) => `${file} (dans la page)` },
});
