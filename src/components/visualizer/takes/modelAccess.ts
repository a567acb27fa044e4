/**
 * Where the takes UI reaches the Model dialog (the one place a server is connected or a model file is run in the
 * page). Which model answers comes from src/state/modelTarget.ts; the clients load only when a request is sent.
 */

/** Opens the header's Model dialog. */
export function openModelSettings(): void {
  const button = document.querySelector<HTMLButtonElement>('button.model-button');
  button?.click();
  button?.focus();
}
