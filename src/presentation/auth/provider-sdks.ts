/**
 * The providers' own web SDKs, outside the local environment (docs/deployment.md, «Social login»):
 * Google Identity Services (`google.accounts.id`), Facebook Login for the Web (`FB.login`) and Sign in
 * with Apple JS (`AppleID.auth.signIn`). Each is loaded from its configured script URL only on the login
 * page, only when the deployment gives it a client id, and gives back the token that goes to
 * POST /login_token/. Only the few calls below are used, and tests play exactly these with stand-in scripts.
 */
import type { SocialProviderSettings } from '../app/deployment';

/** The default script of each SDK (a deployment may point elsewhere: a mirror, a test stand-in). */
export const PROVIDER_SCRIPT_URLS = {
  google: 'https://accounts.google.com/gsi/client',
  facebook: 'https://connect.facebook.net/es_LA/sdk.js',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/es_ES/appleid.auth.js',
} as const;

/** The Graph API version FB.init is given. */
export const FACEBOOK_SDK_VERSION = 'v21.0';

/** What a provider's sign-in gave: its token, and the names and email it released with it (Apple, the first time only). */
export interface ProviderSignIn {
  token: string;
  profile?: { first_name?: string; last_name?: string; email?: string };
}

/** The shopper closed the provider's window or said no: not an error (the use case's cancel cause). */
export class ProviderCancelled extends Error {
  override readonly cause = 'userCancelledAuthProcess';
  constructor() {
    super('The shopper cancelled the provider sign-in');
  }
}

interface GoogleIdentity {
  initialize(config: { client_id: string; callback: (answer: { credential?: string }) => void; ux_mode?: 'popup'; auto_select?: boolean; context?: string }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (answer: { status?: string; authResponse?: { accessToken?: string } | null }) => void, options?: { scope?: string }): void;
}
interface AppleIdSdk {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{
      authorization?: { id_token?: string };
      user?: { email?: string; name?: { firstName?: string; lastName?: string } };
    }>;
  };
}
type SdkWindow = Window & { google?: { accounts?: { id?: GoogleIdentity } }; FB?: FacebookSdk; AppleID?: AppleIdSdk };
const sdkWindow = () => window as SdkWindow;

const scripts = new Map<string, Promise<void>>();

/** Adds the script once per URL (a failed one may be tried again). Trusted by the page's CSP through 'strict-dynamic'. */
export function loadScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(url);
        script.remove();
        reject(new Error(`The script ${url} did not load`));
      };
      document.head.append(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined || value === null) throw new Error(`${name} is missing after its script loaded`);
  return value;
}

// ------------------------------------------------------------------ Google

/** Where Google's answer goes: the latest login page's handler (GIS is initialised once per page load and client id). */
let googleHandler: ((credential: string) => void) | null = null;
const googleInitialised = new Set<string>();

/**
 * Google Identity Services: Google draws its own button into `parent` (its brand rules forbid a look-alike);
 * a completed sign-in calls `onCredential` with the ID token (a JWT), which is the token of /login_token/.
 */
export async function renderGoogleButton(settings: SocialProviderSettings, parent: HTMLElement, onCredential: (credential: string) => void): Promise<void> {
  await loadScript(settings.scriptUrl);
  const id = required(sdkWindow().google?.accounts?.id, 'google.accounts.id');
  googleHandler = onCredential;
  if (!googleInitialised.has(settings.clientId)) {
    id.initialize({
      client_id: settings.clientId,
      ux_mode: 'popup',
      auto_select: false,
      context: 'signin',
      callback: (answer) => {
        if (answer.credential) googleHandler?.(answer.credential);
      },
    });
    googleInitialised.add(settings.clientId);
  }
  id.renderButton(parent, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', shape: 'rectangular', locale: 'es', width: Math.min(400, Math.max(200, Math.round(parent.clientWidth || 320))) });
}

// ------------------------------------------------------------------ Facebook

const facebookInitialised = new Set<string>();

/** Loads Facebook's SDK and initialises it, so that a click can call FB.login at once (a popup needs the click's gesture). */
export async function prepareFacebook(settings: SocialProviderSettings): Promise<void> {
  await loadScript(settings.scriptUrl);
  const fb = required(sdkWindow().FB, 'FB');
  if (!facebookInitialised.has(settings.clientId)) {
    fb.init({ appId: settings.clientId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
    facebookInitialised.add(settings.clientId);
  }
}

/** FB.login in the click's own task: the user access token, or ProviderCancelled when the shopper did not authorise. */
export function facebookSignIn(): Promise<ProviderSignIn> {
  const fb = required(sdkWindow().FB, 'FB');
  return new Promise((resolve, reject) => {
    fb.login(
      (answer) => {
        const token = answer.status === 'connected' ? answer.authResponse?.accessToken : undefined;
        if (token) resolve({ token });
        else reject(new ProviderCancelled());
      },
      { scope: 'public_profile,email' },
    );
  });
}

// ------------------------------------------------------------------ Apple

const appleInitialised = new Set<string>();

/** Loads Sign in with Apple JS and initialises it for the popup flow. */
export async function prepareApple(settings: SocialProviderSettings): Promise<void> {
  await loadScript(settings.scriptUrl);
  const apple = required(sdkWindow().AppleID, 'AppleID');
  if (!appleInitialised.has(settings.clientId)) {
    apple.auth.init({
      clientId: settings.clientId,
      scope: 'name email',
      redirectURI: settings.redirectUri ?? `${window.location.origin}/ingresar`,
      usePopup: true,
    });
    appleInitialised.add(settings.clientId);
  }
}

/** Apple's errors for a popup the shopper closed or a consent refused. */
const APPLE_CANCELS = new Set(['popup_closed_by_user', 'user_cancelled_authorize', 'user_trigger_new_signin_flow']);

/**
 * AppleID.auth.signIn in the click's own task: the identity token, plus the name and email Apple releases on the
 * first sign-in only (they go with the token, so the account gets them).
 */
export async function appleSignIn(): Promise<ProviderSignIn> {
  const apple = required(sdkWindow().AppleID, 'AppleID');
  let answer: Awaited<ReturnType<AppleIdSdk['auth']['signIn']>>;
  try {
    answer = await apple.auth.signIn();
  } catch (error) {
    const code = error && typeof error === 'object' ? (error as { error?: unknown }).error : undefined;
    if (typeof code === 'string' && APPLE_CANCELS.has(code)) throw new ProviderCancelled();
    throw error;
  }
  const token = answer.authorization?.id_token;
  if (!token) throw new ProviderCancelled();
  const user = answer.user;
  const profile = {
    ...(user?.name?.firstName ? { first_name: user.name.firstName } : {}),
    ...(user?.name?.lastName ? { last_name: user.name.lastName } : {}),
    ...(user?.email ? { email: user.email } : {}),
  };
  return Object.keys(profile).length ? { token, profile } : { token };
}
