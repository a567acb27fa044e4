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

/**
 * A closed set of names as one message, `m.kindName(key)`: the table is kept on the function (`names`) so the
 * dictionary test reads every name in both languages, which calling it with sample arguments cannot.
 */
export type NameTable<K extends string> = ((key: K) => string) & {
  readonly names: Readonly<Record<K, string>>;
};

export function names<K extends string>(table: Readonly<Record<K, string>>): NameTable<K> {
  return Object.assign((key: K) => table[key], { names: table });
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
