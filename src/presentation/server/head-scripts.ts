import { STORAGE_KEYS } from '../../usecases/shared/storage-keys';
import { ACCOUNT_HINT_KEY, ACCOUNT_WIDTH_VAR, SESSION_CLASS, SIGNED_IN_CLASS } from '../session/stored-session';
import { EARLY_SUBMIT } from '../shared/early-submit';

/**
 * A tiny blocking script for the document's head, before the first paint: it marks the root `con-sesion` when the
 * browser holds a session (the library's storage key, read without loading the library). Pages are the same for
 * every visitor (a shared cache keeps them), so what only a shopper with a session sees (home's «Vistos
 * recientemente», filled after hydration) is hidden by CSS unless the root has this class: a new visitor sees no
 * empty box, and a returning shopper's box has its size from the first paint. It never throws (storage may be
 * refused) and reads nothing else. Inlined with its CSP hash by the server's document (html.ts).
 *
 * It also reads the signed-in hint (stored-session.ts, ACCOUNT_HINT_KEY: a number, the width of the account entry's
 * name): then the root is marked `con-cuenta` and the header keeps that width for the name while the session is
 * restored, instead of «Ingresar» (no flash, no shift). Anything but a plausible width is ignored.
 */
export const SESSION_CLASS_SCRIPT = `try{var d=document.documentElement;if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.session)})!==null)d.classList.add(${JSON.stringify(SESSION_CLASS)});var w=parseFloat(localStorage.getItem(${JSON.stringify(ACCOUNT_HINT_KEY)}));if(w>0&&w<40){d.classList.add(${JSON.stringify(SIGNED_IN_CLASS)});d.style.setProperty(${JSON.stringify(ACCOUNT_WIDTH_VAR)},w+"em")}}catch(e){}`;

/**
 * A press on a form's button before the page has hydrated (its scripts still on the way, on a slow phone) would make
 * the browser submit the form natively: a GET of the same page, which reloads it and drops what the shopper asked
 * for («Agregar al carrito» added nothing). This script, in the head, stops that native submit for every form marked
 * `data-early-submit` that has not come alive yet, and marks the form; the form, once hydrated, submits itself
 * again (src/presentation/shared/early-submit.ts). After the form is live the script does nothing.
 */
export const EARLY_SUBMIT_SCRIPT = `document.addEventListener("submit",function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute(${JSON.stringify(EARLY_SUBMIT.form)})&&!f.hasAttribute(${JSON.stringify(EARLY_SUBMIT.live)})){e.preventDefault();f.setAttribute(${JSON.stringify(EARLY_SUBMIT.pending)},"")}},true)`;

/** Where the head starts the locale-data worker (public/intl-warm.js; served with an hour's cache). */
export const INTL_WARM_PATH = '/intl-warm.js';

/**
 * Starts a worker that creates the page's Intl formatters, as the HTML begins to parse. A browser process's first Intl
 * formatter loads the locale data (ICU), which the whole process then shares: measured in Chromium on this project's
 * 2-core machine, 20–100 ms for the first `Intl.NumberFormat('es-GT', …)`, then under 1 ms, also on the main thread
 * once a worker made one (docs/web.md, «The main thread while a page loads»). Without it, that cost fell in the boot's
 * module evaluation, one long task (Total Blocking Time). A browser without workers, or a refused one, simply pays it
 * on the main thread.
 */
export const INTL_WARM_SCRIPT = `try{new Worker(${JSON.stringify(INTL_WARM_PATH)})}catch(e){}`;
