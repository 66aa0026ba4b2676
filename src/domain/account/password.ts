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

/** Passwords every list of leaked passwords starts with; refused whatever their length. */
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password123', 'contraseña', 'contrasena', 'contraseña1', '12345678', '123456789', '1234567890',
  'qwerty123', 'qwertyuiop', 'abc12345', 'iloveyou', 'admin123', 'tienda123', 'guatemala', 'guatemala1', '11111111', '00000000',
]);

/** A new password's problem: its catalogue cause and the Spanish message (the same words in the browser and the API). */
export interface PasswordProblem {
  cause: 'PASSWORD_INVALID' | 'PASSWORD_TOO_WEAK';
  message: string;
}

/** Whether the password contains the email's name or the first name (parts of 3 characters or more). */
export function containsPersonalData(password: string, context: { email?: string | null; firstName?: string | null }): boolean {
  const lower = password.toLowerCase();
  return [context.email?.split('@')[0], context.firstName]
    .map((part) => part?.trim().toLowerCase() ?? '')
    .filter((part) => part.length >= 3)
    .some((part) => lower.includes(part));
}

/** Whether the password is one of the well-known ones. */
export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

/**
 * The rules of a new password (sign-up, reset), first failure first: PASSWORD_INVALID for characters a password
 * may not hold (control characters, spaces at either end: a copy-paste accident); PASSWORD_TOO_WEAK for under 8
 * characters, a single kind of character, a well-known password, or one that contains the email's name or the
 * shopper's first name. Null when the password is fine.
 */
export function newPasswordProblem(password: string, context: { email?: string | null; firstName?: string | null } = {}): PasswordProblem | null {
  if (/\p{Cc}/u.test(password) || password !== password.trim())
    return { cause: 'PASSWORD_INVALID', message: 'La contraseña no puede empezar ni terminar con espacios ni llevar caracteres de control.' };
  const weak = (message: string): PasswordProblem => ({ cause: 'PASSWORD_TOO_WEAK', message });
  if ([...password].length < MIN_PASSWORD_LENGTH) return weak(`La contraseña es muy corta: usa al menos ${MIN_PASSWORD_LENGTH} caracteres.`);
  if (KINDS.filter((kind) => kind.test(password)).length < 2) return weak('La contraseña es muy débil: combina letras con números o símbolos.');
  if (isCommonPassword(password)) return weak('Esa contraseña es demasiado común. Elige otra.');
  if (containsPersonalData(password, context)) return weak('La contraseña no debe contener tu nombre ni tu correo.');
  return null;
}
