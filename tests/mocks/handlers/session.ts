import { http, HttpResponse } from 'msw';
import { apiError, sessionToken, user as userFixture, type WireUser } from '../fixtures';
import { url } from '../server';

export const CREDENTIALS = { email: 'ana@example.com', password: 'secreto-123' } as const;

/**
 * A stand-in for the session side of the API: /anonymous/ hands out
 * anon-1, anon-2...; /login/ accepts CREDENTIALS and hands out user-token-1...;
 * /logout/ answers a fresh anonymous token; /user/ answers the user of a user
 * token, 403 USER_ERROR for an anonymous token and 401 AUTH_EXPIRED otherwise.
 */
export function sessionBackend(options: { user?: WireUser } = {}) {
  const account = options.user ?? userFixture();
  const anonymousTokens = new Set<string>();
  const userTokens = new Map<string, WireUser>();
  let anonymousCount = 0;
  let loginCount = 0;

  const newAnonymous = () => {
    const token = `anon-${++anonymousCount}`;
    anonymousTokens.add(token);
    return token;
  };

  const handlers = [
    http.post(url('/anonymous/'), () => HttpResponse.json(sessionToken(newAnonymous()))),
    http.post(url('/login/'), async ({ request }) => {
      const body = (await request.json()) as { email?: string; password?: string };
      if (body.email === CREDENTIALS.email && body.password === CREDENTIALS.password) {
        const token = `user-token-${++loginCount}`;
        userTokens.set(token, account);
        return HttpResponse.json(
          sessionToken(token, { first_name: account.first_name ?? null, last_name: account.last_name ?? null, email: account.email ?? null }),
        );
      }
      return HttpResponse.json(apiError('LOGIN_FAILED', 'Correo o contraseña incorrectos.'), { status: 401 });
    }),
    http.post(url('/logout/'), () => HttpResponse.json(sessionToken(newAnonymous()))),
    http.get(url('/user/'), ({ request }) => {
      const token = request.headers.get('Session') ?? '';
      const found = userTokens.get(token);
      if (found) return HttpResponse.json(found);
      if (anonymousTokens.has(token)) return HttpResponse.json(apiError('USER_ERROR'), { status: 403 });
      return HttpResponse.json(apiError('AUTH_EXPIRED', 'Tu sesión expiró.'), { status: 401 });
    }),
  ];

  return {
    handlers,
    account,
    /** Makes the server accept `token` as a session of `who`. */
    acceptUserToken(token: string, who: WireUser = account) {
      userTokens.set(token, who);
    },
    get anonymousCount() {
      return anonymousCount;
    },
  };
}
