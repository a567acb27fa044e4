import { ModelError, type ShownError } from './types';

/** A failure in the words of both languages, for the UI; loads the wording only when a failure happens. */
export async function toShownError(err: unknown): Promise<ShownError> {
  const { describeModelError } = await import('./errors');
  const e =
    err instanceof ModelError
      ? err
      : new ModelError('bad-response', String(err), { serverMessage: String(err) });
  const en = describeModelError(e, 'en');
  const fr = describeModelError(e, 'fr');
  return {
    kind: e.kind,
    detail: e.detail,
    title: { en: en.title, fr: fr.title },
    fix: { en: en.fix, fr: fr.fix },
  };
}
