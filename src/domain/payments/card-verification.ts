/*
 * The amount a shopper reads on their statement to prove a card is theirs
 * (POST /alternate_card_auth/{ref}/verify). Zod-free: a form imports it.
 */

/** The largest authorization amount a bank puts on a card to verify it, in quetzales. */
export const MAX_VERIFICATION_AMOUNT = 100;

/** How many times one verification may be tried (the local API refuses more). */
export const VERIFICATION_ATTEMPTS = 3;

/**
 * What is wrong with a verification amount in quetzales, as a Spanish
 * message, or null: a number above zero, at most MAX_VERIFICATION_AMOUNT,
 * in whole cents.
 */
export function verificationAmountProblem(amount: unknown): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > MAX_VERIFICATION_AMOUNT)
    return `Escribe el monto del cargo de verificación que ves en tu estado de cuenta: más de Q0 y hasta Q${MAX_VERIFICATION_AMOUNT}.`;
  const cents = amount * 100;
  if (Math.abs(cents - Math.round(cents)) > 1e-6) return 'El monto de verificación lleva como máximo dos decimales (por ejemplo 1.37).';
  return null;
}
