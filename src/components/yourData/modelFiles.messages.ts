import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    title: 'Models on this device',
    intro:
      'Models that ran in this page stay on this device so that they work offline: the site’s own files, kept by the browser’s cache, and the model files you asked to keep. Remove any of them here; it loads again when you choose it.',
    none: 'No model is kept on this device.',
    colModel: 'Model',
    colWhere: 'Where',
    colSize: 'Size',
    colPurpose: 'Purpose',
    colActions: 'Actions',
    encoder: 'Sentence encoder (Universal Sentence Encoder lite, with TensorFlow.js’s WebAssembly)',
    llamaRuntime: 'llama.cpp’s WebAssembly (wllama), which runs model files',
    encoderPurpose: 'Relevance by sentence vectors in chapter 3, offline.',
    llamaPurpose: 'Running a GGUF model file in this page, offline.',
    ggufPurpose: 'Your model file, kept because you asked; run it again from the Model dialog.',
    cacheStorage: 'Cache Storage (aml-models)',
    opfs: 'Origin Private File System (aml-models)',
    bytes: (n: number) => `${n.toLocaleString('en-US')} bytes`,
    remove: (what: string) => `Remove ${what}`,
    removed: (what: string) => `Removed: ${what}.`,
  },
  fr: {
    title: 'Modèles sur cet appareil',
    intro:
      'Les modèles qui ont tourné dans cette page restent sur cet appareil pour fonctionner hors ligne\u00a0: les fichiers du site, gardés par le cache du navigateur, et les fichiers de modèle que vous avez demandé à garder. Retirez-en ici\u00a0; ils se rechargent quand vous les choisissez.',
    none: 'Aucun modèle n’est gardé sur cet appareil.',
    colModel: 'Modèle',
    colWhere: 'Où',
    colSize: 'Taille',
    colPurpose: 'Rôle',
    colActions: 'Actions',
    encoder: 'Encodeur de phrases (Universal Sentence Encoder lite, avec le WebAssembly de TensorFlow.js)',
    llamaRuntime: 'Le WebAssembly de llama.cpp (wllama), qui exécute les fichiers de modèle',
    encoderPurpose: 'La pertinence par vecteurs de phrases au chapitre 3, hors ligne.',
    llamaPurpose: 'Exécuter un fichier de modèle GGUF dans cette page, hors ligne.',
    ggufPurpose:
      'Votre fichier de modèle, gardé à votre demande\u00a0; relancez-le depuis la fenêtre Modèle.',
    cacheStorage: 'Cache Storage (aml-models)',
    opfs: 'Origin Private File System (aml-models)',
    bytes: (n: number) => `${n.toLocaleString('fr-FR')} octets`,
    remove: (what: string) => `Retirer ${what}`,
    removed: (what: string) => `Retiré\u00a0: ${what}.`,
  },
});
