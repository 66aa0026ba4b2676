import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SocialLoginResult } from '../../index';
import { useClient } from '../app/tienda-context';
import { useAccount } from '../account/use-account';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { TextField } from '../shared/TextField';
import { emailRule, required, useForm } from '../shared/use-form';
import { providerName, readSocialReturn, SOCIAL_PROVIDERS, socialStartUrl } from './auth-paths';
import { useFocusOn } from './use-focus';

export type PendingConfirmation = Extract<SocialLoginResult, { status: 'confirmationRequired' }>;

/** Where a social sign-in coming back to the login page stands. */
export type SocialState =
  | { step: 'idle' }
  | { step: 'working'; provider: string }
  | { step: 'cancelled'; provider: string }
  | { step: 'confirm'; provider: string; pending: PendingConfirmation };

/**
 * The buttons that start a social sign-in at the local provider page (`/dev/social`, served by the
 * local API beside the store). Only the `local` environment has a provider: staging, test and prod
 * have none configured here, so the buttons are not offered there. Until the client says which
 * environment this is, their room is kept, so the page does not shift when they appear.
 */
export function SocialButtons({ volver }: { volver: string | null }) {
  const client = useClient();
  if (client && client.environment !== 'local') return null;
  return (
    <div className="auth__social" data-testid="social-buttons">
      <p className="auth__or">
        <span>o continúa con</span>
      </p>
      <ul className="auth__social-list">
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider.id}>
            {client ? (
              <a className={`button button--secondary button--block auth__provider auth__provider--${provider.id}`} href={socialStartUrl(client.apiRoot, provider.id, volver)}>
                Continuar con {provider.name}
              </a>
            ) : (
              <span className="button button--secondary button--block auth__provider auth__provider--pending" aria-hidden="true">
                Continuar con {provider.name}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The return from the provider: `#provider=…&provider_token=…` (or `#cancelled=1`) in the address.
 * The fragment is read once and cleared at once (replacing the history entry, so the token is not kept
 * in the history), then the token goes to `account.socialLogin`.
 */
export function useSocialReturn({ onLoggedIn, onFailure }: { onLoggedIn: () => void; onFailure: (error: unknown) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  const [state, setState] = useState<SocialState>({ step: 'idle' });
  const handled = useRef<string | null>(null);
  const latest = useRef({ onLoggedIn, onFailure });
  latest.current = { onLoggedIn, onFailure };

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
    setState({ step: 'working', provider });
    account()
      .then((a) => a.socialLogin({ token: back.token }))
      .then(
        (result) => {
          if (result.status === 'loggedIn') latest.current.onLoggedIn();
          else if (result.status === 'cancelled') setState({ step: 'cancelled', provider });
          else setState({ step: 'confirm', provider, pending: result });
        },
        (error: unknown) => {
          setState({ step: 'idle' });
          latest.current.onFailure(error);
        },
      );
  }, [location.hash]);

  return { state, setState };
}

/** The polite line of a social sign-in under way or cancelled (never an error). */
export function SocialStatus({ state }: { state: SocialState }) {
  return (
    <div role="status" className="auth__status">
      {state.step === 'working' ? (
        <p className="message auth__note-line">Completando el inicio de sesión con {state.provider}…</p>
      ) : state.step === 'cancelled' ? (
        <p className="message auth__note-line">Cancelaste el inicio de sesión con {state.provider}. Puedes ingresar con tu correo o intentarlo de nuevo.</p>
      ) : null}
    </div>
  );
}

/**
 * The provider did not vouch for the email (or gave none): the shopper confirms or corrects the names
 * and email, then `confirm` completes the sign-in. A refusal (an email that already has an account)
 * shows in the form's alert and keeps what was typed.
 */
export function SocialConfirmForm({
  provider,
  pending,
  onResult,
}: {
  provider: string;
  pending: PendingConfirmation;
  onResult: (result: SocialLoginResult) => void;
}) {
  const id = useId();
  const headingRef = useFocusOn<HTMLHeadingElement>(pending);
  const form = useForm(
    { first_name: pending.first_name ?? '', last_name: pending.last_name ?? '', email: pending.email ?? '' },
    { first_name: required('tu nombre'), last_name: required('tu apellido'), email: emailRule },
  );
  useEffect(() => headingRef.current?.focus(), []);

  const submit = form.onSubmit(async (values) => {
    onResult(await pending.confirm({ first_name: values.first_name.trim(), last_name: values.last_name.trim(), email: values.email.trim() }));
  });

  return (
    <form className="form card" onSubmit={submit} data-testid="social-confirm-form" aria-labelledby={`${id}-h`} aria-busy={form.sending} noValidate>
      <h2 id={`${id}-h`} ref={headingRef} tabIndex={-1} className="auth__heading">
        Confirma tus datos
      </h2>
      <p className="auth__note">
        {provider} no nos confirmó {pending.email ? 'tu correo' : 'tu correo ni tu nombre'}. Revísalos para terminar de ingresar: si es una cuenta nueva, te
        enviaremos un código para verificar el correo.
      </p>
      <FormAlert id={`${id}-alert`} failure={form.failure} blocking={form.blocking} />
      <div className="auth__pair">
        <TextField id={`${id}-first`} label="Nombre" autoComplete="given-name" maxLength={80} required {...form.field('first_name')} />
        <TextField id={`${id}-last`} label="Apellido" autoComplete="family-name" maxLength={80} required {...form.field('last_name')} />
      </div>
      <TextField id={`${id}-email`} label="Correo electrónico" type="email" inputMode="email" autoComplete="email" maxLength={254} required {...form.field('email')} />
      <SubmitButton sending={form.sending} busy="Confirmando…">
        Confirmar e ingresar
      </SubmitButton>
    </form>
  );
}
