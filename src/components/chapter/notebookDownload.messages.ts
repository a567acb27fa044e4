import { defineMessages } from '../../i18n/defineMessages';

// The chapter page's "Download as notebook" button.
export default defineMessages({
  en: {
    download: 'Download as notebook',
    preparing: 'Preparing the notebook…',
    done: (file: string) => `Notebook downloaded: ${file}`,
    failed: (reason: string) => `The notebook could not be written: ${reason}`,
    hint: 'Jupyter notebook (.ipynb) of the whole chapter, in English',
  },
  fr: {
    download: 'Télécharger en notebook',
    preparing: 'Préparation du notebook…',
    done: (file: string) => `Notebook téléchargé\u00a0: ${file}`,
    failed: (reason: string) => `Le notebook n’a pas pu être écrit\u00a0: ${reason}`,
    hint: 'Notebook Jupyter (.ipynb) de tout le chapitre, en français',
  },
});
