import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

/** The fake API root every unit test talks to. Nothing real listens there. */
export const API = 'http://api.test/api/public';
const API_PATH = new URL(API).pathname;

/** `${API}${path}`: the URL msw handlers match. */
export const url = (path: string) => `${API}${path}`;

/** One request the code under test sent, as msw saw it before any handler ran. */
export interface LoggedRequest {
  method: string;
  /** Path under the API root, e.g. `/cart/cart-1/item`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** A clone of the request, to read its body. */
  request: Request;
}

type PathMatcher = string | RegExp;

function matches(entry: LoggedRequest, method: string, path: PathMatcher): boolean {
  if (entry.method !== method.toUpperCase()) return false;
  return typeof path === 'string' ? entry.path === path : path.test(entry.path);
}

/** Every request of the current test, in the order they were sent. */
export class RequestLog {
  readonly entries: LoggedRequest[] = [];

  count(method: string, path: PathMatcher): number {
    return this.filter(method, path).length;
  }

  filter(method: string, path: PathMatcher): LoggedRequest[] {
    return this.entries.filter((entry) => matches(entry, method, path));
  }

  /** The only request to `method path`; fails the test when there is not exactly one. */
  single(method: string, path: PathMatcher): LoggedRequest {
    const found = this.filter(method, path);
    expect(found, `exactly one ${method} ${String(path)}; log: ${this.describe()}`).toHaveLength(1);
    return found[0]!;
  }

  get total(): number {
    return this.entries.length;
  }

  /** `METHOD /path` lines, handy in assertion messages. */
  describe(): string {
    return this.entries.map((entry) => `${entry.method} ${entry.path}`).join(', ') || '(none)';
  }

  clear(): void {
    this.entries.length = 0;
  }
}

export const server = setupServer();
export const requests = new RequestLog();
const unhandled: string[] = [];

server.events.on('request:start', ({ request }) => {
  const parsed = new URL(request.url);
  const path = parsed.pathname.startsWith(API_PATH) ? parsed.pathname.slice(API_PATH.length) || '/' : parsed.pathname;
  requests.entries.push({
    method: request.method.toUpperCase(),
    path,
    query: parsed.searchParams,
    headers: new Headers(request.headers),
    request: request.clone(),
  });
});

/**
 * Starts msw for the calling test file: handlers are reset after each test,
 * and a request no handler answered fails the test (it is also answered
 * with a network error, as onUnhandledRequest: 'error' does).
 */
export function setupMsw(): void {
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        unhandled.push(`${request.method} ${request.url}`);
        print.error();
      },
    }),
  );
  beforeEach(() => {
    requests.clear();
    unhandled.length = 0;
  });
  afterEach(() => {
    server.resetHandlers();
    const unexpected = unhandled.splice(0);
    expect(unexpected, 'requests that no msw handler expected').toEqual([]);
  });
  afterAll(() => server.close());
}
