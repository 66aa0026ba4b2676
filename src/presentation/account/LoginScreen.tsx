import './account.css';
import '../auth/auth.css';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toUseCaseError } from '../../index';
import { useClientSource, useShopperClient } from '../app/tienda-context';
import { afterSignInPath, withReturn } from '../auth/auth-paths';
import { SocialButtons, SocialConfirmForm, SocialStatus, useSocialSignIn } from '../auth/SocialSignIn';
import { isDemo, useDeployment } from '../app/deployment';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { PageTitle } from '../shared/PageTitle';
import { TextField } from '../shared/TextField';
import { emailRule, required, useForm } from '../shared/use-form';
import { useSession } from '../session/use-session';

export default function LoginScreen() {
  useShopperClient();
  const source = useClientSource();
  const deployment = useDeployment();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const volver = params.get('volver');
  const id = useId();
  const form = useForm({ email: '', password: '' }, { email: emailRule, password: required('tu contraseña') });
  const authenticating = session.authState === 'authenticating';

  // When the merge changed the cart (quantities combined, lines the account had, lines kept apart in
  // another cart), the cart screen tells the shopper what changed.
  const goOn = () => navigate(afterSignInPath(source, volver), { replace: true });
  // A social sign-in's failure shows in the form's alert, without marking the email and password fields.
  const [socialFailed, setSocialFailed] = useState(false);
  const social = useSocialSignIn({
    onLoggedIn: goOn,
    onFailure: (error) => {
      setSocialFailed(true);
      form.setFailure(error);
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
    await session.login({ email: email.trim(), password });
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
          <form className="form card" onSubmit={submit} data-testid="login-form" aria-busy={authenticating || form.sending} noValidate>
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
