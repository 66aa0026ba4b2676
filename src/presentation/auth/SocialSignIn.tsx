import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toUseCaseError, UseCaseError, type SocialLoginResult } from '../../index';
import { isDemo, useDeployment, type SocialProviderSettings } from '../app/deployment';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { TextField } from '../shared/TextField';
import { emailRule, required, useForm } from '../shared/use-form';
import { SOCIAL_PROVIDERS } from './auth-paths';
import type { ProviderSignIn } from './provider-sdks';
import { ProviderMark } from './ProviderMark';
import { useFocusOn } from './use-focus';
import { useSocialStartUrl, type PendingConfirmation, type ProviderStart, type SocialState } from './use-social-sign-in';

/**
 * The social sign-in offered under the login form. In the `local` environment, Google, Facebook and Apple
 * are played by the local provider page (`/dev/social`, served by the local API beside the store): links
 * that come back with the token in the fragment (useSocialSignIn, use-social-sign-in.ts, reads it); until the client exists their
 * room is kept, so the page does not shift. Elsewhere each provider's own web SDK (provider-sdks.ts), for
 * the providers the deployment gives a client id; none configured, nothing is offered.
 */
export function SocialButtons({ volver, onProviderSignIn }: { volver: string | null; onProviderSignIn: ProviderStart }) {
  const deployment = useDeployment();
  const startUrl = useSocialStartUrl();
  if (!isDemo(deployment)) {
    const configured = SOCIAL_PROVIDERS.flatMap((provider) => {
      const settings = deployment.social[provider.id];
      return settings ? [{ ...provider, settings }] : [];
    });
    if (!configured.length) return null;
    return (
      <SocialList>
        {configured.map(({ id, name, settings }) => (
          <li key={id}>
            {id === 'google' ? (
              <GoogleButton settings={settings} onCredential={(credential) => onProviderSignIn(name, async () => ({ token: credential }))} />
            ) : (
              <SdkButton id={id} name={name} settings={settings} onStart={onProviderSignIn} />
            )}
          </li>
        ))}
      </SocialList>
    );
  }
  return (
    <SocialList>
      {SOCIAL_PROVIDERS.map((provider) => (
        <li key={provider.id}>
          {startUrl ? (
            <a className={`button button--secondary button--block auth__provider auth__provider--${provider.id}`} href={startUrl(provider.id, volver)}>
              <ProviderMark id={provider.id} />
              Continuar con {provider.name}
            </a>
          ) : (
            <span className="button button--secondary button--block auth__provider auth__provider--pending" aria-hidden="true">
              <ProviderMark id={provider.id} />
              Continuar con {provider.name}
            </span>
          )}
        </li>
      ))}
    </SocialList>
  );
}

/** «o continúa con» and the list of provider buttons (`children`: one `li` each). */
function SocialList({ children }: { children: ReactNode }) {
  return (
    <div className="auth__social" data-testid="social-buttons">
      <p className="auth__or">
        <span>o continúa con</span>
      </p>
      <ul className="auth__social-list">{children}</ul>
    </div>
  );
}

/** The SDKs' code: its own chunk, fetched by the login page only where a provider is configured. */
const loadSdks = () => import('./provider-sdks');

/**
 * Facebook's and Apple's: the store's own button (their rules allow it). The SDK loads once the page is on screen and
 * the button is usable when it is ready, so the click opens the provider's window in the click's own task.
 */
function SdkButton({ id, name, settings, onStart }: { id: 'facebook' | 'apple'; name: string; settings: SocialProviderSettings; onStart: ProviderStart }) {
  const [signIn, setSignIn] = useState<(() => Promise<ProviderSignIn>) | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    loadSdks()
      .then(async (sdks) => {
        if (id === 'facebook') await sdks.prepareFacebook(settings);
        else await sdks.prepareApple(settings);
        return id === 'facebook' ? sdks.facebookSignIn : sdks.appleSignIn;
      })
      .then(
        (ready) => current && setSignIn(() => ready),
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [settings]);
  return (
    <button
      type="button"
      className={`button button--secondary button--block auth__provider auth__provider--${id}`}
      disabled={!signIn}
      onClick={() => signIn && onStart(name, signIn)}
    >
      <ProviderMark id={id} />
      Continuar con {name}
      {failed ? <span className="visually-hidden"> (no disponible ahora)</span> : null}
    </button>
  );
}

/** Google's: Google Identity Services draws its own button into this box (its height kept from the start). */
function GoogleButton({ settings, onCredential }: { settings: SocialProviderSettings; onCredential: (credential: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  latest.current = onCredential;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!box.current) return;
    const parent = box.current;
    loadSdks()
      .then((sdks) => sdks.renderGoogleButton(settings, parent, (credential) => latest.current(credential)))
      .catch(() => setFailed(true));
  }, [settings]);
  return (
    <div ref={box} className="auth__provider-box" data-provider="google">
      {failed ? (
        <button type="button" className="button button--secondary button--block auth__provider auth__provider--google" disabled>
          <ProviderMark id="google" />
          Continuar con Google<span className="visually-hidden"> (no disponible ahora)</span>
        </button>
      ) : null}
    </div>
  );
}

/**
 * A social sign-in's failure as the shopper should read it: an account the provider is reviewing
 * (the status PROVIDER_REVIEW_REQUIRED, an unknown status of spec section 8) is not our failure, and retrying
 * will not help: say so, with the way on. Anything else as it is.
 */
export function socialFailure(error: unknown, provider: string): unknown {
  const failure = toUseCaseError(error);
  const status = (failure.details as { status?: unknown } | null | undefined)?.status;
  if (status !== 'PROVIDER_REVIEW_REQUIRED') return error;
  return new UseCaseError(failure.cause, {
    apiMessage: `${provider} está revisando tu cuenta y por ahora no nos deja usarla para ingresar. Mientras tanto, ingresa con tu correo y contraseña o crea una cuenta.`,
    description: failure.description,
    details: failure.details,
  });
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
