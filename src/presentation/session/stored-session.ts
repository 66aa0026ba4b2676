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
