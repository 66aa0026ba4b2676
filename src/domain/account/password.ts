/** The shortest password the store accepts. */
export const MIN_PASSWORD_LENGTH = 8;

/** The longest password the store takes: long passphrases fit; a megabyte never reaches the password hash. */
export const MAX_PASSWORD_LENGTH = 128;

/** The kinds of characters a strong password mixes: letters, digits and symbols. */
const KINDS = [/\p{L}/u, /\p{N}/u, /[^\p{L}\p{N}]/u];

/** Whether a password is strong enough: at least 8 characters, of two kinds or more among letters, digits and symbols. */
export function isStrongPassword(password: string): boolean {
  const kinds = KINDS.filter((kind) => kind.test(password)).length;
  return [...password].length >= MIN_PASSWORD_LENGTH && kinds >= 2;
}
