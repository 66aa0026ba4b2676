import './auth.css';
import { useId, useRef, useState } from 'react';
import { earlySubmitProps, useEarlySubmit } from '../shared/early-submit';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { containsPersonalData, isCommonPassword, isStrongPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, newPasswordProblem } from '../../domain/account/password';
import { personNameProblem } from '../../domain/user/user-rules';
import { useShopperClient } from '../app/tienda-context';
import { useAccount } from '../account/use-account';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { PageTitle } from '../shared/PageTitle';
import { TextField } from '../shared/TextField';
import { emailRule, required, useForm, type Rule } from '../shared/use-form';
import { withReturn } from './auth-paths';

type SignUpValues = { first_name: string; last_name: string; email: string; password: string };

/** The password's three parts of the rule, for the live checklist (the third: not the name, the email nor a common one). */
function passwordChecks(values: Pick<SignUpValues, 'password' | 'email' | 'first_name'>) {
  const { password } = values;
  return {
    long: [...password].length >= MIN_PASSWORD_LENGTH,
    // The same kinds of characters, repeated to any length: only the mix decides (the rule stays in the domain).
    mixed: password.length > 0 && isStrongPassword(password.repeat(MIN_PASSWORD_LENGTH)),
    own: password.length > 0 && !isCommonPassword(password) && !containsPersonalData(password, { email: values.email, firstName: values.first_name }),
  };
}

/** The domain's rules of a new password (the API's, in its words), with the shopper's name and email as typed. */
const passwordRule: Rule<SignUpValues> = (value, values) => {
  if (!value) return 'Escribe una contraseña.';
  if ([...value].length > MAX_PASSWORD_LENGTH) return `La contraseña puede tener hasta ${MAX_PASSWORD_LENGTH} caracteres.`;
  return newPasswordProblem(value, { email: values.email.trim(), firstName: values.first_name.trim() })?.message ?? null;
};

const nameRule =
  (field: 'first_name' | 'last_name'): Rule<SignUpValues> =>
  (value, values) =>
    required(field === 'first_name' ? 'tu nombre' : 'tu apellido')(value, values) ?? personNameProblem(field, value);

const RULES = {
  first_name: nameRule('first_name'),
  last_name: nameRule('last_name'),
  email: emailRule,
  password: passwordRule,
};

export default function SignUpScreen() {
  useShopperClient();
  const account = useAccount();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const volver = params.get('volver');
  const id = useId();
  const [visible, setVisible] = useState(false);
  // A press before hydration is kept and sent once the form is live (shared/early-submit.ts).
  const formElement = useRef<HTMLFormElement>(null);
  useEarlySubmit(formElement);
  const form = useForm<SignUpValues>({ first_name: '', last_name: '', email: '', password: '' }, RULES);
  const checks = passwordChecks(form.values);
  const alertId = `${id}-alert`;
  const exists = (form.failure as { cause?: unknown } | null)?.cause === 'USER_ALREADY_EXISTS';

  const submit = form.onSubmit(async (values) => {
    await (await account()).signUp({ email: values.email.trim(), password: values.password, first_name: values.first_name.trim(), last_name: values.last_name.trim() });
    // Signed in (the cart merged as at a login); the server sent a code to the email.
    navigate(withReturn('/verificar', volver), { replace: true });
  });

  return (
    <div className="auth">
      <PageTitle>Crear cuenta</PageTitle>
      <p className="auth__lead">Con tu cuenta guardas tu carrito, sigues tus pedidos y compras más rápido.</p>
      <form ref={formElement} {...earlySubmitProps} className="form card auth__card" onSubmit={submit} data-testid="signup-form" aria-busy={form.sending} noValidate>
        <FormAlert id={alertId} failure={form.failure} blocking={form.blocking} />
        {exists ? (
          <p className="auth__links auth__links--alert">
            <Link to={withReturn('/ingresar', volver)}>Ingresar con ese correo</Link>
            <Link to="/recuperar-contrasena">Recuperar la contraseña</Link>
          </p>
        ) : null}
        <div className="auth__pair">
          <TextField id={`${id}-first`} label="Nombre" autoComplete="given-name" maxLength={80} required {...form.field('first_name')} />
          <TextField id={`${id}-last`} label="Apellido" autoComplete="family-name" maxLength={80} required {...form.field('last_name')} />
        </div>
        <TextField
          id={`${id}-email`}
          label="Correo electrónico"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required
          hint="Te enviaremos un código para verificarlo."
          {...form.field('email')}
          errorId={exists ? alertId : null}
        />
        <div className="auth__password">
          <TextField
            id={`${id}-password`}
            label="Contraseña"
            type={visible ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={MAX_PASSWORD_LENGTH}
            required
            hint={
              <>
                <span className="auth__check" data-ok={checks.long}>
                  <span className="visually-hidden">{checks.long ? 'Cumple: ' : 'Falta: '}</span>
                  Al menos {MIN_PASSWORD_LENGTH} caracteres
                </span>
                <span className="auth__check" data-ok={checks.mixed}>
                  <span className="visually-hidden">{checks.mixed ? 'Cumple: ' : 'Falta: '}</span>
                  Letras con números o símbolos
                </span>
                <span className="auth__check" data-ok={checks.own}>
                  <span className="visually-hidden">{checks.own ? 'Cumple: ' : 'Falta: '}</span>
                  Sin tu nombre, tu correo ni una contraseña común
                </span>
              </>
            }
            {...form.field('password')}
          />
          <button
            type="button"
            className="button button--link auth__reveal"
            aria-controls={`${id}-password`}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Ocultar' : 'Mostrar'} <span className="visually-hidden">la contraseña</span>
          </button>
        </div>
        <SubmitButton sending={form.sending} busy="Creando tu cuenta…">
          Crear cuenta
        </SubmitButton>
        <p className="auth__fine">
          Al crear tu cuenta aceptas los <Link to="/terminos-y-condiciones">términos y condiciones</Link> y la{' '}
          <Link to="/privacidad">política de privacidad</Link>.
        </p>
      </form>
      <p className="auth__switch">
        ¿Ya tienes cuenta? <Link to={withReturn('/ingresar', volver)}>Ingresa</Link>
      </p>
    </div>
  );
}
