import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createTiendaClient, MemoryStorage } from '../../src/core';
import { unauthorizedOnce } from '../../src/testing/index';
import { localApiHandlers } from '../../local-api/kit';

const api = localApiHandlers();
const server = setupServer(...api.handlers);
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => {
  server.close();
  api.close();
});

it('replaces a rejected session with a new anonymous one and retries the call once', async () => {
  const tienda = createTiendaClient({ environment: 'local', storage: new MemoryStorage() });
  await tienda.start();
  await tienda.session.login({ email: 'ana@tienda.test', password: 'Tienda123!' });
  const signedIn = tienda.session.store.getSnapshot().session!.token;
  const causes: string[] = [];
  tienda.errors$.subscribe((error) => causes.push(error.cause));

  // The API answers the next home page with 401 AUTH_EXPIRED (the session expired), then as usual.
  server.use(unauthorizedOnce('get', '/page/home'));
  requests.length = 0;
  const home = await tienda.catalog.loadHome();

  // The shopper still gets the page: one new anonymous session, then the same call again.
  expect(home.sections.length).toBeGreaterThan(0);
  expect(requests).toEqual(['GET /api/public/page/home', 'POST /api/public/anonymous/', 'GET /api/public/page/home']);
  // They are signed out: the new session is anonymous, and the user is forgotten.
  const session = tienda.session.store.getSnapshot();
  expect(session.authState).toBe('authenticatedAnonymously');
  expect(session.session!.token).not.toBe(signedIn);
  expect(tienda.user.store.getSnapshot().user).toBeNull();
  // Recovered calls are not failures.
  expect(causes).toEqual([]);
});
