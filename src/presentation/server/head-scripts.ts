import { STORAGE_KEYS } from '../../usecases/shared/storage-keys';
import { SESSION_CLASS } from '../session/stored-session';

/**
 * A tiny blocking script for the document's head, before the first paint: it marks the root `con-sesion` when the
 * browser holds a session (the library's storage key, read without loading the library). Pages are the same for
 * every visitor (a shared cache keeps them), so what only a shopper with a session sees (home's «Vistos
 * recientemente», filled after hydration) is hidden by CSS unless the root has this class: a new visitor sees no
 * empty box, and a returning shopper's box has its size from the first paint. It never throws (storage may be
 * refused) and reads nothing else. Inlined with its CSP hash by the server's document (html.ts).
 */
export const SESSION_CLASS_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.session)})!==null)document.documentElement.classList.add(${JSON.stringify(SESSION_CLASS)})}catch(e){}`;
