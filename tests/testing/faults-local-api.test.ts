import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTiendaClient, MemoryStorage, UseCaseError } from '../../src';
import { schemaDrift, unauthorizedOnce } from '../../src/testing';
import { failureOf, startLocalApi, type RunningApi } from '../integration/support/local-api';

// The fault helpers in front of the real local API: what they do not answer reaches it (msw bypass).
const server = setupServer();
const seen: string[] = [];
server.events.on('request:start', ({ request }) => seen.push(`${request.method} ${new URL(request.url).pathname}`));
let api: RunningApi;

beforeAll(async () => {
  api = await startLocalApi();
  server.listen({ onUnhandledRequest: 'bypass' });
}, 60_000);
afterAll(async () => {
  server.close();
  await api?.stop();
});

async function ana() {
  const tienda = createTiendaClient({ environment: 'local', apiRoot: api.apiRoot, storage: new MemoryStorage(), logger: { log() {} } });
  await tienda.start();
  await tienda.session.login({ email: 'ana@tienda.test', password: 'Tienda123!' });
  return tienda;
}

describe('fault helpers against the real local API', () => {
  it("schemaDrift changes the real server's answer: the library fails with schemaValidationError", async () => {
    const tienda = await ana();
    const received: Record<string, unknown>[] = [];
    server.use(
      schemaDrift('get', '/user/', (user: Record<string, unknown>) => {
        received.push({ ...user });
        user.public_id = 42;
      }),
    );
    const error = await failureOf(tienda.user.load());
    expect(error).toBeInstanceOf(UseCaseError);
    expect(error.cause).toBe('schemaValidationError');
    expect(error.details).toMatchObject({ shape: 'User', fields: ['public_id'] });
    // mutate saw the real user, as the local API answers it.
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ email: 'ana@tienda.test' });
    expect(typeof received[0]!.public_id).toBe('string');
    server.resetHandlers();
  });

  it('unauthorizedOnce: the library gets a real new anonymous session once and the retry reaches the API', async () => {
    const tienda = createTiendaClient({ environment: 'local', apiRoot: api.apiRoot, storage: new MemoryStorage(), logger: { log() {} } });
    const first = await tienda.session.start();
    server.use(unauthorizedOnce('get', '/category/root'));
    seen.length = 0;
    const tree = await tienda.catalog.loadNavigation();
    expect(tree).toBeTruthy();
    expect(seen.filter((line) => line === 'GET /api/public/category/root')).toHaveLength(2);
    expect(seen.filter((line) => line === 'POST /api/public/anonymous/')).toHaveLength(1);
    const token = tienda.session.store.getSnapshot().session?.token;
    expect(token).toBeTruthy();
    expect(token).not.toBe(first.token);
    server.resetHandlers();
  });
});
