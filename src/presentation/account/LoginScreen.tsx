import './account.css';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useClientSource, useShopperClient } from '../app/tienda-context';
import { PageTitle } from '../shared/PageTitle';
import { TextField } from '../shared/TextField';
import { errorMessage } from '../shared/error-message';
import { useSession } from '../session/use-session';
import { safeReturnPath } from './return-path';

export default function LoginScreen() {
  useShopperClient();
  const source = useClientSource();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const authenticating = session.authState === 'authenticating';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await session.login({ email, password });
      // When the merge changed the cart (quantities combined, lines the account had, lines kept apart in
      // another cart), the cart screen tells the shopper what changed.
      const cart = source.peek()?.cart.store.getSnapshot();
      const changed = Boolean(cart?.loginMerge) || (cart?.otherCart?.keptApartAtLogin ?? false);
      navigate(changed ? '/carrito' : safeReturnPath(params.get('volver')), { replace: true });
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <div className="auth">
      <PageTitle>Ingresar</PageTitle>
      <div className="auth__layout">
        <form className="form card" onSubmit={submit} data-testid="login-form" aria-busy={authenticating} noValidate>
          <TextField
            id={`${id}-email`}
            label="Correo electrónico"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={setEmail}
            errorId={failure ? `${id}-error` : null}
          />
          <TextField
            id={`${id}-password`}
            label="Contraseña"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
            errorId={failure ? `${id}-error` : null}
          />
          <div role="alert" id={`${id}-error`}>
            {failure ? <p className="message message--error">{errorMessage(failure)}</p> : null}
          </div>
          <button type="submit" className="button button--primary button--block" disabled={authenticating}>
            {authenticating ? 'Ingresando…' : 'Ingresar'}
          </button>
        </form>
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
      </div>
    </div>
  );
}
