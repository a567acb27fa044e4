import { useTarget } from './modelTarget';
import { useLang } from './useMessages';

/**
 * What a button that sends names: the server's origin (as the connection has it), or "file.gguf (in this page)".
 * Null while no model answers.
 */
export function useTargetLabel(): string | null {
  const lang = useLang();
  const target = useTarget();
  return target ? target.label[lang] : null;
}
