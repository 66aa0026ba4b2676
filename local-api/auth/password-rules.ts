import { ApiError } from '../http/errors';

/** The fewest characters a new password may have (the most is TEXT_LIMITS.password, checked with the body). */
export const PASSWORD_MIN_LENGTH = 8;

/** Passwords every list of leaked passwords starts with; refused whatever their length. */
const COMMON = new Set([
  'password', 'password1', 'password123', 'contraseña', 'contrasena', 'contraseña1', '12345678', '123456789', '1234567890',
  'qwerty123', 'qwertyuiop', 'abc12345', 'iloveyou', 'admin123', 'tienda123', 'guatemala', 'guatemala1', '11111111', '00000000',
]);

/**
 * The rules of a new password (sign-up, reset), each failure with its cause and a Spanish message:
 * PASSWORD_INVALID for characters a password may not hold (control characters, spaces at either end:
 * a copy-paste accident, never typed on purpose); PASSWORD_TOO_WEAK for under 8 characters, a single kind
 * of character (only letters, only digits), a well-known password, or one that contains the email's
 * name or the shopper's first name.
 */
export function assertNewPassword(password: string, context: { email?: string | null; firstName?: string | null } = {}): void {
  if (/\p{Cc}/u.test(password) || password !== password.trim())
    throw new ApiError(400, 'PASSWORD_INVALID', 'La contraseña no puede empezar ni terminar con espacios ni llevar caracteres de control.');
  const weak = (message: string) => new ApiError(400, 'PASSWORD_TOO_WEAK', message);
  if ([...password].length < PASSWORD_MIN_LENGTH) throw weak(`La contraseña es muy corta: usa al menos ${PASSWORD_MIN_LENGTH} caracteres.`);
  const kinds = [/\p{L}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((kind) => kind.test(password)).length;
  if (kinds < 2) throw weak('La contraseña es muy débil: combina letras con números o símbolos.');
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) throw weak('Esa contraseña es demasiado común. Elige otra.');
  const personal = [context.email?.split('@')[0], context.firstName]
    .map((part) => part?.trim().toLowerCase() ?? '')
    .filter((part) => part.length >= 3);
  if (personal.some((part) => lower.includes(part))) throw weak('La contraseña no debe contener tu nombre ni tu correo.');
}
