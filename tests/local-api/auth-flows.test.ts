import { beforeEach, describe, expect, it } from 'vitest';
import { CODE_ATTEMPTS, CODE_TTL_MS } from '../../local-api/auth/verification';
import { makeAuthApi, type AuthApi } from './auth-support';

let api: AuthApi;
let user: string;
beforeEach(async () => {
  api = makeAuthApi();
  user = (await api.register({ email: 'vera@tienda.test', first_name: 'Vera' })).body.token;
});

describe('verification', () => {
  it('verifies the email with the code from the outbox; a second send answers ALREADY_VERIFIED', async () => {
    const code = api.codeIn(await api.lastMessage('vera@tienda.test'));
    const res = await api.call('POST', '/verify_code/', { token: user, body: { code } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ has_mobile_app: false, type: 'EMAIL' });
    expect((await api.call('GET', '/user/', { token: user })).body.is_email_verified).toBe(true);
    // The verification is a notification too, a real event rather than a development trigger.
    const notifications = (await api.call('GET', '/user/notification/', { token: user })).body as { type: string; subject: string }[];
    expect(notifications.filter((n) => n.type === 'EMAIL_VERIFIED').map((n) => n.subject)).toEqual(['Correo verificado']);
    expect((await api.call('POST', '/user/send_email_verification/', { token: user })).body).toEqual({ status: 'ALREADY_VERIFIED' });
  }, 20_000);

  it('verifies by the link uuid from any session; opened again it says the email is verified already; an unknown or superseded uuid is refused', async () => {
    const first = new URL((await api.lastMessage('vera@tienda.test')).link!).searchParams.get('uuid')!;
    // A link superseded by a resend, while the email is not verified, is refused.
    expect((await api.call('POST', '/verify_resend/', { token: user, body: { type: 'EMAIL' } })).body).toEqual({ status: 'CREATED' });
    const anonymous = await api.anonymous();
    const superseded = await api.call('POST', '/verify_code/', { token: anonymous, body: { uuid: first } });
    expect([superseded.status, superseded.body.cause]).toEqual([400, 'NOT_ALLOWED']);
    const uuid = new URL((await api.lastMessage('vera@tienda.test')).link!).searchParams.get('uuid')!;
    const done = await api.call('POST', '/verify_code/', { token: anonymous, body: { uuid } });
    expect([done.status, done.body]).toEqual([200, { has_mobile_app: false, type: 'EMAIL' }]);
    // Opened again (a second click, a mail scanner first): the email is verified, and the answer says so.
    const again = await api.call('POST', '/verify_code/', { token: anonymous, body: { uuid } });
    expect([again.status, again.body]).toEqual([200, { has_mobile_app: false, type: 'EMAIL', already_verified: true }]);
    expect((await api.call('POST', '/verify_code/', { token: user, body: { uuid: first } })).body.already_verified).toBe(true);
    // Only one EMAIL_VERIFIED notification: opening it again is not a new event.
    const notifications = (await api.call('GET', '/user/notification/', { token: user })).body as { type: string }[];
    expect(notifications.filter((n) => n.type === 'EMAIL_VERIFIED')).toHaveLength(1);
    const unknown = await api.call('POST', '/verify_code/', { token: anonymous, body: { uuid: 'f'.repeat(32) } });
    expect([unknown.status, unknown.body.cause]).toEqual([400, 'NOT_ALLOWED']);
  }, 20_000);

  it(`kills a code after ${CODE_ATTEMPTS} wrong tries, and after ${CODE_TTL_MS / 60_000} minutes`, async () => {
    const code = api.codeIn(await api.lastMessage('vera@tienda.test'));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_ATTEMPTS; i++) expect((await api.call('POST', '/verify_code/', { token: user, body: { code: wrong } })).body.cause).toBe('NOT_ALLOWED');
    expect((await api.call('POST', '/verify_code/', { token: user, body: { code } })).body.cause).toBe('NOT_ALLOWED');
    expect((await api.call('POST', '/verify_resend/', { token: user, body: { type: 'EMAIL' } })).body).toEqual({ status: 'CREATED' });
    const fresh = api.codeIn(await api.lastMessage('vera@tienda.test'));
    api.clock.now = new Date(api.clock.now.getTime() + 25 * 60 * 60_000);
    expect((await api.call('POST', '/verify_code/', { token: user, body: { code: fresh } })).body.cause).toBe('NOT_ALLOWED');
  }, 20_000);

  it('sends an SMS code, answers each test number status, and marks the phone verified', async () => {
    const sent = await api.call('POST', `/user/send_phone_verification/${encodeURIComponent('+50255512345')}/`, { token: user });
    expect(sent.body).toEqual({ status: 'CREATED' });
    const sms = await api.lastMessage('+50255512345');
    expect(sms.channel).toBe('sms');
    expect((await api.call('POST', '/verify_code/', { token: user, body: { code: api.codeIn(sms) } })).body).toEqual({ has_mobile_app: false, type: 'PHONE' });
    expect((await api.call('GET', '/user/', { token: user })).body).toMatchObject({ phone: '+50255512345', is_phone_verified: true });
    expect((await api.call('POST', '/user/send_phone_verification/+50255512345/', { token: user })).body.status).toBe('ALREADY_VERIFIED');
    expect((await api.call('POST', '/user/send_phone_verification/+50255510000/', { token: user })).body.status).toBe('SEND_SMS_FAILED');
    expect((await api.call('POST', '/user/send_phone_verification/+50255519999/', { token: user })).body.status).toBe('NOT_EXISTING_NUMBER');
    expect((await api.call('POST', '/user/send_phone_verification/+50255511111/', { token: user })).body.status).toBe('NOT_NECESSARY');
    expect((await api.call('POST', '/user/send_phone_verification/abc/', { token: user })).body.cause).toBe('apiCallFailed');
    expect((await api.call('POST', '/user/send_email_verification/', { token: await api.anonymous() })).status).toBe(403);
  }, 20_000);

  it('throttles code sends per user with 429 and Retry-After', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await api.call('POST', '/verify_resend/', { token: user, body: { type: 'EMAIL' } })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]); // RATE_LIMITS.sendCodePerUser: 5 in 10 minutes
    const res = await api.call('POST', '/verify_resend/', { token: user, body: { type: 'EMAIL' } });
    expect(res.body.cause).toBe('TOO_MANY_REQUESTS');
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  }, 20_000);
});

describe('password reset', () => {
  it('answers the same for a known and an unknown email; only the known one gets a link', async () => {
    const known = await api.call('POST', '/reset_password/', { body: { email: 'vera@tienda.test' } });
    const unknown = await api.call('POST', '/reset_password/', { body: { email: 'nadie@tienda.test' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect((await api.call('GET', '/dev/outbox.json?to=nadie@tienda.test')).body.messages).toEqual([]);
    expect((await api.lastMessage('vera@tienda.test')).link).toMatch(/\/dev\/reset\?token=[0-9a-f]{64}$/);
  }, 20_000);

  it('sets the new password once, ends every session of the user, and refuses a weak one', async () => {
    await api.call('POST', '/reset_password/', { body: { email: 'vera@tienda.test' } });
    const token = new URL((await api.lastMessage('vera@tienda.test')).link!).searchParams.get('token')!;
    expect((await api.call('POST', '/reset_password/confirm/', { body: { token, password: 'corta' } })).body.cause).toBe('PASSWORD_TOO_WEAK');
    const done = await api.call('POST', '/reset_password/confirm/', { body: { token, password: 'Nueva#Clave77' } });
    expect(done.status).toBe(200);
    expect((await api.call('POST', '/cart?is_mergeable=true', { token: user })).body.cause).toBe('INVALID_TOKEN');
    expect((await api.call('POST', '/reset_password/confirm/', { body: { token, password: 'Otra#Clave88' } })).body.cause).toBe('NOT_ALLOWED');
    const login = await api.call('POST', '/login/', { body: { email: 'vera@tienda.test', password: 'Nueva#Clave77' } });
    expect(login.status).toBe(200);
    // the page form does the same
    await api.call('POST', '/reset_password/', { body: { email: 'vera@tienda.test' } });
    const pageToken = new URL((await api.lastMessage('vera@tienda.test')).link!).searchParams.get('token')!;
    expect((await api.call('GET', `/dev/reset?token=${pageToken}`)).text).toContain('Contraseña nueva');
    const form = await api.call('POST', '/dev/reset', { form: { token: pageToken, password: 'Tercera#Clave9' } });
    expect(form.status).toBe(200);
    expect(form.text).toContain('Tu contraseña cambió');
  }, 30_000);

  it('throttles reset requests per email, known or not, with 429', async () => {
    for (const email of ['vera@tienda.test', 'nadie@tienda.test']) {
      for (let i = 0; i < 3; i++) expect((await api.call('POST', '/reset_password/', { body: { email } })).status).toBe(200);
      const res = await api.call('POST', '/reset_password/', { body: { email } });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
  });
});

describe('development outbox', () => {
  it('lists the messages per address as JSON and as a Spanish HTML page that escapes them', async () => {
    const json = await api.call('GET', '/dev/outbox.json?to=VERA@tienda.test');
    expect(json.body.messages).toHaveLength(1);
    expect(json.body.messages[0]).toMatchObject({ to: 'vera@tienda.test', channel: 'email', subject: 'Tu código de verificación de Tienda' });
    const html = await api.call('GET', '/dev/outbox?to=vera@tienda.test');
    expect(html.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(html.text).toContain('Bandeja de salida');
    expect(html.text).toContain('<html lang="es-GT">');
    expect((await api.call('GET', '/dev/outbox?to=<script>')).text).not.toContain('<script>');
  });

  it('does not exist without the dev option, nor with a public origin that is not loopback', async () => {
    const off = makeAuthApi({ dev: false });
    expect((await off.call('GET', '/dev/outbox.json')).status).toBe(404);
    const deployed = makeAuthApi({ dev: true, publicOrigin: 'https://tienda.example' });
    expect((await deployed.call('GET', '/dev/outbox.json')).status).toBe(404);
    expect((await deployed.call('GET', '/dev/social?provider=google&return=/')).status).toBe(404);
    expect((await api.call('GET', '/api/public/dev/outbox.json')).status).toBe(404);
  });
});
