import { STORAGE_KEYS } from '../../usecases/shared/storage-keys';

/**
 * Whether this browser already has a session (a returning shopper), read without loading the library. False on the
 * server and where the browser refuses storage (some private modes throw on access).
 */
export function hasStoredSession(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(STORAGE_KEYS.session) !== null;
  } catch {
    return false;
  }
}

/**
 * The class the document root has when this browser holds a session: set before the first paint by the head's
 * SESSION_CLASS_SCRIPT (server/head-scripts.ts), and by the screens once a session comes to exist.
 */
export const SESSION_CLASS = 'con-sesion';

/** Marks the document root as holding a session (what the head's script does for a page loaded with one). */
export function markSessionOnRoot(): void {
  if (typeof document !== 'undefined') document.documentElement.classList.add(SESSION_CLASS);
}

/**
 * The signed-in hint: a number only (the width of the account entry's name, in em), kept while a shopper is signed in
 * in this browser and dropped when they are not. The head's script (server/head-scripts.ts) reads it before the first
 * paint, marks the root SIGNED_IN_CLASS and sets ACCOUNT_WIDTH_VAR, so the header keeps the name's room (and does not
 * flash «Ingresar») while the session is restored. Nothing personal: pages stay the same for every visitor.
 */
export const ACCOUNT_HINT_KEY = 'tienda.hint.cuenta';
export const SIGNED_IN_CLASS = 'con-cuenta';
export const ACCOUNT_WIDTH_VAR = '--account-name-em';

/**
 * Records that a shopper is signed in here, with the width (em) their name takes in the header, and marks the root
 * SIGNED_IN_CLASS as the head's script does on the next load: a page opened next in this visit holds a signed-in
 * shopper's room too (the product page's «Ya compraste este producto» line).
 */
export function rememberSignedIn(nameWidthEm: number): void {
  if (typeof window === 'undefined' || !(nameWidthEm > 0 && nameWidthEm < 40)) return;
  document.documentElement.classList.add(SIGNED_IN_CLASS);
  try {
    window.localStorage.setItem(ACCOUNT_HINT_KEY, nameWidthEm.toFixed(3));
  } catch {
    // Storage refused: the next load simply has no hint.
  }
}

/** Drops the signed-in hint (nobody is signed in here): the next first paint shows «Ingresar». */
export function forgetSignedIn(): void {
  if (typeof window === 'undefined') return;
  document.documentElement.classList.remove(SIGNED_IN_CLASS);
  try {
    window.localStorage.removeItem(ACCOUNT_HINT_KEY);
  } catch {
    // Nothing stored.
  }
}
