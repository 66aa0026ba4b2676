// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UseCaseError } from '../../src/index';
import LoginScreen from '../../src/presentation/account/LoginScreen';
import { cart, fakeClient } from './fake-client';
import { renderAt } from './render';
import type { Deployment } from '../../src/presentation/app/deployment';

const STAGING: Deployment = { environment: 'staging', apiRoot: 'https://api.staging.test/api/public', social: {} };

afterEach(cleanup);

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  await act(async () => fireEvent.submit(screen.getByTestId('login-form')));
}

describe('LoginScreen', () => {
  it('shows the error message and keeps the typed email when the login fails', async () => {
    const { client, fakes } = fakeClient();
    fakes.session.login.mockRejectedValue(new UseCaseError('LOGIN_FAILED', { apiMessage: 'El correo o la contraseña no son correctos.' }));
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });

    await fillAndSubmit('ana@tienda.test', 'equivocada');

    expect(fakes.session.login).toHaveBeenCalledWith({ email: 'ana@tienda.test', password: 'equivocada' });
    expect(screen.getByRole('alert').textContent).toBe('El correo o la contraseña no son correctos.');
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('ana@tienda.test');
    expect(screen.getByLabelText('Correo electrónico').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Contraseña').getAttribute('autocomplete')).toBe('current-password');
  });

  it('after a refusal of a login sent from the button, the focus goes to the alert, never to the page', async () => {
    const { client, fakes } = fakeClient();
    fakes.session.login.mockRejectedValue(new UseCaseError('LOGIN_FAILED', { apiMessage: 'Correo o contraseña incorrectos.' }));
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@tienda.test' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'equivocada' } });
    const button = screen.getByRole('button', { name: 'Ingresar' });
    button.focus();
    await act(async () => fireEvent.click(button));
    expect(fakes.session.login).toHaveBeenCalledTimes(1);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Correo o contraseña incorrectos.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('offers the forgotten-password page in the alert of a locked login, where a new password lifts the lock', async () => {
    const { client, fakes } = fakeClient();
    fakes.session.login.mockRejectedValue(
      new UseCaseError('TOO_MANY_REQUESTS', { apiMessage: 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.', status: 429 }),
    );
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'equivocada');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Demasiados intentos de inicio de sesión.');
    expect(alert.textContent).toContain('Si no recuerdas tu contraseña, cámbiala: con la nueva puedes ingresar de inmediato.');
    expect(within(alert).getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe('/recuperar-contrasena');
  });

  it('keeps a wrong password\'s alert to its message, without the link', async () => {
    const { client, fakes } = fakeClient();
    fakes.session.login.mockRejectedValue(new UseCaseError('LOGIN_FAILED', { apiMessage: 'Correo o contraseña incorrectos.' }));
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'equivocada');
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
  });

  it('goes to the ?volver= path after signing in', async () => {
    const { client, fakes } = fakeClient();
    fakes.session.login.mockResolvedValue({ public_id: 'U-1' });
    const { router } = renderAt(client, <LoginScreen />, { path: '/ingresar?volver=/cuenta', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'Tienda123!');
    expect(router.state.location.pathname).toBe('/cuenta');
  });

  it('goes to the cart instead when lines stayed in another cart at login, so the shopper sees which', async () => {
    const { client, fakes, stores } = fakeClient();
    fakes.session.login.mockImplementation(async () => {
      stores.cart.setOtherCart({ cartId: 'K-1', items: cart().items, keptApartAtLogin: true, message: 'Al ingresar…' });
      return { public_id: 'U-1' };
    });
    const { router } = renderAt(client, <LoginScreen />, { path: '/ingresar?volver=/cuenta', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'Tienda123!');
    expect(router.state.location.pathname).toBe('/carrito');
  });

  it('goes to the cart when the merge combined or added lines, so the shopper reads what changed', async () => {
    const { client, fakes, stores } = fakeClient();
    fakes.session.login.mockImplementation(async () => {
      stores.cart.setLoginMerge({ added: [], combined: [], alreadyThere: [], messages: ['Agregamos «Audífonos».'] });
      return { public_id: 'U-1' };
    });
    const { router } = renderAt(client, <LoginScreen />, { path: '/ingresar?volver=/cuenta', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'Tienda123!');
    expect(router.state.location.pathname).toBe('/carrito');
  });

  it('shows Spanish, never an English server message', async () => {
    const { client, fakes } = fakeClient();
    fakes.session.login.mockRejectedValue(new UseCaseError('apiCallFailed', { apiMessage: 'Internal Server Error', status: 500 }));
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'Tienda123!');
    expect(screen.getByRole('alert').textContent).toBe('Algo falló de nuestro lado. Inténtalo de nuevo en un momento.');
  });

  it('never leaves the store through ?volver=', async () => {
    const { client, fakes } = fakeClient();
    fakes.session.login.mockResolvedValue({ public_id: 'U-1' });
    const { router } = renderAt(client, <LoginScreen />, { path: '/ingresar?volver=//malo.example', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'Tienda123!');
    expect(router.state.location.pathname).toBe('/');
  });

  it('disables the button while the login is being sent, and keeps both values', async () => {
    const { client, fakes } = fakeClient();
    let finish: (value: unknown) => void = () => undefined;
    fakes.session.login.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'Tienda123!');
    expect(screen.getByRole('button', { name: 'Ingresando…' })).toHaveProperty('disabled', true);
    fireEvent.submit(screen.getByTestId('login-form'));
    expect(fakes.session.login).toHaveBeenCalledTimes(1);
    await act(async () => finish({ public_id: 'U-1' }));
  });

  it('checks the fields before sending: a bad email is named, focused, and nothing is sent', async () => {
    const { client, fakes } = fakeClient();
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });
    await fillAndSubmit('ana@', '');
    expect(fakes.session.login).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Revisa los 2 campos marcados.');
    const email = screen.getByLabelText('Correo electrónico');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(screen.getByText(/El correo electrónico no es válido/).id).toBe(email.getAttribute('aria-describedby'));
    expect(screen.getByText('Escribe tu contraseña.')).toBeTruthy();
  });

  it('shows a bad email\'s problem as the shopper types, after a short pause', async () => {
    vi.useFakeTimers();
    try {
      const { client } = fakeClient();
      renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });
      fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana.correo.com' } });
      expect(screen.queryByText(/no es válido/)).toBeNull();
      act(() => vi.advanceTimersByTime(700));
      expect(screen.getByText(/El correo electrónico no es válido/)).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@correo.com' } });
      expect(screen.queryByText(/no es válido/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('links to the forgotten password and to sign-up, carrying ?volver=', () => {
    const { client } = fakeClient();
    renderAt(client, <LoginScreen />, { path: '/ingresar?volver=/carrito', pattern: '/ingresar' });
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe('/recuperar-contrasena');
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe('/registro?volver=%2Fcarrito');
  });

  it('shows no demo account outside the local environment', () => {
    const { client } = fakeClient();
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar', deployment: STAGING });
    expect(screen.getByTestId('login-form')).toBeTruthy();
    expect(screen.queryByText('ana@tienda.test')).toBeNull();
    expect(screen.queryByText('Tienda123!')).toBeNull();
    expect(document.body.textContent).not.toMatch(/demostración|de prueba/i);
  });

  it('disables the button while authenticating and shows the demo account', () => {
    const { client, stores } = fakeClient();
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });
    expect(screen.getByText('ana@tienda.test')).toBeTruthy();
    expect(screen.getByText('Tienda123!')).toBeTruthy();
    act(() => stores.session.setAuthenticating());
    expect(screen.getByRole('button', { name: 'Ingresando…' })).toHaveProperty('disabled', true);
  });
});

describe('LoginScreen: social sign-in', () => {
  it('offers Google, Facebook and Apple through the local provider page, keeping ?volver= in the return path', () => {
    const { client } = fakeClient();
    renderAt(client, <LoginScreen />, { path: '/ingresar?volver=/cuenta', pattern: '/ingresar' });
    const google = screen.getByRole('link', { name: 'Continuar con Google' });
    const url = new URL(google.getAttribute('href')!);
    expect(url.origin).toBe('http://test');
    expect(url.pathname).toBe('/dev/social');
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('return')).toBe('/ingresar?con=google&volver=%2Fcuenta');
    expect(screen.getByRole('link', { name: 'Continuar con Facebook' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuar con Apple' })).toBeTruthy();
  });

  it('offers no social buttons outside the local environment when no provider has a client id', () => {
    const { client } = fakeClient();
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar', deployment: STAGING });
    expect(screen.queryByText(/Continuar con/)).toBeNull();
    expect(screen.queryByTestId('social-buttons')).toBeNull();
  });

  it('offers outside local only the providers configured, as buttons of their SDKs, never the local provider page', async () => {
    const { client } = fakeClient();
    const facebook = { clientId: '1234567890', scriptUrl: 'http://sdk.test/facebook.js' };
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar', deployment: { ...STAGING, social: { facebook } } });
    const button = screen.getByRole('button', { name: /^Continuar con Facebook/ });
    // Usable once the SDK's script has loaded (jsdom loads none).
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('type')).toBe('button');
    expect(screen.queryByText(/Continuar con (Google|Apple)/)).toBeNull();
    expect(document.querySelector('a[href*="/dev/"]')).toBeNull();
    await waitFor(() => expect(document.head.querySelector('script[src="http://sdk.test/facebook.js"]')).not.toBeNull());
  });

  it('sends the token of the fragment to socialLogin, clears the fragment, and goes to ?volver=', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.socialLogin.mockResolvedValue({ status: 'loggedIn', user: { public_id: 'U-1', is_email_verified: true } });
    const { router } = renderAt(client, <LoginScreen />, {
      path: '/ingresar?con=google&volver=%2Fcuenta#provider=google&provider_token=dev-google-abc',
      pattern: '/ingresar',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cuenta'));
    expect(fakes.account.socialLogin).toHaveBeenCalledTimes(1);
    expect(fakes.account.socialLogin).toHaveBeenCalledWith({ token: 'dev-google-abc' });
    expect(router.state.location.hash).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('clears the token from the address at once, before the answer arrives', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.socialLogin.mockReturnValue(new Promise(() => undefined));
    const { router } = renderAt(client, <LoginScreen />, { path: '/ingresar?con=apple#provider=apple&provider_token=dev-apple-xyz', pattern: '/ingresar' });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Completando el inicio de sesión con Apple…');
  });

  it('asks to confirm the provider\'s names and email, then confirms with the edited values', async () => {
    const { client, fakes } = fakeClient();
    const confirm = vi.fn().mockResolvedValue({ status: 'loggedIn', user: { public_id: 'U-2', is_email_verified: false } });
    fakes.account.socialLogin.mockResolvedValue({ status: 'confirmationRequired', first_name: 'Sofía', last_name: 'Martínez', email: null, confirm });
    const { router } = renderAt(client, <LoginScreen />, {
      path: '/ingresar?con=google&volver=%2Fcarrito#provider=google&provider_token=dev-google-1',
      pattern: '/ingresar',
    });
    const form = await screen.findByTestId('social-confirm-form');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Confirma tus datos'));
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Sofía');
    expect((screen.getByLabelText('Apellido') as HTMLInputElement).value).toBe('Martínez');
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText('Apellido'), { target: { value: 'Martínez Roca ' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'sofia@correo.com' } });
    await act(async () => fireEvent.submit(form));

    expect(confirm).toHaveBeenCalledWith({ first_name: 'Sofía', last_name: 'Martínez Roca', email: 'sofia@correo.com' });
    // A new account with an unverified email goes to verify it, keeping ?volver=.
    expect(router.state.location.pathname).toBe('/verificar');
    expect(router.state.location.search).toBe('?volver=%2Fcarrito');
  });

  it('shows a refused confirmation (an email with an account) and keeps the values', async () => {
    const { client, fakes } = fakeClient();
    const confirm = vi
      .fn()
      .mockRejectedValue(new UseCaseError('USER_ALREADY_EXISTS', { apiMessage: 'Ya existe una cuenta con ese correo. Inicia sesión con tu contraseña para usarla.' }));
    fakes.account.socialLogin.mockResolvedValue({ status: 'confirmationRequired', first_name: null, last_name: null, email: null, confirm });
    renderAt(client, <LoginScreen />, { path: '/ingresar#provider=facebook&provider_token=dev-facebook-1', pattern: '/ingresar' });
    const form = await screen.findByTestId('social-confirm-form');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Apellido'), { target: { value: 'López' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@tienda.test' } });
    await act(async () => fireEvent.submit(form));

    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('Ya existe una cuenta con ese correo. Inicia sesión con tu contraseña para usarla.');
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('ana@tienda.test');
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana');
  });

  it('says politely that the shopper cancelled, with no alert and no call', async () => {
    const { client, fakes } = fakeClient();
    const { router } = renderAt(client, <LoginScreen />, { path: '/ingresar?con=google#cancelled=1', pattern: '/ingresar' });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.getByRole('status').textContent).toContain('Cancelaste el inicio de sesión con Google.');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(fakes.account.socialLogin).not.toHaveBeenCalled();
    expect(screen.getByTestId('login-form')).toBeTruthy();
  });

  it('treats a cancelled result the same way', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.socialLogin.mockResolvedValue({ status: 'cancelled' });
    renderAt(client, <LoginScreen />, { path: '/ingresar?con=facebook#provider=facebook&provider_token=t', pattern: '/ingresar' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Cancelaste el inicio de sesión con Facebook.'));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('shows a failed social sign-in in the form\'s alert, without marking the fields', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.socialLogin.mockRejectedValue(new UseCaseError('LOGIN_FAILED', { apiMessage: 'El inicio de sesión con la red social no es válido o ya venció. Inténtalo de nuevo.' }));
    renderAt(client, <LoginScreen />, { path: '/ingresar#provider=google&provider_token=viejo', pattern: '/ingresar' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('El inicio de sesión con la red social no es válido o ya venció. Inténtalo de nuevo.'));
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBeNull();
  });

  it('says an account under the provider\'s review is what it is, not our failure, and focuses the password form', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.socialLogin.mockRejectedValue(
      new UseCaseError('UNKNOWN', { description: 'Unknown response status: PROVIDER_REVIEW_REQUIRED', details: { status: 'PROVIDER_REVIEW_REQUIRED' } }),
    );
    renderAt(client, <LoginScreen />, { path: '/ingresar?con=google#provider=google&provider_token=revision', pattern: '/ingresar' });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Google está revisando tu cuenta y por ahora no nos deja usarla para ingresar. Mientras tanto, ingresa con tu correo y contraseña o crea una cuenta.',
      ),
    );
    expect(fakes.account.socialLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).not.toMatch(/nuestro lado/);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Correo electrónico')));
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBeNull();
  });

  it('draws each provider\'s mark in its button, hidden from the accessible name', () => {
    const { client } = fakeClient();
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });
    for (const [name, mark] of [['Google', 'google'], ['Facebook', 'facebook'], ['Apple', 'apple']] as const) {
      const button = screen.getByRole('link', { name: `Continuar con ${name}` });
      const svg = button.querySelector('svg')!;
      expect(svg.getAttribute('data-mark')).toBe(mark);
      expect(svg.getAttribute('aria-hidden')).toBe('true');
    }
    // Google's «G» in its four colours.
    const google = screen.getByRole('link', { name: 'Continuar con Google' }).querySelectorAll('path');
    expect([...google].map((path) => path.getAttribute('class'))).toEqual([
      'auth__mark-google-red',
      'auth__mark-google-blue',
      'auth__mark-google-yellow',
      'auth__mark-google-green',
    ]);
  });
});

describe('LoginScreen opened while signed in', () => {
  function signedIn() {
    const made = fakeClient();
    made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
    made.fakes.session.logout.mockImplementation(async () => made.stores.session.setSession({ token: 'a'.repeat(64), isUser: false }));
    return made;
  }

  it('says «Ya ingresaste como Ana», with the account, the store and another account as ways on, instead of the form', async () => {
    const { client } = signedIn();
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });
    const notice = await screen.findByTestId('already-signed-in');
    expect(within(notice).getByRole('heading', { level: 2 }).textContent).toBe('Ya ingresaste como Ana');
    expect(notice.textContent).toContain('ana@tienda.test');
    expect(within(notice).getByRole('link', { name: 'Ir a mi cuenta' }).getAttribute('href')).toBe('/cuenta');
    expect(within(notice).getByRole('link', { name: 'Seguir comprando' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('login-form')).toBeNull();
  });

  it('offers to continue to the ?volver= path', async () => {
    const { client } = signedIn();
    renderAt(client, <LoginScreen />, { path: '/ingresar?volver=/cuenta/pedidos', pattern: '/ingresar' });
    expect((await screen.findByRole('link', { name: 'Continuar' })).getAttribute('href')).toBe('/cuenta/pedidos');
  });

  it('signs out for «Ingresar con otra cuenta» and puts the focus in the email field of the form', async () => {
    const { client, fakes } = signedIn();
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Ingresar con otra cuenta' })));
    expect(fakes.session.logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Correo electrónico')));
    expect(screen.queryByTestId('already-signed-in')).toBeNull();
  });

  it('moves on after a sign-in from the form, never showing the notice in between', async () => {
    const { client, fakes, stores } = fakeClient();
    fakes.session.login.mockImplementation(async () => {
      stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
      return { public_id: 'U-1' };
    });
    const { router } = renderAt(client, <LoginScreen />, { path: '/ingresar?volver=/cuenta', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'Tienda123!');
    expect(router.state.location.pathname).toBe('/cuenta');
    expect(screen.queryByTestId('already-signed-in')).toBeNull();
  });
});
