import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src';
import { failureOf, makeClient, readStored } from '../../mocks/client';
import { cartBackend } from '../../mocks/handlers/cart';
import { CREDENTIALS, sessionBackend } from '../../mocks/handlers/session';
import { requests, server, setupMsw } from '../../mocks/server';
import { productsOf, shopperAboutToLogIn } from '../cart/kept-apart-harness';

setupMsw();

async function startedClient() {
  const session = sessionBackend();
  const carts = cartBackend();
  server.use(...session.handlers, ...carts.handlers);
  const storage = new MemoryStorage();
  const harness = makeClient({ storage });
  await harness.client.start();
  requests.clear();
  harness.errors.length = 0;
  return { ...harness, storage, carts };
}

describe('LoginUseCase', () => {
  it('signs in: authenticated user, user loaded, session persisted and the account cart adopted without fetching the merged anonymous one', async () => {
    const { client, storage } = await startedClient();
    const user = await client.session.login({ email: ` ${CREDENTIALS.email} `, password: CREDENTIALS.password });
    expect(user.public_id).toBe('user-1');
    expect(requests.describe()).toBe('POST /login/, GET /user/, POST /cart');
    expect(new URL(requests.single('POST', '/cart').request.url).searchParams.get('is_mergeable')).toBe('true');
    expect(requests.single('POST', '/cart').headers.get('Session')).toBe('user-token-1');
    expect(await requests.single('POST', '/login/').request.json()).toEqual({
      login: CREDENTIALS.email,
      email: CREDENTIALS.email,
      password: CREDENTIALS.password,
    });
    expect(requests.single('GET', '/user/').headers.get('Session')).toBe('user-token-1');
    expect(client.session.store.getSnapshot()).toMatchObject({
      authState: 'authenticatedUser',
      session: { token: 'user-token-1', isUser: true },
      profile: { first_name: 'Ana', last_name: 'López', email: 'ana@example.com' },
      error: null,
    });
    expect(client.user.store.user?.public_id).toBe('user-1');
    expect(readStored(storage, 'session')).toMatchObject({ token: 'user-token-1', isUser: true });
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-2', owner: 'user-1' });
    expect(client.cart.store.cart?.cart_id).toBe('cart-2');
  });

  it('restores the prior state with the error on LOGIN_FAILED, persisting nothing', async () => {
    const { client, storage, errors } = await startedClient();
    const before = client.session.store.getSnapshot();
    const states: string[] = [];
    client.session.store.subscribe(() => states.push(client.session.store.getSnapshot().authState));
    const error = await failureOf(client.session.login({ email: CREDENTIALS.email, password: 'wrong' }));
    expect(error.cause).toBe('LOGIN_FAILED');
    expect(error.userMessage).toBe('Correo o contraseña incorrectos.');
    expect(states).toEqual(['authenticating', 'authenticatedAnonymously']);
    expect(client.session.store.getSnapshot()).toEqual({ ...before, error });
    expect(client.user.store.user).toBeNull();
    expect(readStored(storage, 'session')).toEqual({ token: 'anon-1', isUser: false });
    expect(requests.describe()).toBe('POST /login/');
    expect(errors.map((e) => e.cause)).toEqual(['LOGIN_FAILED']);
  });

  it.each([
    ['an invalid email', 'ana@', 'secreto'],
    ['an empty email', '  ', 'secreto'],
    ['an empty password', CREDENTIALS.email, ''],
  ])('refuses %s with missingAuthData without any request', async (_label, email, password) => {
    const { client } = await startedClient();
    const before = client.session.store.getSnapshot();
    const error = await failureOf(client.session.login({ email, password }));
    expect(error.cause).toBe('missingAuthData');
    expect(error.apiMessage).toMatch(/correo/i);
    expect(requests.total).toBe(0);
    expect(client.session.store.getSnapshot()).toBe(before);
  });

  it('refuses a second login while one is under way with authInProgress', async () => {
    const { client } = await startedClient();
    const first = client.session.login(CREDENTIALS);
    const second = await failureOf(client.session.login(CREDENTIALS));
    expect(second.cause).toBe('authInProgress');
    await first;
    expect(requests.count('POST', '/login/')).toBe(1);
  });

  it('refuses an over-long password with PASSWORD_INVALID and an over-long email with missingAuthData, without any request', async () => {
    const { client } = await startedClient();
    const longPassword = await failureOf(client.session.login({ email: CREDENTIALS.email, password: 'p'.repeat(129) }));
    expect(longPassword.cause).toBe('PASSWORD_INVALID');
    expect(longPassword.userMessage).toBe('La contraseña admite como máximo 128 caracteres.');
    const longEmail = await failureOf(client.session.login({ email: `${'a'.repeat(250)}@x.gt`, password: CREDENTIALS.password }));
    expect(longEmail.cause).toBe('missingAuthData');
    expect(longEmail.userMessage).toBe('El correo electrónico admite como máximo 254 caracteres.');
    expect(requests.total).toBe(0);
    // at the bound, the password is sent as typed
    await failureOf(client.session.login({ email: CREDENTIALS.email, password: 'p'.repeat(128) }));
    expect(requests.count('POST', '/login/')).toBe(1);
  });
});

describe('LoginUseCase: lines that cannot join the account cart', () => {
  const DIGITAL = productsOf('DIGITAL', 'Libro digital', 3);
  const PHYSICAL = productsOf('SIMPLE', 'Audífonos', 1);

  it.each([
    ['digital lines into an account cart of physical ones', DIGITAL, PHYSICAL],
    ['physical lines into an account cart of digital ones', productsOf('SIMPLE', 'Audífonos', 3), productsOf('DIGITAL', 'Libro digital', 1)],
  ])('names the lines kept apart (%s) in otherCart and errors$, keeping the account cart current', async (_label, anonymous, account) => {
    const { client, errors, login } = await shopperAboutToLogIn({ anonymous, account });
    const user = await login();
    expect(user.public_id).toBe('user-1');
    expect(requests.describe()).toBe('POST /login/, GET /user/, POST /cart, GET /cart/cart-1');
    const state = client.cart.store.getSnapshot();
    expect(state.cart?.cart_id).toBe('acct-1');
    expect(state.cart?.items.map((item) => item.product.public_sku)).toEqual(account.map((p) => p.public_sku));
    const titles = anonymous.map((p) => `«${p.title}» (×2)`);
    const message = `Al ingresar, estos productos quedaron guardados en otro carrito, porque no se pueden combinar con los del carrito de tu cuenta: ${titles[0]}, ${titles[1]} y ${titles[2]}.`;
    expect(state.otherCart).toMatchObject({ cartId: 'cart-1', keptApartAtLogin: true, message });
    expect(state.otherCart?.items.map((item) => [item.product.public_sku, item.quantity])).toEqual(anonymous.map((p) => [p.public_sku, 2]));
    expect(errors.map((e) => [e.cause, e.userMessage])).toEqual([['NOT_ALLOWED', message]]);
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedUser');
  });

  it('finds lines that joined an older cart of the account, naming only those', async () => {
    const older = productsOf('GIFT_CARD', 'Tarjeta de regalo', 1);
    const { client, errors, login } = await shopperAboutToLogIn({ anonymous: DIGITAL.slice(0, 1), account: PHYSICAL, keptWhole: false, older });
    await login();
    expect(requests.describe()).toBe('POST /login/, GET /user/, POST /cart, GET /cart/older-1');
    const other = client.cart.store.getSnapshot().otherCart;
    expect(other?.cartId).toBe('older-1');
    expect(other?.items.map((item) => item.product.public_sku)).toEqual(['DIGITAL-1']);
    expect(other?.message).toBe(
      'Al ingresar, este producto quedó guardado en otro carrito, porque no se puede combinar con los del carrito de tu cuenta: «Libro digital 1» (×2).',
    );
    expect(errors.map((e) => e.cause)).toEqual(['NOT_ALLOWED']);
  });

  it('tells nothing and fetches nothing more when every line joined the account cart', async () => {
    const { client, errors } = await startedClient();
    await client.session.login(CREDENTIALS);
    expect(requests.describe()).toBe('POST /login/, GET /user/, POST /cart');
    expect(client.cart.store.getSnapshot().otherCart).toBeNull();
    expect(errors).toEqual([]);
  });
});
