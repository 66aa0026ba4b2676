import type { ClientSource } from '../app/client-source';
import { safeReturnPath } from '../account/return-path';

/** `path` carrying the shopper's `?volver=` along (only a path inside the store), so every sign-in screen can go back there. */
export function withReturn(path: string, volver: string | null): string {
  const back = volver ? safeReturnPath(volver) : '/';
  return back === '/' ? path : `${path}${path.includes('?') ? '&' : '?'}volver=${encodeURIComponent(back)}`;
}

/**
 * Where a shopper goes once signed in: the `?volver=` path, or the cart when the merge changed it
 * (quantities combined, lines the account had, lines kept apart in another cart), so the shopper
 * reads what changed there.
 */
export function afterSignInPath(source: ClientSource, volver: string | null): string {
  const cart = source.peek()?.cart.store.getSnapshot();
  const changed = Boolean(cart?.loginMerge) || (cart?.otherCart?.keptApartAtLogin ?? false);
  return changed ? '/carrito' : safeReturnPath(volver);
}

export const SOCIAL_PROVIDERS = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'apple', name: 'Apple' },
] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]['id'];

export const providerName = (id: string | null): string | null => SOCIAL_PROVIDERS.find((p) => p.id === id)?.name ?? null;

/**
 * The local provider's page (served by the local API beside the store, `/dev/social`). It sends the
 * shopper back to `return` with the token in the fragment. The return path keeps `?volver=` and names
 * the provider (`con=`), so even a cancel (`#cancelled=1`, no provider) can say which one it was.
 */
export function socialStartUrl(apiRoot: string, provider: SocialProviderId, volver: string | null): string {
  const back = withReturn(`/ingresar?con=${provider}`, volver);
  return `${new URL(apiRoot).origin}/dev/social?provider=${provider}&return=${encodeURIComponent(back)}`;
}

/** What the provider left in the fragment: a token, a cancel, or nothing of ours. */
export type SocialReturn = { kind: 'token'; provider: string | null; token: string } | { kind: 'cancelled'; provider: string | null } | null;

export function readSocialReturn(hash: string, search: URLSearchParams): SocialReturn {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const provider = fragment.get('provider') ?? search.get('con');
  const token = fragment.get('provider_token');
  if (token) return { kind: 'token', provider, token };
  if (fragment.get('cancelled')) return { kind: 'cancelled', provider };
  return null;
}
