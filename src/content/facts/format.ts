/**
 * A fact's value and how it is written in each language. Facts are computed in Node at build time (see
 * src/content/README.md, "Figures: facts"); this module only turns a value into the text a lesson shows.
 *
 * French: decimal comma, narrow no-break space (U+202F) between thousands and before `%`; a no-break space
 * (U+00A0) between a figure and its unit. English: decimal point, comma between thousands.
 */
import type { Lang, Localized } from '../../i18n/lang';

export type Fact =
  /** A number in digits: `digits` decimals (fixed), an optional prefix (`×`) and unit (`ms`, `€`, `Mo/s`). */
  | {
      kind: 'number';
      value: number;
      digits: number;
      /** Drop trailing zeros (`0.30` → `0.3`, `0.00` → `0`). */
      trim?: boolean;
      percent?: boolean;
      /** An amount in euros: the sign before the figure in English, after it in French. */
      euros?: boolean;
      /** Written with its sign, `+14` or `−5,400` (a difference). */
      signed?: boolean;
      prefix?: string;
      unit?: string | Localized;
    }
  /** Two counts as a fraction, `5,814/5,998`. */
  | { kind: 'fraction'; value: number; of: number }
  /** A measured spread, `50.2 to 50.7 MB/s` / `50,2 à 50,7 Mo/s`. */
  | {
      kind: 'range';
      value: number;
      to: number;
      digits: number;
      trim?: boolean;
      prefix?: string;
      unit?: string | Localized;
    }
  /** A small whole number written as a word (`four` / `quatre`), or as an ordinal (`third` / `troisième`). */
  | { kind: 'word'; value: number; ordinal: boolean; feminine: boolean }
  /** A moment (ms since the epoch, read in UTC): its day, or its day and time. */
  | { kind: 'date'; value: number; time: boolean; weekday: boolean; year: boolean }
  /** Text computed in each language (a list of names, a reason). */
  | { kind: 'text'; value: Localized }
  /** Code, shown as inline code (a field name, a returned shape): the same in both languages. */
  | { kind: 'code'; value: string };

const NNBSP = '\u202f';
const NBSP = '\u00a0';
const LOCALE: Record<Lang, string> = { fr: 'fr-FR', en: 'en-US' };

function assertFinite(what: string, n: number): void {
  if (typeof n !== 'number' || !Number.isFinite(n))
    throw new RangeError(`${what} must be a finite number (got ${String(n)})`);
}

/** A whole number in digits: `1,397,690` / `1 397 690`. */
export function count(n: number): Fact {
  assertFinite('count', n);
  if (!Number.isInteger(n)) throw new RangeError(`count expects a whole number (got ${n}): use decimal()`);
  return { kind: 'number', value: n, digits: 0 };
}

/** A number with `digits` decimals: `0.327` / `0,327` (with `trim`, trailing zeros dropped: `0.3`, `0`). */
export function decimal(x: number, digits: number, options: { trim?: boolean } = {}): Fact {
  assertFinite('decimal', x);
  return { kind: 'number', value: x, digits, ...(options.trim ? { trim: true } : {}) };
}

/** An amount in euros: `€450` / `450 €`. */
export function euros(x: number, digits = 0): Fact {
  assertFinite('euros', x);
  return { kind: 'number', value: x, digits, euros: true };
}

/** A difference, always with its sign: `+14`, `−5,400` / `−5 400` (a true minus sign, U+2212). */
export function signed(n: number, digits = 0): Fact {
  assertFinite('signed', n);
  return { kind: 'number', value: n, digits, signed: true };
}

/** A ratio as a multiplier: `×4.4` / `×4,4`. */
export function times(x: number, digits = 1): Fact {
  assertFinite('times', x);
  return { kind: 'number', value: x, digits, prefix: '×' };
}

/** A share (0.969) as a percentage: `96.9%` / `96,9 %`. */
export function percent(share: number, digits = 1): Fact {
  assertFinite('percent', share);
  return { kind: 'number', value: share, digits, percent: true };
}

/** A number with its unit, kept on the same line: `500 ms`, `450 €`, `{ en: 'MB/s', fr: 'Mo/s' }`. */
export function quantity(x: number, unit: string | Localized, digits = 0): Fact {
  assertFinite('quantity', x);
  return { kind: 'number', value: x, digits, unit };
}

/** `found/of`, both counts in digits: `227/227`. */
export function fraction(found: number, of: number): Fact {
  assertFinite('fraction', found);
  assertFinite('fraction', of);
  return { kind: 'fraction', value: found, of };
}

/**
 * A spread of measurements, low to high: `range(50.2, 50.7, 1, { unit: { en: 'MB/s', fr: 'Mo/s' } })` reads
 * `50.2 to 50.7 MB/s`; `{ prefix: '×' }` puts the prefix on both ends (`×1.6 to ×2.4`).
 */
export function range(
  low: number,
  high: number,
  digits: number,
  options: { unit?: string | Localized; prefix?: string; trim?: boolean } = {},
): Fact {
  assertFinite('range', low);
  assertFinite('range', high);
  if (low > high) throw new RangeError(`range: ${low} is above ${high}`);
  return { kind: 'range', value: low, to: high, digits, ...options };
}

/** A whole number from 0 to 20 as a word: `four` / `quatre` (`feminine` for French `une`). */
export function word(n: number, options: { feminine?: boolean } = {}): Fact {
  if (!Number.isInteger(n) || n < 0 || n > 20)
    throw new RangeError(`word expects a whole number 0..20 (got ${n})`);
  return { kind: 'word', value: n, ordinal: false, feminine: options.feminine ?? false };
}

/** A rank from 1 to 12 as a word: `third` / `troisième` (`feminine` for French `première`). */
export function ordinal(n: number, options: { feminine?: boolean } = {}): Fact {
  if (!Number.isInteger(n) || n < 1 || n > 12)
    throw new RangeError(`ordinal expects a whole number 1..12 (got ${n})`);
  return { kind: 'word', value: n, ordinal: true, feminine: options.feminine ?? false };
}

/**
 * A day (UTC): `12 January 2026` / `12 janvier 2026`; with `time`, `12 January 2026, 09:00` / `12 janvier 2026 à
 * 9 h`; `weekday` adds the day's name, `year: false` leaves the year out.
 */
export function date(ms: number, options: { time?: boolean; weekday?: boolean; year?: boolean } = {}): Fact {
  assertFinite('date', ms);
  return {
    kind: 'date',
    value: ms,
    time: options.time ?? false,
    weekday: options.weekday ?? false,
    year: options.year ?? true,
  };
}

/** Text that the engine's result decides, written in each language. */
export function text(value: Localized): Fact {
  return { kind: 'text', value };
}

/** A name from the code (a returned field, a shape), shown as inline code. */
export function code(value: string): Fact {
  return { kind: 'code', value };
}

const WORDS: Record<Lang, readonly string[]> = {
  en: [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ],
  fr: [
    'zéro',
    'un',
    'deux',
    'trois',
    'quatre',
    'cinq',
    'six',
    'sept',
    'huit',
    'neuf',
    'dix',
    'onze',
    'douze',
    'treize',
    'quatorze',
    'quinze',
    'seize',
    'dix-sept',
    'dix-huit',
    'dix-neuf',
    'vingt',
  ],
};

const ORDINALS: Record<Lang, readonly string[]> = {
  en: [
    '',
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
    'eleventh',
    'twelfth',
  ],
  fr: [
    '',
    'premier',
    'deuxième',
    'troisième',
    'quatrième',
    'cinquième',
    'sixième',
    'septième',
    'huitième',
    'neuvième',
    'dixième',
    'onzième',
    'douzième',
  ],
};

const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

const WEEKDAYS: Record<Lang, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
};

function digitsOf(value: number, digits: number, lang: Lang): string {
  // Intl's fr-FR grouping is already U+202F; normalised in case an ICU build gives another space.
  const s = new Intl.NumberFormat(LOCALE[lang], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  return lang === 'fr' ? s.replace(/[\s\u00a0\u202f]/g, NNBSP) : s;
}

/** `0.300` → `0.3`, `0,00` → `0` (only the decimals: `1,000` in English stays). */
function trimZeros(s: string, lang: Lang): string {
  const sep = lang === 'fr' ? ',' : '.';
  if (!s.includes(sep)) return s;
  return s.replace(/0+$/, '').replace(new RegExp(`\\${sep}$`), '');
}

function dateOf(ms: number, time: boolean, weekday: boolean, year: boolean, lang: Lang): string {
  const d = new Date(ms);
  const day = `${d.getUTCDate()} ${MONTHS[lang][d.getUTCMonth()]}${year ? ` ${d.getUTCFullYear()}` : ''}`;
  const wd = weekday ? `${WEEKDAYS[lang][d.getUTCDay()]} ` : '';
  if (!time) return `${wd}${day}`;
  const h = d.getUTCHours();
  const m = d.getUTCMinutes();
  if (lang === 'fr') return `${wd}${day} à ${h}${NBSP}h${m ? `${NBSP}${String(m).padStart(2, '0')}` : ''}`;
  return `${wd}${day}, ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** What a fact reads as in `lang`: its text, and whether it is code (shown as inline code). */
export function formatFact(fact: Fact, lang: Lang): { text: string; code: boolean } {
  switch (fact.kind) {
    case 'number': {
      if (fact.percent) {
        const n = digitsOf(fact.value * 100, fact.digits, lang);
        return { text: lang === 'fr' ? `${n}${NNBSP}%` : `${n}%`, code: false };
      }
      const digits = digitsOf(fact.signed ? Math.abs(fact.value) : fact.value, fact.digits, lang);
      const figure = fact.trim ? trimZeros(digits, lang) : digits;
      if (fact.euros) return { text: lang === 'fr' ? `${figure}${NBSP}€` : `€${figure}`, code: false };
      const sign = fact.signed ? (fact.value < 0 ? '\u2212' : '+') : '';
      const n = `${sign}${fact.prefix ?? ''}${figure}`;
      const unit = typeof fact.unit === 'string' ? fact.unit : fact.unit?.[lang];
      return { text: unit ? `${n}${NBSP}${unit}` : n, code: false };
    }
    case 'range': {
      const unit = typeof fact.unit === 'string' ? fact.unit : fact.unit?.[lang];
      const [low, high] = [fact.value, fact.to].map((v) => {
        const d = digitsOf(v, fact.digits, lang);
        return `${fact.prefix ?? ''}${fact.trim ? trimZeros(d, lang) : d}`;
      });
      const span = `${low} ${lang === 'fr' ? 'à' : 'to'} ${high}`;
      return { text: unit ? `${span}${NBSP}${unit}` : span, code: false };
    }
    case 'fraction':
      return { text: `${digitsOf(fact.value, 0, lang)}/${digitsOf(fact.of, 0, lang)}`, code: false };
    case 'word': {
      if (fact.ordinal) {
        const w =
          fact.value === 1 && fact.feminine && lang === 'fr' ? 'première' : ORDINALS[lang][fact.value];
        return { text: w ?? '', code: false };
      }
      const w = fact.value === 1 && fact.feminine && lang === 'fr' ? 'une' : WORDS[lang][fact.value];
      return { text: w ?? '', code: false };
    }
    case 'date':
      return { text: dateOf(fact.value, fact.time, fact.weekday, fact.year, lang), code: false };
    case 'text':
      return { text: fact.value[lang], code: false };
    case 'code':
      return { text: fact.value, code: true };
  }
}

/** An amount in US dollars: `$0.52` / `0,52 $` (a price, a bill). */
export function dollars(x: number, digits = 2): Fact {
  assertFinite('dollars', x);
  const figure = (lang: Lang) => formatFact({ kind: 'number', value: x, digits }, lang).text;
  return text({ en: `$${figure('en')}`, fr: `${figure('fr')}${NBSP}$` });
}
