import type { Lang } from './lang';

/**
 * A dictionary of UI strings in both languages. The French table must have exactly the English keys with the
 * same value types (strings or functions of the same parameters): a missing translation is a type error.
 */
export type Messages = Record<string, string | ((...args: never[]) => string)>;

export interface MessageDictionary<M extends Messages> {
  readonly en: M;
  readonly fr: { [K in keyof M]: M[K] };
}

export function defineMessages<M extends Messages>(dict: {
  en: M;
  fr: { [K in keyof M]: M[K] };
}): MessageDictionary<M> {
  return dict;
}

export function pick<M extends Messages>(dict: MessageDictionary<M>, lang: Lang): M {
  return dict[lang] as M;
}
