/** The real-weight tests' model: stories260K from ../shared/data/models/, run by node-llama-cpp; why a test skips. */
import { sharedDataFile, sharedDataMissing } from '../../tools/data/sharedData';
import { LLAMA_MISSING, llamaInstalled } from '../../tools/modelServer/realModels';

export const STORIES_GGUF = sharedDataFile('models', 'stories260K.gguf');

/** Null when stories260K and node-llama-cpp are both here, else the one line a skipped test prints. */
export const STORIES_SKIP: string | null = !STORIES_GGUF
  ? sharedDataMissing('models', 'stories260K.gguf')
  : !llamaInstalled()
    ? LLAMA_MISSING
    : null;
