import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SocialLoginResult, TiendaClient } from '../../index';
import { useAccount } from '../account/use-account';
import { useClient } from '../app/tienda-context';
import { providerName, readSocialReturn, socialStartUrl, type SocialProviderId } from './auth-paths';
import type { ProviderSignIn } from './provider-sdks';

export type PendingConfirmation = Extract<SocialLoginResult, { status: 'confirmationRequired' }>;

/** Where a social sign-in coming back to the login page stands. */
export type SocialState =
  | { step: 'idle' }
  | { step: 'working'; provider: string }
  | { step: 'cancelled'; provider: string }
  | { step: 'confirm'; provider: string; pending: PendingConfirmation };

/** Starts a provider's sign-in from a click: its token (and what it released) or ProviderCancelled. */
export type ProviderStart = (provider: string, signIn: () => Promise<ProviderSignIn>) => void;

/**
 * The address of the local provider page (`/dev/social`, the `local` environment's Google, Facebook and Apple) for a
 * provider, coming back to `volver`; null until the client exists, on the server and during hydration too, so the
 * first browser render matches the server's HTML (the buttons keep their room meanwhile).
 */
export function useSocialStartUrl(): ((provider: SocialProviderId, volver: string | null) => string) | null {
  const apiRoot = useClient()?.apiRoot;
  return useMemo(() => (apiRoot === undefined ? null : (provider: SocialProviderId, volver: string | null) => socialStartUrl(apiRoot, provider, volver)), [apiRoot]);
}

/**
 * A social sign-in, whichever way it started: a provider's SDK in this page (`start`), or the local provider page
 * coming back with `#provider=…&provider_token=…` (or `#cancelled=1`) in the address. That fragment is read once and
 * cleared at once (replacing the history entry, so the token is not kept in the history). Either way the token goes
 * to `account.socialLogin`.
 */
export function useSocialSignIn({ onLoggedIn, onFailure }: { onLoggedIn: () => void; onFailure: (error: unknown, provider: string) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  const [state, setState] = useState<SocialState>({ step: 'idle' });
  const handled = useRef<string | null>(null);
  const latest = useRef({ onLoggedIn, onFailure });
  latest.current = { onLoggedIn, onFailure };

  const send = (provider: string, token: Parameters<TiendaClient['account']['socialLogin']>[0]['token']) => {
    setState({ step: 'working', provider });
    account()
      .then((a) => a.socialLogin({ token }))
      .then(
        (result) => {
          if (result.status === 'loggedIn') latest.current.onLoggedIn();
          else if (result.status === 'cancelled') setState({ step: 'cancelled', provider });
          else setState({ step: 'confirm', provider, pending: result });
        },
        (error: unknown) => {
          setState({ step: 'idle' });
          latest.current.onFailure(error, provider);
        },
      );
  };

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const back = readSocialReturn(location.hash, search);
    if (!back || handled.current === location.hash) return;
    handled.current = location.hash;
    search.delete('con');
    const rest = search.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: '' }, { replace: true });
    const provider = providerName(back.provider) ?? 'la red social';
    if (back.kind === 'cancelled') {
      setState({ step: 'cancelled', provider });
      return;
    }
    send(provider, back.token);
  }, [location.hash]);

  /** Called in the click's own task: the provider's window opens now (a popup blocker allows it), the library may load meanwhile. */
  const start: ProviderStart = (provider, signIn) => {
    const signedIn = signIn();
    // Settled here too, so a sign-in abandoned before the library arrives is never an unhandled rejection.
    signedIn.catch(() => undefined);
    send(provider, () => signedIn);
  };

  return { state, setState, start };
}
