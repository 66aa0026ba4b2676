// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UseCaseError, type User } from '../../src/index';
import { VERIFICATION_CODE_STATUSES } from '../../src/domain/account/account';
import ForgotPasswordScreen from '../../src/presentation/auth/ForgotPasswordScreen';
import SignUpScreen from '../../src/presentation/auth/SignUpScreen';
import VerifyScreen from '../../src/presentation/auth/VerifyScreen';
import { verificationStatusText } from '../../src/presentation/auth/verification-status';
import { fakeClient, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

const user = (overrides: Partial<User> = {}): User => signedInUser({ email: 'lucia@correo.com', first_name: 'Lucía', last_name: 'Gómez', ...overrides });

function signedIn(me: User = user()) {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: me.first_name, last_name: me.last_name, email: me.email });
  made.stores.user.setUser(me);
  return made;
}

describe('SignUpScreen', () => {
  function fill() {
    type('Nombre', ' Lucía ');
    type('Apellido', 'Gómez');
    type('Correo electrónico', ' lucia@correo.com ');
    type('Contraseña', 'Mercado#2024');
  }

  it('creates the account with the trimmed values and goes to verify the email, keeping ?volver=', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.signUp.mockResolvedValue(user());
    const { router } = renderAt(client, <SignUpScreen />, { path: '/registro?volver=/carrito', pattern: '/registro' });
    fill();
    await act(async () => fireEvent.submit(screen.getByTestId('signup-form')));
    expect(fakes.account.signUp).toHaveBeenCalledTimes(1);
    expect(fakes.account.signUp).toHaveBeenCalledWith({ email: 'lucia@correo.com', password: 'Mercado#2024', first_name: 'Lucía', last_name: 'Gómez' });
    expect(router.state.location.pathname).toBe('/verificar');
    expect(router.state.location.search).toBe('?volver=%2Fcarrito');
  });

  it('shows USER_ALREADY_EXISTS in Spanish with ways out, and keeps every value', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.signUp.mockRejectedValue(
      new UseCaseError('USER_ALREADY_EXISTS', { apiMessage: 'Ya existe una cuenta con ese correo electrónico. Ingresa o recupera tu contraseña.' }),
    );
    const { router } = renderAt(client, <SignUpScreen />, { path: '/registro?volver=/cuenta', pattern: '/registro' });
    fill();
    await act(async () => fireEvent.submit(screen.getByTestId('signup-form')));
    expect(screen.getByRole('alert').textContent).toBe('Ya existe una cuenta con ese correo electrónico. Ingresa o recupera tu contraseña.');
    expect(input('Nombre').value).toBe(' Lucía ');
    expect(input('Apellido').value).toBe('Gómez');
    // (An email input drops the spaces at its ends by itself.)
    expect(input('Correo electrónico').value).toBe('lucia@correo.com');
    expect(input('Contraseña').value).toBe('Mercado#2024');
    expect(input('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('link', { name: 'Ingresar con ese correo' }).getAttribute('href')).toBe('/ingresar?volver=%2Fcuenta');
    expect(screen.getByRole('link', { name: 'Recuperar la contraseña' }).getAttribute('href')).toBe('/recuperar-contrasena');
    expect(router.state.location.pathname).toBe('/registro');
  });

  it('shows the server\'s weak-password refusal in Spanish, without the account links', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.signUp.mockRejectedValue(
      new UseCaseError('PASSWORD_TOO_WEAK', { apiMessage: 'La contraseña es muy débil: usa al menos 8 caracteres y combina letras con números o símbolos.' }),
    );
    renderAt(client, <SignUpScreen />, { path: '/registro', pattern: '/registro' });
    fill();
    await act(async () => fireEvent.submit(screen.getByTestId('signup-form')));
    expect(screen.getByRole('alert').textContent).toMatch(/^La contraseña es muy débil/);
    expect(screen.queryByRole('link', { name: 'Ingresar con ese correo' })).toBeNull();
    expect(input('Contraseña').value).toBe('Mercado#2024');
  });

  it('checks the rules the hint states before sending: a password with the first name, or a name with digits, is not sent', async () => {
    const { client, fakes } = fakeClient();
    renderAt(client, <SignUpScreen />, { path: '/registro', pattern: '/registro' });
    type('Nombre', 'Rosa2');
    type('Apellido', 'Pérez');
    type('Correo electrónico', 'rp@correo.com');
    type('Contraseña', 'rosa1234');
    await act(async () => fireEvent.submit(screen.getByTestId('signup-form')));
    expect(fakes.account.signUp).not.toHaveBeenCalled();
    expect(screen.getByText('El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones.')).toBeTruthy();
    type('Nombre', 'Rosa');
    await act(async () => fireEvent.submit(screen.getByTestId('signup-form')));
    expect(fakes.account.signUp).not.toHaveBeenCalled();
    const password = input('Contraseña');
    const problem = document.getElementById(`${password.id}-problem`)!;
    expect(problem.textContent).toBe('La contraseña no debe contener tu nombre ni tu correo.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')!.split(' ')).toContain(problem.id);
    expect(document.activeElement).toBe(password);
    type('Contraseña', 'password1');
    await act(async () => fireEvent.submit(screen.getByTestId('signup-form')));
    expect(fakes.account.signUp).not.toHaveBeenCalled();
    expect(problem.textContent).toBe('Esa contraseña es demasiado común. Elige otra.');
  });

  it('puts a refusal that names a field beside that field, marked and focused, not in the alert; typing there clears it', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.signUp.mockRejectedValue(
      new UseCaseError('PASSWORD_TOO_WEAK', { apiMessage: 'La contraseña no debe contener tu nombre ni tu correo.', status: 400, details: { field: 'password' } }),
    );
    renderAt(client, <SignUpScreen />, { path: '/registro', pattern: '/registro' });
    fill();
    await act(async () => fireEvent.submit(screen.getByTestId('signup-form')));
    expect(fakes.account.signUp).toHaveBeenCalledTimes(1);
    const password = input('Contraseña');
    const problem = document.getElementById(`${password.id}-problem`)!;
    expect(problem.textContent).toBe('La contraseña no debe contener tu nombre ni tu correo.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')!.split(' ')).toContain(problem.id);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.getByRole('alert').textContent).toBe('Revisa el campo marcado.');
    expect(password.value).toBe('Mercado#2024');
    type('Contraseña', 'Mercado#2025');
    expect(problem.textContent).toBe('');
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });

  it('disables the submit while sending, and sends once', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.signUp.mockReturnValue(new Promise(() => undefined));
    renderAt(client, <SignUpScreen />, { path: '/registro', pattern: '/registro' });
    fill();
    await act(async () => fireEvent.submit(screen.getByTestId('signup-form')));
    const button = screen.getByRole('button', { name: 'Creando tu cuenta…' });
    expect(button).toHaveProperty('disabled', true);
    await act(async () => fireEvent.submit(screen.getByTestId('signup-form')));
    expect(fakes.account.signUp).toHaveBeenCalledTimes(1);
  });

  it('checks every field before sending, naming each problem and focusing the first', async () => {
    const { client, fakes } = fakeClient();
    renderAt(client, <SignUpScreen />, { path: '/registro', pattern: '/registro' });
    type('Correo electrónico', 'lucia@');
    type('Contraseña', 'abcdefgh');
    await act(async () => fireEvent.submit(screen.getByTestId('signup-form')));
    expect(fakes.account.signUp).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Revisa los 4 campos marcados.');
    expect(screen.getByText('Escribe tu nombre.')).toBeTruthy();
    expect(screen.getByText('Escribe tu apellido.')).toBeTruthy();
    expect(screen.getByText(/El correo electrónico no es válido/)).toBeTruthy();
    expect(screen.getByText('La contraseña es muy débil: combina letras con números o símbolos.')).toBeTruthy();
    expect(document.activeElement).toBe(input('Nombre'));
  });

  it('shows a bad email\'s problem as the shopper types, after a pause', () => {
    vi.useFakeTimers();
    try {
      const { client } = fakeClient();
      renderAt(client, <SignUpScreen />, { path: '/registro', pattern: '/registro' });
      type('Correo electrónico', 'lucia.correo.com');
      act(() => vi.advanceTimersByTime(700));
      const problem = screen.getByText(/El correo electrónico no es válido/);
      expect(problem.getAttribute('aria-live')).toBe('polite');
      expect(input('Correo electrónico').getAttribute('aria-describedby')).toContain(problem.id);
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the password rule live, and shows or hides the password', () => {
    const { client } = fakeClient();
    renderAt(client, <SignUpScreen />, { path: '/registro', pattern: '/registro' });
    const checks = () => [...document.querySelectorAll('.auth__check')].map((el) => `${el.getAttribute('data-ok')}:${el.textContent}`);
    const OWN = 'Sin tu nombre, tu correo ni una contraseña común';
    expect(checks()).toEqual(['false:Falta: Al menos 8 caracteres', 'false:Falta: Letras con números o símbolos', `false:Falta: ${OWN}`]);
    type('Contraseña', 'abc1');
    expect(checks()).toEqual(['false:Falta: Al menos 8 caracteres', 'true:Cumple: Letras con números o símbolos', `true:Cumple: ${OWN}`]);
    type('Contraseña', 'abcdefgh');
    expect(checks()).toEqual(['true:Cumple: Al menos 8 caracteres', 'false:Falta: Letras con números o símbolos', `true:Cumple: ${OWN}`]);
    type('Contraseña', 'abcdefg!');
    expect(checks()).toEqual(['true:Cumple: Al menos 8 caracteres', 'true:Cumple: Letras con números o símbolos', `true:Cumple: ${OWN}`]);
    // The third part reads the name and the email as typed, and the list of common passwords.
    type('Nombre', 'Rosa');
    type('Contraseña', 'rosa1234');
    expect(checks()[2]).toBe(`false:Falta: ${OWN}`);
    type('Contraseña', 'password1');
    expect(checks()[2]).toBe(`false:Falta: ${OWN}`);
    // The rule is the input's description.
    const hint = document.getElementById(input('Contraseña').getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toContain('Al menos 8 caracteres');

    expect(input('Contraseña').type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar la contraseña' }));
    expect(input('Contraseña').type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar la contraseña' }));
    expect(input('Contraseña').type).toBe('password');
  });

  it('links to the login, carrying ?volver=', () => {
    const { client } = fakeClient();
    renderAt(client, <SignUpScreen />, { path: '/registro?volver=/producto/x', pattern: '/registro' });
    expect(screen.getByRole('link', { name: 'Ingresa' }).getAttribute('href')).toBe('/ingresar?volver=%2Fproducto%2Fx');
  });
});

describe('ForgotPasswordScreen', () => {
  it('sends the email and says the same thing whatever the account, with how long the link lasts (as the answer says)', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.resetPassword.mockResolvedValue({ linkLifetimeMinutes: 45 });
    renderAt(client, <ForgotPasswordScreen />, { path: '/recuperar-contrasena', pattern: '/recuperar-contrasena' });
    type('Correo electrónico', ' nadie@correo.com ');
    await act(async () => fireEvent.submit(screen.getByTestId('reset-form')));
    expect(fakes.account.resetPassword).toHaveBeenCalledWith({ email: 'nadie@correo.com' });
    const sent = screen.getByTestId('reset-sent');
    expect(sent.textContent).toContain('Si hay una cuenta con nadie@correo.com, te enviamos un enlace para elegir una contraseña nueva.');
    expect(sent.textContent).toContain('El enlace vence en 45 minutos y sirve una sola vez.');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Revisa tu correo'));
  });

  it('names no lifetime when the answer does not say one', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.resetPassword.mockResolvedValue({ linkLifetimeMinutes: null });
    renderAt(client, <ForgotPasswordScreen />, { path: '/recuperar-contrasena', pattern: '/recuperar-contrasena' });
    type('Correo electrónico', 'ana@tienda.test');
    await act(async () => fireEvent.submit(screen.getByTestId('reset-form')));
    const sent = screen.getByTestId('reset-sent');
    expect(sent.textContent).toContain('El enlace vence al poco tiempo y sirve una sola vez: úsalo pronto.');
    expect(sent.textContent).not.toMatch(/\d+ minutos/);
  });

  it('sends it again on request, and goes back to the form keeping the email', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.resetPassword.mockResolvedValue({ linkLifetimeMinutes: 60 });
    renderAt(client, <ForgotPasswordScreen />, { path: '/recuperar-contrasena', pattern: '/recuperar-contrasena' });
    type('Correo electrónico', 'ana@tienda.test');
    await act(async () => fireEvent.submit(screen.getByTestId('reset-form')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reenviar el enlace' })));
    expect(fakes.account.resetPassword).toHaveBeenCalledTimes(2);
    expect(fakes.account.resetPassword).toHaveBeenLastCalledWith({ email: 'ana@tienda.test' });
    expect(screen.getByRole('status').textContent).toBe('Te enviamos un enlace nuevo. Usa el más reciente.');

    fireEvent.click(screen.getByRole('button', { name: 'Usar otro correo' }));
    expect(input('Correo electrónico').value).toBe('ana@tienda.test');
    expect(document.activeElement).toBe(input('Correo electrónico'));
  });

  it('shows a refusal (too many requests) in Spanish and keeps the email', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.resetPassword.mockRejectedValue(
      new UseCaseError('TOO_MANY_REQUESTS', { apiMessage: 'Hiciste demasiados intentos. Intenta de nuevo en 10 minutos.', status: 429 }),
    );
    renderAt(client, <ForgotPasswordScreen />, { path: '/recuperar-contrasena', pattern: '/recuperar-contrasena' });
    type('Correo electrónico', 'ana@tienda.test');
    await act(async () => fireEvent.submit(screen.getByTestId('reset-form')));
    expect(screen.getByRole('alert').textContent).toMatch(/Intenta de nuevo en 10 minutos/);
    expect(input('Correo electrónico').value).toBe('ana@tienda.test');
  });

  it('does not send a bad email, and disables the submit while sending', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.resetPassword.mockReturnValue(new Promise(() => undefined));
    renderAt(client, <ForgotPasswordScreen />, { path: '/recuperar-contrasena', pattern: '/recuperar-contrasena' });
    type('Correo electrónico', 'ana@');
    await act(async () => fireEvent.submit(screen.getByTestId('reset-form')));
    expect(fakes.account.resetPassword).not.toHaveBeenCalled();
    type('Correo electrónico', 'ana@tienda.test');
    await act(async () => fireEvent.submit(screen.getByTestId('reset-form')));
    expect(screen.getByRole('button', { name: 'Enviando…' })).toHaveProperty('disabled', true);
  });
});

describe('verification statuses', () => {
  it('has Spanish text for every status, on both channels', () => {
    for (const status of VERIFICATION_CODE_STATUSES) {
      for (const channel of ['email', 'phone'] as const) {
        const { text, tone } = verificationStatusText(status, channel, 'x@correo.com');
        expect(text, `${status} ${channel}`).toMatch(/[áéíóúñ]|\b(tu|el|ese|no|te)\b/i);
        expect(text).not.toContain(status);
        expect(['sent', 'verified', 'problem']).toContain(tone);
      }
    }
    expect(verificationStatusText('CREATED', 'email', 'x@correo.com')).toEqual({ tone: 'sent', text: 'Te enviamos un código de 6 dígitos a x@correo.com.' });
    expect(verificationStatusText('SEND_SMS_FAILED', 'phone', '55550000').tone).toBe('problem');
    expect(verificationStatusText('NOT_NECESSARY', 'phone', '55551111').tone).toBe('verified');
  });
});

describe('VerifyScreen', () => {
  const renderVerify = (client: ReturnType<typeof fakeClient>['client'], path = '/verificar') => renderAt(client, <VerifyScreen />, { path, pattern: '/verificar' });

  it('verifies a link\'s uuid as soon as it opens, signed in or not', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.verifyCode.mockResolvedValue({ has_mobile_app: false });
    renderVerify(client, '/verificar?uuid=abc123');
    await screen.findByTestId('verify-done');
    expect(fakes.account.verifyCode).toHaveBeenCalledTimes(1);
    expect(fakes.account.verifyCode).toHaveBeenCalledWith({ uuid: 'abc123' });
    expect(screen.getByRole('status').textContent).toBe('¡Listo! Verificamos tu correo electrónico.');
  });

  it('says why a link did not verify, in Spanish', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.verifyCode.mockRejectedValue(
      new UseCaseError('NOT_ALLOWED', { apiMessage: 'El código no es correcto o ya venció. Revisa el último que te enviamos o pide uno nuevo.' }),
    );
    renderVerify(client, '/verificar?uuid=viejo');
    await screen.findByTestId('verify-failed');
    expect(screen.getByRole('alert').textContent).toBe('El código no es correcto o ya venció. Revisa el último que te enviamos o pide uno nuevo.');
    expect(screen.getByRole('link', { name: 'Pedir un código nuevo' }).getAttribute('href')).toBe('/verificar');
  });

  it('sends a shopper who is not signed in to the login, coming back here', async () => {
    const { client, stores } = fakeClient();
    stores.session.setSession({ token: 'a'.repeat(64), isUser: false });
    const { router } = renderVerify(client, '/verificar?volver=/carrito');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingresar'));
    expect(new URLSearchParams(router.state.location.search).get('volver')).toBe('/verificar?volver=/carrito');
  });

  it('names the email the code went to, and verifies the typed code', async () => {
    const { client, fakes } = signedIn();
    fakes.account.verifyCode.mockResolvedValue({ has_mobile_app: false });
    renderVerify(client, '/verificar?volver=/carrito');
    expect(screen.getByText('lucia@correo.com')).toBeTruthy();
    const code = input('Código de verificación');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: ' 123 456 ' } });
    await act(async () => fireEvent.submit(screen.getByTestId('code-form')));
    expect(fakes.account.verifyCode).toHaveBeenCalledWith({ code: '123456' });
    const done = screen.getByTestId('verify-done');
    expect(done.textContent).toContain('¡Listo! Verificamos tu correo electrónico.');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('¡Listo! Verificamos tu correo electrónico.'));
    expect(screen.getByRole('link', { name: 'Ir a mi cuenta' }).getAttribute('href')).toBe('/cuenta');
    expect(screen.getByRole('link', { name: 'Continuar donde estabas' }).getAttribute('href')).toBe('/carrito');
  });

  it('shows the success even though the user reloads as verified while the code is checked', async () => {
    const { client, fakes, stores } = signedIn();
    fakes.account.verifyCode.mockImplementation(async () => {
      stores.user.setUser(user({ is_email_verified: true }));
      return { has_mobile_app: false };
    });
    renderVerify(client);
    fireEvent.change(input('Código de verificación'), { target: { value: '123456' } });
    await act(async () => fireEvent.submit(screen.getByTestId('code-form')));
    expect(screen.getByTestId('verify-done').textContent).toContain('¡Listo!');
  });

  it('checks the code\'s format before sending, and keeps a wrong code with the server\'s words', async () => {
    const { client, fakes } = signedIn();
    fakes.account.verifyCode.mockRejectedValue(
      new UseCaseError('NOT_ALLOWED', { apiMessage: 'El código no es correcto o ya venció. Revisa el último que te enviamos o pide uno nuevo.' }),
    );
    renderVerify(client);
    fireEvent.change(input('Código de verificación'), { target: { value: '12a' } });
    await act(async () => fireEvent.submit(screen.getByTestId('code-form')));
    expect(fakes.account.verifyCode).not.toHaveBeenCalled();
    expect(screen.getByText('El código tiene 6 dígitos, solo números.')).toBeTruthy();

    fireEvent.change(input('Código de verificación'), { target: { value: '654321' } });
    await act(async () => fireEvent.submit(screen.getByTestId('code-form')));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent).join('')).toBe('El código no es correcto o ya venció. Revisa el último que te enviamos o pide uno nuevo.');
    expect(input('Código de verificación').value).toBe('654321');
  });

  it('resends the email code, says where it went, and waits before another', async () => {
    const { client, fakes } = signedIn();
    fakes.account.resendVerification.mockResolvedValue('CREATED');
    renderVerify(client);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reenviar el código' })));
    expect(fakes.account.resendVerification).toHaveBeenCalledWith({ channel: 'email' });
    expect(screen.getByRole('status').textContent).toBe('Te enviamos un código de 6 dígitos a lucia@correo.com.');
    expect(screen.getByRole('button', { name: 'Reenviar el código' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Podrás pedir otro en 30 s/)).toBeTruthy();
  });

  it('after the fifth code, while the API refuses for 8 minutes, shows the wait to the second and enables the button when it ends', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T17:00:00Z') });
    try {
      const { client, fakes } = signedIn();
      fakes.account.resendVerification.mockRejectedValue(
        new UseCaseError('TOO_MANY_REQUESTS', {
          apiMessage: 'Demasiados intentos seguidos. Intenta de nuevo en 8 minutos.',
          status: 429,
          details: { retryAfterSeconds: 480 },
        }),
      );
      renderVerify(client);
      const button = screen.getByRole('button', { name: 'Reenviar el código' });
      await act(async () => fireEvent.click(button));
      expect(fakes.account.resendVerification).toHaveBeenCalledTimes(1);
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent).join('')).toBe('Demasiados intentos seguidos. Intenta de nuevo en 8 minutos.');
      expect(button).toHaveProperty('disabled', true);
      const wait = document.getElementById('verify-resend-wait')!;
      expect(wait.textContent).toBe('Podrás pedir otro en 8 min.');
      expect(button.getAttribute('aria-describedby')).toBe(wait.id);
      await act(async () => vi.advanceTimersByTime(1000));
      expect(wait.textContent).toBe('Podrás pedir otro en 7 min 59 s.');
      await act(async () => vi.advanceTimersByTime(418_000));
      expect(wait.textContent).toBe('Podrás pedir otro en 1 min 1 s.');
      // Pressing it meanwhile does nothing: the refusal is not asked again.
      await act(async () => fireEvent.click(button));
      expect(fakes.account.resendVerification).toHaveBeenCalledTimes(1);
      await act(async () => vi.advanceTimersByTime(61_000));
      expect(wait.textContent).toBe('');
      expect(button).toHaveProperty('disabled', false);
      fakes.account.resendVerification.mockResolvedValue('CREATED');
      await act(async () => fireEvent.click(button));
      expect(fakes.account.resendVerification).toHaveBeenCalledTimes(2);
      expect(wait.textContent).toBe('Podrás pedir otro en 30 s.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a link opened again is verified already (the API says so), not that it failed', async () => {
    const { client, fakes } = fakeClient();
    fakes.account.verifyCode.mockResolvedValue({ has_mobile_app: false, already_verified: true });
    renderVerify(client, '/verificar?uuid=usado');
    const already = await screen.findByTestId('verify-already');
    expect(fakes.account.verifyCode).toHaveBeenCalledTimes(1);
    expect(within(already).getByRole('heading').textContent).toBe('Tu correo ya está verificado');
    expect(screen.queryByTestId('verify-failed')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a refused link of a signed-in shopper whose email is verified is verified already', async () => {
    const { client, fakes } = signedIn(user({ is_email_verified: true }));
    fakes.account.verifyCode.mockRejectedValue(new UseCaseError('NOT_ALLOWED', { apiMessage: 'El código no es correcto o ya venció.' }));
    renderVerify(client, '/verificar?uuid=usado');
    const already = await screen.findByTestId('verify-already');
    expect(within(already).getByRole('heading').textContent).toBe('Tu correo ya está verificado');
    expect(within(already).getByRole('link', { name: 'Ir a mi cuenta' }).getAttribute('href')).toBe('/cuenta');
  });

  it('does not ask an already verified email for a code', () => {
    const { client } = signedIn(user({ is_email_verified: true }));
    renderVerify(client);
    expect(screen.getByTestId('verify-already').textContent).toContain('Tu correo ya está verificado');
    expect(screen.queryByLabelText('Código de verificación')).toBeNull();
  });

  it('verifies a phone instead: sends the SMS, then takes its code and resends on the phone channel', async () => {
    const { client, fakes } = signedIn();
    fakes.account.sendVerification.mockResolvedValue('CREATED');
    fakes.account.resendVerification.mockResolvedValue('CREATED');
    fakes.account.verifyCode.mockResolvedValue({ has_mobile_app: false });
    renderVerify(client);
    fireEvent.click(screen.getByRole('button', { name: 'Prefiero verificar un teléfono' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Verifica tu teléfono'));
    fireEvent.change(input('Número de teléfono'), { target: { value: '5555 1234' } });
    await act(async () => fireEvent.submit(screen.getByTestId('phone-form')));
    expect(fakes.account.sendVerification).toHaveBeenCalledWith({ channel: 'phone', phone: '55551234' });
    expect(screen.getByRole('status').textContent).toBe('Te enviamos un código de 6 dígitos por SMS al 55551234.');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reenviar el código' })));
    expect(fakes.account.resendVerification).toHaveBeenCalledWith({ channel: 'phone' });

    fireEvent.change(input('Código de verificación'), { target: { value: '000111' } });
    await act(async () => fireEvent.submit(screen.getByTestId('code-form')));
    expect(screen.getByTestId('verify-done').textContent).toContain('¡Listo! Verificamos tu teléfono.');
  });

  it.each([
    ['SEND_SMS_FAILED', 'No pudimos enviar el SMS a ese número. Revisa el número o inténtalo de nuevo en unos minutos.'],
    ['NOT_EXISTING_NUMBER', 'Ese número de teléfono no existe. Revísalo y escríbelo de nuevo.'],
    ['UNKNOWN', 'No pudimos confirmar que el código se haya enviado. Si no te llega en unos minutos, pide otro.'],
  ])('shows %s as a problem in the phone form, keeping the number', async (status, text) => {
    const { client, fakes } = signedIn();
    fakes.account.sendVerification.mockResolvedValue(status);
    renderVerify(client);
    fireEvent.click(screen.getByRole('button', { name: 'Prefiero verificar un teléfono' }));
    fireEvent.change(input('Número de teléfono'), { target: { value: '5555 0000' } });
    await act(async () => fireEvent.submit(screen.getByTestId('phone-form')));
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(input('Número de teléfono').value).toBe('5555 0000');
    expect(input('Número de teléfono').getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['NOT_NECESSARY', 'Ese número no necesita un código: ya quedó verificado.'],
    ['ALREADY_VERIFIED', 'Ese teléfono ya está verificado: no necesitas un código.'],
  ])('treats %s as verified, without a code', async (status, text) => {
    const { client, fakes } = signedIn();
    fakes.account.sendVerification.mockResolvedValue(status);
    renderVerify(client);
    fireEvent.click(screen.getByRole('button', { name: 'Prefiero verificar un teléfono' }));
    fireEvent.change(input('Número de teléfono'), { target: { value: '5555 1111' } });
    await act(async () => fireEvent.submit(screen.getByTestId('phone-form')));
    expect(screen.getByTestId('verify-done').textContent).toContain(text);
    expect(screen.queryByLabelText('Código de verificación')).toBeNull();
  });
});
