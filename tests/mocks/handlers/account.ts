import { http, HttpResponse } from 'msw';
import { apiError, sessionToken, user as userFixture } from '../fixtures';
import { url } from '../server';
import { CREDENTIALS, type sessionBackend } from './session';

type SessionBackend = ReturnType<typeof sessionBackend>;

/**
 * A stand-in for the account side of the API, beside `sessionBackend`:
 * /register/ refuses CREDENTIALS.email with USER_ALREADY_EXISTS and signs the
 * new account in (new-user-token-1…, accepted by GET /user/), or answers an
 * empty body (`registerAnswer: 'empty'`), after which the client logs in.
 * Verification calls answer `verificationStatus`; /verify_code/ accepts
 * `code` 123456 or uuid `uuid-1`.
 */
export function accountBackend(session: SessionBackend, options: { registerAnswer?: 'token' | 'empty'; verificationStatus?: unknown } = {}) {
  let registered = 0;
  const status = () => HttpResponse.json({ status: 'verificationStatus' in options ? options.verificationStatus : 'CREATED' });
  const handlers = [
    http.post(url('/register/'), async ({ request }) => {
      const body = (await request.json()) as { email: string; first_name: string; last_name: string };
      if (body.email === CREDENTIALS.email) {
        return HttpResponse.json(apiError('USER_ALREADY_EXISTS', 'User already exists'), { status: 400 });
      }
      const token = `new-user-token-${++registered}`;
      const who = userFixture({ public_id: `new-user-${registered}`, email: body.email, first_name: body.first_name, last_name: body.last_name, is_email_verified: false });
      session.acceptUserToken(token, who);
      if (options.registerAnswer === 'empty') return new HttpResponse(null, { status: 201 });
      return HttpResponse.json(sessionToken(token, { first_name: body.first_name, last_name: body.last_name, email: body.email }), { status: 201 });
    }),
    http.post(url('/reset_password/'), () => new HttpResponse(null, { status: 204 })),
    http.post(url('/user/send_email_verification/'), status),
    http.post(url('/user/send_phone_verification/:phone/'), status),
    http.post(url('/verify_resend/'), status),
    http.post(url('/verify_code/'), async ({ request }) => {
      const body = (await request.json()) as { code?: string; uuid?: string };
      if (body.code === '123456' || body.uuid === 'uuid-1') return HttpResponse.json({ has_mobile_app: true });
      return HttpResponse.json(apiError('INVALID_CODE', 'El código no es válido.'), { status: 400 });
    }),
  ];
  return {
    handlers,
    get registered() {
      return registered;
    },
  };
}
