import { defineMessages } from '../../i18n/defineMessages';

type Limit = 'runtime' | 'device' | 'single-file';

const mb = (bytes: number, locale: string) =>
  `${(bytes / 1e6).toLocaleString(locale, { maximumFractionDigits: bytes < 10e6 ? 1 : 0 })}`;

export default defineMessages({
  en: {
    dialogIntro:
      'Run a model file in this page, or connect the lab to your own model server (Ollama, llama.cpp, LM Studio, vLLM or any OpenAI-compatible API). Off until you choose: nothing is sent before you click a button that names the model.',
    serverTitle: 'Your model server',
    title: 'A model file in this page',
    intro:
      'No server? Run a model file (GGUF, as llama.cpp reads it) in this page: llama.cpp compiled to WebAssembly answers every hook your server would, with the same prompts shown first. The file is read on this device and never uploaded.',
    run: 'Run a model file in this page (GGUF)',
    fileInput: 'Model file (GGUF)',
    keep: 'Keep this file on this device, to run it again after a reload',
    keepUnavailable:
      'This browser cannot keep files (no Origin Private File System): pick the file again after a reload.',
    suggestTitle: 'Small instruction-tuned models that fit a laptop',
    suggest:
      'Files of a few hundred megabytes, quantised Q4_K_M or Q8_0, for example: Qwen2.5 0.5B Instruct (Q4_K_M, about 0.4 GB), SmolLM2 360M Instruct (Q8_0, about 0.4 GB), Llama 3.2 1B Instruct (Q4_K_M, about 0.8 GB), Gemma 3 1B it (Q4_K_M, about 0.8 GB), Qwen2.5 1.5B Instruct (Q4_K_M, about 1 GB). Download one yourself from its publisher; the lab downloads nothing. Sizes are the publishers’ (approximate). A tiny test model such as stories260K (1.2 MB) only continues children’s stories.',
    checking: (file: string) => `Reading ${file}’s header…`,
    runtime: (loaded: number, total: number) =>
      `Loading llama.cpp (WebAssembly, from this site): ${mb(loaded, 'en-US')} of ${mb(total, 'en-US')} MB`,
    loadingFile: (file: string, seconds: number) => `Loading ${file} into memory… ${seconds} s`,
    progress: 'Loading progress',
    ready: (file: string, threads: number, template: boolean) =>
      `${file} runs in this page (${threads === 1 ? 'one thread' : `${threads} threads`}${template ? ', its chat template' : ''}).`,
    noTemplate:
      'This file has no chat template: the lab sends each prompt as plain text for the model to continue (system message and prompt, one after the other). Answers to instructions will be poor; an instruction-tuned model has a template.',
    speed: (tps: string, first: string) =>
      `Last answer: ${tps} tokens per second, first token after ${first} s.`,
    answering: (tps: string) => `Answering: ${tps} tokens per second`,
    stopModel: 'Stop running this model',
    kept: 'Kept on this device:',
    keptRun: (file: string) => `Run ${file}`,
    keptRemove: (file: string) => `Remove ${file} from this device`,
    keptSize: (bytes: number) => `${mb(bytes, 'en-US')} MB`,
    threadsNote: (isolated: boolean): string =>
      isolated
        ? 'This page is cross-origin isolated: the model uses several threads (half the cores).'
        : 'This page is not cross-origin isolated, so the model uses one thread (see the README to serve the lab isolated).',
    notGguf: (file: string) =>
      `${file} is not a GGUF file (it does not start with "GGUF"). Pick a model file ending in .gguf. Nothing was loaded.`,
    broken: (file: string, detail: string) =>
      `${file} starts like a GGUF file but its header cannot be read (${detail}). The file may be incomplete: download it again. Nothing was loaded.`,
    tooLarge: (file: string, need: number, limit: number, by: Limit) =>
      `${file} needs about ${mb(need, 'en-US')} MB of memory; ${
        {
          'single-file': `one file handed to the runtime holds at most ${mb(limit, 'en-US')} MB (split it with llama.cpp’s gguf-split, or pick a smaller model)`,
          device: `this tab can get about ${mb(limit, 'en-US')} MB on this device`,
          runtime: `the WebAssembly runtime holds at most ${mb(limit, 'en-US')} MB`,
        }[by]
      }. Pick a smaller model (fewer parameters, or Q4 quantisation). Nothing was loaded.`,
    unsupported: (file: string, arch: string, quant: string, detail: string) =>
      `The runtime could not load ${file}: its architecture (${arch}) or its quantisation (${quant}) is not one this build of llama.cpp reads (${detail}). Pick a common model in Q4_K_M or Q8_0. Nothing of the scene was lost.`,
    runtimeFailed: (detail: string) =>
      `llama.cpp’s WebAssembly could not be loaded from this site (${detail}). Check the connection (once loaded, it stays for offline use), then try again.`,
    unknown: 'unknown',
  },
  fr: {
    dialogIntro:
      'Exécutez un fichier de modèle dans cette page, ou reliez le labo à votre propre serveur de modèle (Ollama, llama.cpp, LM Studio, vLLM ou toute API compatible OpenAI). Éteint tant que vous ne choisissez pas\u00a0: rien n’est envoyé avant un clic sur un bouton qui nomme le modèle.',
    serverTitle: 'Votre serveur de modèle',
    title: 'Un fichier de modèle dans la page',
    intro:
      'Pas de serveur\u00a0? Exécutez un fichier de modèle (GGUF, tel que le lit llama.cpp) dans cette page\u00a0: llama.cpp compilé en WebAssembly répond à chaque point d’appel auquel répondrait votre serveur, avec les mêmes consignes montrées d’abord. Le fichier est lu sur cet appareil et n’est jamais envoyé.',
    run: 'Exécuter un fichier de modèle dans la page (GGUF)',
    fileInput: 'Fichier de modèle (GGUF)',
    keep: 'Garder ce fichier sur cet appareil, pour le relancer après un rechargement',
    keepUnavailable:
      'Ce navigateur ne peut pas garder de fichiers (pas d’Origin Private File System)\u00a0: choisissez de nouveau le fichier après un rechargement.',
    suggestTitle: 'Petits modèles instruits qui tiennent sur un portable',
    suggest:
      'Des fichiers de quelques centaines de mégaoctets, quantifiés Q4_K_M ou Q8_0, par exemple\u00a0: Qwen2.5 0.5B Instruct (Q4_K_M, environ 0,4 Go), SmolLM2 360M Instruct (Q8_0, environ 0,4 Go), Llama 3.2 1B Instruct (Q4_K_M, environ 0,8 Go), Gemma 3 1B it (Q4_K_M, environ 0,8 Go), Qwen2.5 1.5B Instruct (Q4_K_M, environ 1 Go). Téléchargez-en un vous-même chez son éditeur\u00a0; le labo ne télécharge rien. Les tailles sont celles des éditeurs (approximatives). Un minuscule modèle de test comme stories260K (1,2 Mo) ne fait que continuer des histoires pour enfants.',
    checking: (file: string) => `Lecture de l’en-tête de ${file}…`,
    runtime: (loaded: number, total: number) =>
      `Chargement de llama.cpp (WebAssembly, depuis ce site)\u00a0: ${mb(loaded, 'fr-FR')} sur ${mb(total, 'fr-FR')} Mo`,
    loadingFile: (file: string, seconds: number) => `Chargement de ${file} en mémoire… ${seconds} s`,
    progress: 'Progression du chargement',
    ready: (file: string, threads: number, template: boolean) =>
      `${file} s’exécute dans la page (${threads === 1 ? 'un fil' : `${threads} fils`}${template ? ', son modèle de conversation' : ''}).`,
    noTemplate:
      'Ce fichier n’a pas de modèle de conversation (chat template)\u00a0: le labo envoie chaque consigne comme du texte brut que le modèle continue (message système et consigne, l’un après l’autre). Les réponses aux instructions seront médiocres\u00a0; un modèle instruit en a un.',
    speed: (tps: string, first: string) =>
      `Dernière réponse\u00a0: ${tps} tokens par seconde, premier token après ${first} s.`,
    answering: (tps: string) => `Réponse en cours\u00a0: ${tps} tokens par seconde`,
    stopModel: 'Arrêter ce modèle',
    kept: 'Gardés sur cet appareil\u00a0:',
    keptRun: (file: string) => `Exécuter ${file}`,
    keptRemove: (file: string) => `Retirer ${file} de cet appareil`,
    keptSize: (bytes: number) => `${mb(bytes, 'fr-FR')} Mo`,
    threadsNote: (isolated: boolean): string =>
      isolated
        ? 'Cette page est isolée (cross-origin isolated)\u00a0: le modèle utilise plusieurs fils (la moitié des cœurs).'
        : 'Cette page n’est pas isolée (cross-origin isolated), le modèle utilise donc un seul fil (le README dit comment servir le labo isolé).',
    notGguf: (file: string) =>
      `${file} n’est pas un fichier GGUF (il ne commence pas par «\u00a0GGUF\u00a0»). Choisissez un fichier de modèle en .gguf. Rien n’a été chargé.`,
    broken: (file: string, detail: string) =>
      `${file} commence comme un fichier GGUF mais son en-tête est illisible (${detail}). Le fichier est peut-être incomplet\u00a0: téléchargez-le de nouveau. Rien n’a été chargé.`,
    tooLarge: (file: string, need: number, limit: number, by: Limit) =>
      `${file} demande environ ${mb(need, 'fr-FR')} Mo de mémoire\u00a0; ${
        {
          'single-file': `un fichier confié au moteur fait au plus ${mb(limit, 'fr-FR')} Mo (découpez-le avec gguf-split de llama.cpp, ou choisissez un modèle plus petit)`,
          device: `cet onglet peut obtenir environ ${mb(limit, 'fr-FR')} Mo sur cet appareil`,
          runtime: `le moteur WebAssembly contient au plus ${mb(limit, 'fr-FR')} Mo`,
        }[by]
      }. Choisissez un modèle plus petit (moins de paramètres, ou une quantification Q4). Rien n’a été chargé.`,
    unsupported: (file: string, arch: string, quant: string, detail: string) =>
      `Le moteur n’a pas pu charger ${file}\u00a0: son architecture (${arch}) ou sa quantification (${quant}) n’est pas lue par cette version de llama.cpp (${detail}). Choisissez un modèle courant en Q4_K_M ou Q8_0. Rien de la scène n’est perdu.`,
    runtimeFailed: (detail: string) =>
      `Le WebAssembly de llama.cpp n’a pas pu être chargé depuis ce site (${detail}). Vérifiez la connexion (une fois chargé, il reste pour le hors-ligne), puis réessayez.`,
    unknown: 'inconnue',
  },
});
