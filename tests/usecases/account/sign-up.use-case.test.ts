import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureOf, readStored } from '../../mocks/client';
import { apiError } from '../../mocks/fixtures';
import { CREDENTIALS } from '../../mocks/handlers/session';
import { requests, server, url } from '../../mocks/server';
import { setupMsw } from '../../mocks/server';
import { NEW_SHOPPER, startedClient } from './account-harness';

setupMsw();

describe('SignUpUseCase', () => {
  it('registers, becomes the authenticated user and adopts the account cart, as a login does', async () => {
    const { client, storage, errors } = await startedClient();
    const states: string[] = [];
    client.session.store.subscribe(() => states.push(client.session.store.getSnapshot().authState));
    const user = await client.account.signUp({ ...NEW_SHOPPER, email: ` ${NEW_SHOPPER.email} `, first_name: ' Lucía ' });
    expect(user).toMatchObject({ public_id: 'new-user-1', email: NEW_SHOPPER.email, first_name: 'Lucía' });
    expect(requests.describe()).toBe('POST /register/, GET /user/, POST /cart');
    expect(await requests.single('POST', '/register/').request.json()).toEqual({
      login: NEW_SHOPPER.email,
      email: NEW_SHOPPER.email,
      password: NEW_SHOPPER.password,
      first_name: 'Lucía',
      last_name: 'Pérez',
    });
    expect(requests.single('POST', '/register/').headers.get('Session')).toBe('anon-1');
    expect(requests.single('POST', '/cart').headers.get('Session')).toBe('new-user-token-1');
    expect(new URL(requests.single('POST', '/cart').request.url).searchParams.get('is_mergeable')).toBe('true');
    expect(states[0]).toBe('authenticating');
    expect(client.session.store.getSnapshot()).toMatchObject({
      authState: 'authenticatedUser',
      session: { token: 'new-user-token-1', isUser: true },
      profile: { first_name: 'Lucía', last_name: 'Pérez', email: NEW_SHOPPER.email },
    });
    expect(client.user.store.user?.public_id).toBe('new-user-1');
    expect(readStored(storage, 'session')).toMatchObject({ token: 'new-user-token-1', isUser: true });
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-2', owner: 'new-user-1' });
    expect(errors).toEqual([]);
  });

  it('logs in with the same credentials when the register answer carries no token', async () => {
    const { client, session } = await startedClient({ registerAnswer: 'empty' });
    server.use(
      http.post(url('/login/'), async ({ request }) => {
        const body = (await request.json()) as { email: string; password: string };
        expect(body).toEqual({ login: NEW_SHOPPER.email, email: NEW_SHOPPER.email, password: NEW_SHOPPER.password });
        session.acceptUserToken('login-after-register');
        return HttpResponse.json({ token: 'login-after-register', first_name: 'Lucía', last_name: 'Pérez', email: NEW_SHOPPER.email });
      }),
    );
    await client.account.signUp(NEW_SHOPPER);
    expect(requests.describe()).toBe('POST /register/, POST /login/, GET /user/, POST /cart');
    expect(client.session.store.getSnapshot().session).toEqual({ token: 'login-after-register', isUser: true });
  });

  it('restores the prior state on USER_ALREADY_EXISTS, with a Spanish message in place of the English one', async () => {
    const { client, storage, errors } = await startedClient();
    const before = client.session.store.getSnapshot();
    const error = await failureOf(client.account.signUp({ ...NEW_SHOPPER, email: CREDENTIALS.email }));
    expect(error.cause).toBe('USER_ALREADY_EXISTS');
    expect(error.userMessage).toBe('Ya existe una cuenta con ese correo electrónico. Ingresa o recupera tu contraseña.');
    expect(error.apiInstruction).toBe('User already exists');
    expect(client.session.store.getSnapshot()).toEqual({ ...before, error });
    expect(readStored(storage, 'session')).toEqual({ token: 'anon-1', isUser: false });
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-1', owner: 'anonymous' });
    expect(requests.describe()).toBe('POST /register/');
    expect(errors.map((e) => e.cause)).toEqual(['USER_ALREADY_EXISTS']);
  });

  it.each([
    ['PASSWORD_TOO_WEAK', 'La contraseña es muy débil: usa al menos 8 caracteres y combina letras con números o símbolos.'],
    ['PASSWORD_INVALID', 'La contraseña no es válida. Revísala e inténtalo de nuevo.'],
  ])('gives the server’s %s a Spanish message and restores the prior state', async (cause, message) => {
    const { client } = await startedClient();
    server.use(http.post(url('/register/'), () => HttpResponse.json(apiError(cause), { status: 400 })));
    const before = client.session.store.getSnapshot();
    const error = await failureOf(client.account.signUp(NEW_SHOPPER));
    expect(error.cause).toBe(cause);
    expect(error.userMessage).toBe(message);
    expect(client.session.store.getSnapshot()).toEqual({ ...before, error });
  });

  it('keeps a Spanish message the server sent', async () => {
    const { client } = await startedClient();
    server.use(http.post(url('/register/'), () => HttpResponse.json(apiError('PASSWORD_TOO_WEAK', 'La contraseña es demasiado común.'), { status: 400 })));
    const error = await failureOf(client.account.signUp(NEW_SHOPPER));
    expect(error.userMessage).toBe('La contraseña es demasiado común.');
  });

  it.each([
    ['no email', { email: '  ' }, 'missingAuthData', 'Escribe tu correo electrónico.'],
    ['no password', { password: '' }, 'missingAuthData', 'Escribe una contraseña.'],
    ['no first name', { first_name: ' ' }, 'missingAuthData', 'Escribe tu nombre.'],
    ['no last name', { last_name: '' }, 'missingAuthData', 'Escribe tu apellido.'],
    ['an invalid email', { email: 'lucia@' }, 'missingAuthData', 'El correo electrónico no es válido.'],
    ['a short password', { password: 'abc123' }, 'PASSWORD_TOO_WEAK', 'La contraseña es muy débil: usa al menos 8 caracteres y combina letras con números o símbolos.'],
    ['a password of letters only', { password: 'solamenteletras' }, 'PASSWORD_TOO_WEAK', 'La contraseña es muy débil: usa al menos 8 caracteres y combina letras con números o símbolos.'],
    ['an over-long password', { password: `a1${'p'.repeat(127)}` }, 'PASSWORD_INVALID', 'La contraseña admite como máximo 128 caracteres.'],
    ['an over-long first name', { first_name: 'N'.repeat(81) }, 'missingAuthData', 'El nombre admite como máximo 80 caracteres.'],
    ['an over-long email', { email: `${'a'.repeat(250)}@x.gt` }, 'missingAuthData', 'El correo electrónico admite como máximo 254 caracteres.'],
  ])('refuses %s before any request, leaving the state as it was', async (_label, change, cause, message) => {
    const { client, errors } = await startedClient();
    const before = client.session.store.getSnapshot();
    const error = await failureOf(client.account.signUp({ ...NEW_SHOPPER, ...change }));
    expect([error.cause, error.userMessage]).toEqual([cause, message]);
    expect(requests.total).toBe(0);
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
    expect(client.session.store.getSnapshot().session).toEqual(before.session);
    expect(errors.map((e) => e.cause)).toEqual([cause]);
  });

  it('refuses a sign-up while a login is under way with authInProgress, in Spanish', async () => {
    const { client } = await startedClient();
    const login = client.session.login(CREDENTIALS);
    const error = await failureOf(client.account.signUp(NEW_SHOPPER));
    expect(error.cause).toBe('authInProgress');
    expect(error.userMessage).toBe('Ya estamos procesando tu ingreso. Espera un momento.');
    await login;
    expect(requests.count('POST', '/register/')).toBe(0);
  });
});
