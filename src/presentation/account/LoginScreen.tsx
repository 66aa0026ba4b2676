import './account.css';
import '../auth/auth.css';
import { useEffect, useId, useRef, useState } from 'react';
import { earlySubmitProps, useEarlySubmit } from '../shared/early-submit';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toUseCaseError } from '../../index';
import { withReturn } from '../auth/auth-paths';
import { SocialButtons, SocialConfirmForm, SocialStatus, socialFailure } from '../auth/SocialSignIn';
import { useSocialSignIn } from '../auth/use-social-sign-in';
import { isDemo, useDeployment } from '../app/deployment';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { PageTitle } from '../shared/PageTitle';
import { TextField } from '../shared/TextField';
import { emailRule, required, useForm } from '../shared/use-form';
import { useSession } from '../session/use-session';
import { useLogin } from './use-login';
import { useUser } from './use-user';
import { safeReturnPath } from './return-path';

export default function LoginScreen() {
  const { afterSignIn } = useLogin();
  const deployment = useDeployment();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const volver = params.get('volver');
  const id = useId();
  // A press before hydration is kept and sent once the form is live (shared/early-submit.ts).
  const formElement = useRef<HTMLFormElement>(null);
  useEarlySubmit(formElement);
  const form = useForm({ email: '', password: '' }, { email: emailRule, password: required('tu contraseña') });
  const authenticating = session.authState === 'authenticating';
  const { user } = useUser();
  // A sign-in this screen started: once it succeeds the screen moves on, it never says «Ya ingresaste».
  const [signingIn, setSigningIn] = useState(false);
  // After «Ingresar con otra cuenta», the focus goes to the email field of the form that replaces the notice.
  const [focusEmail, setFocusEmail] = useState(false);
  useEffect(() => {
    if (focusEmail && !session.isSignedIn) document.getElementById(`${id}-email`)?.focus();
  }, [focusEmail, session.isSignedIn, id]);

  // When the merge changed the cart (quantities combined, lines the account had, lines kept apart in
  // another cart), the cart screen tells the shopper what changed.
  const goOn = () => navigate(afterSignIn(volver), { replace: true });
  // A social sign-in's failure shows in the form's alert, without marking the email and password fields.
  const [socialFailed, setSocialFailed] = useState(false);
  const social = useSocialSignIn({
    onLoggedIn: () => {
      setSigningIn(true);
      goOn();
    },
    onFailure: (error, provider) => {
      setSocialFailed(true);
      const shown = socialFailure(error, provider);
      form.setFailure(shown);
      // Under review: the way on is the password form, which takes the focus.
      if (shown !== error) setFocusEmail(true);
    },
  });
  const fieldsRefused = form.failure && !socialFailed ? `${id}-error` : null;
  // Too many attempts lock the email for a while; a new password set through a reset lifts the lock at once.
  const locked = !!form.failure && !socialFailed && toUseCaseError(form.failure).cause === 'TOO_MANY_REQUESTS';
  const unlock = locked ? (
    <>
      Si no recuerdas tu contraseña, cámbiala: con la nueva puedes ingresar de inmediato. <Link to="/recuperar-contrasena">¿Olvidaste tu contraseña?</Link>
    </>
  ) : null;

  const submit = form.onSubmit(async ({ email, password }) => {
    setSocialFailed(false);
    setSigningIn(true);
    await session.login({ email: email.trim(), password }).catch((error: unknown) => {
      setSigningIn(false);
      throw error;
    });
    goOn();
  });

  // The demo account exists in the local environment only (the local API's seed); elsewhere it is not shown.
  const demo = !isDemo(deployment) ? null : (
    <aside className="hint-box" aria-labelledby={`${id}-demo`}>
      <h2 id={`${id}-demo`}>Cuenta de demostración</h2>
      <p>Esta es una tienda de prueba. Puedes ingresar con:</p>
      <dl>
        <dt>Correo</dt>
        <dd>
          <code>ana@tienda.test</code>
        </dd>
        <dt>Contraseña</dt>
        <dd>
          <code>Tienda123!</code>
        </dd>
      </dl>
    </aside>
  );

  // Opened while signed in (a bookmark, the back button): say so, with the ways on, instead of a form to fill again.
  // Never while this screen's own sign-in (password or social, which stays 'working' until the screen moves on) runs.
  if (session.isSignedIn && !signingIn && !authenticating && (social.state.step === 'idle' || social.state.step === 'cancelled')) {
    const name = user?.first_name ?? session.profile?.first_name ?? null;
    const email = user?.email ?? session.profile?.email ?? null;
    return (
      <div className="auth">
        <PageTitle>Ingresar</PageTitle>
        <section className="card auth__already" data-testid="already-signed-in" aria-labelledby={`${id}-already`}>
          <h2 id={`${id}-already`}>{name ? `Ya ingresaste como ${name}` : 'Ya ingresaste'}</h2>
          {email ? <p className="auth__already-email">{email}</p> : null}
          <p className="auth__already-actions">
            <Link className="button button--primary" to={volver ? safeReturnPath(volver) : '/cuenta'}>
              {volver && safeReturnPath(volver) !== '/' ? 'Continuar' : 'Ir a mi cuenta'}
            </Link>
            <Link className="button button--secondary" to="/">
              Seguir comprando
            </Link>
            <button
              type="button"
              className="button button--link"
              onClick={() => {
                setFocusEmail(true);
                void session.logout();
              }}
            >
              Ingresar con otra cuenta
            </button>
          </p>
        </section>
      </div>
    );
  }

  if (social.state.step === 'confirm') {
    const { provider, pending } = social.state;
    return (
      <div className="auth">
        <PageTitle>Ingresar</PageTitle>
        <div className="auth__layout">
          <SocialConfirmForm
            provider={provider}
            pending={pending}
            onResult={(result) => {
              if (result.status === 'confirmationRequired') social.setState({ step: 'confirm', provider, pending: result });
              else if (result.status === 'cancelled') social.setState({ step: 'cancelled', provider });
              // A new account's email is not verified yet: the server sent it a code.
              else if (!result.user.is_email_verified) navigate(withReturn('/verificar', volver), { replace: true });
              else goOn();
            }}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="auth">
      <PageTitle>Ingresar</PageTitle>
      <div className={demo ? 'auth__layout' : 'auth__layout auth__layout--alone'}>
        <div className="auth__main">
          <SocialStatus state={social.state} />
          <form ref={formElement} {...earlySubmitProps} className="form card" onSubmit={submit} data-testid="login-form" aria-busy={authenticating || form.sending} noValidate>
            <FormAlert id={`${id}-error`} failure={form.failure} blocking={form.blocking} next={unlock} />
            <TextField
              id={`${id}-email`}
              label="Correo electrónico"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              required
              {...form.field('email')}
              errorId={fieldsRefused}
            />
            <TextField
              id={`${id}-password`}
              label="Contraseña"
              type="password"
              autoComplete="current-password"
              maxLength={128}
              required
              {...form.field('password')}
              errorId={fieldsRefused}
            />
            <p className="auth__forgot">
              <Link to="/recuperar-contrasena">¿Olvidaste tu contraseña?</Link>
            </p>
            <SubmitButton sending={form.sending || authenticating} busy="Ingresando…">
              Ingresar
            </SubmitButton>
            <SocialButtons volver={volver} onProviderSignIn={social.start} />
          </form>
          <p className="auth__switch">
            ¿No tienes cuenta? <Link to={withReturn('/registro', volver)}>Crear cuenta</Link>
          </p>
        </div>
        {demo}
      </div>
    </div>
  );
}
