export type SensitiveKind =
  | 'api-key'
  | 'private-key'
  | 'wallet-key'
  | 'seed-phrase'
  | 'password'
  | 'email'
  | 'phone'
  | 'iban'
  | 'card'
  | 'national-id';

/** Every kind, in the order the policy lists them. */
export const SENSITIVE_KINDS: readonly SensitiveKind[] = [
  'api-key',
  'private-key',
  'wallet-key',
  'seed-phrase',
  'password',
  'email',
  'phone',
  'iban',
  'card',
  'national-id',
];

/** One finding: its kind and where it is (UTF-16 offsets, end exclusive). */
export interface SensitiveMatch {
  kind: SensitiveKind;
  start: number;
  end: number;
}
