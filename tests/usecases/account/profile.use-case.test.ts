import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../../src/domain/account/profile';
import { failureOf } from '../../mocks/client';
import { apiError, user as userFixture } from '../../mocks/fixtures';
import { UserSchema } from '../../../src/domain';
import { CREDENTIALS } from '../../mocks/handlers/session';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { startedClient } from './account-harness';

setupMsw();

async function signedIn() {
  const harness = await startedClient();
  await harness.client.session.login(CREDENTIALS);
  requests.clear();
  harness.errors.length = 0;
  return harness;
}

const png = (bytes = 64) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe('profile', () => {
  it('updates the profile; the answer replaces the stored user and observers see it', async () => {
    const { client } = await signedIn();
    server.use(
      http.put(url('/user/'), async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        return HttpResponse.json(userFixture({ first_name: body.first_name, phone: body.phone }));
      }),
    );
    const seen: (string | null | undefined)[] = [];
    client.user.store.subscribe(() => seen.push(client.user.store.user?.first_name));
    const user = await client.account.updateProfile({ first_name: ' Anita ', phone: '+50255551234' });
    expect(await requests.single('PUT', '/user/').request.json()).toEqual({ first_name: 'Anita', phone: '+50255551234' });
    expect(user.first_name).toBe('Anita');
    expect(client.user.store.user).toEqual(user);
    expect(seen).toEqual(['Anita']);
  });

  it('lists predefined avatars and sets one; the answer replaces the stored user', async () => {
    const { client } = await signedIn();
    server.use(
      http.get(url('/user/avatar/predefined'), () => HttpResponse.json([{ id: 3, name: 'Quetzal', image: 'http://x/3.svg' }])),
      http.put(url('/user/avatar/predefined/:id'), ({ params }) => HttpResponse.json(userFixture({ avatar: `predefined-${String(params.id)}` }))),
    );
    await expect(client.account.listAvatars()).resolves.toEqual([{ id: 3, name: 'Quetzal', image: 'http://x/3.svg' }]);
    const user = await client.account.setAvatar({ id: 3 });
    expect(user.avatar).toBe('predefined-3');
    expect(client.user.store.user?.avatar).toBe('predefined-3');
    expect(requests.describe()).toBe('GET /user/avatar/predefined, PUT /user/avatar/predefined/3');
  });

  it('uploads an avatar as multipart `image`; the answer replaces the stored user', async () => {
    const { client } = await signedIn();
    let received: File | null = null;
    server.use(
      http.post(url('/user/avatar/upload'), async ({ request }) => {
        received = (await request.formData()).get('image') as File;
        return HttpResponse.json(userFixture({ avatar: 'upload-1.png' }));
      }),
    );
    await client.account.uploadAvatar({ image: png(100) });
    expect(received!.size).toBe(100);
    expect(received!.type).toBe('image/png');
    expect(client.user.store.user?.avatar).toBe('upload-1.png');
  });

  it.each([
    ['a GIF', new Blob(['GIF89a'], { type: 'image/gif' }), 'La foto debe ser una foto PNG, JPEG o WebP.'],
    ['an empty file', new Blob([], { type: 'image/png' }), 'La foto está vacía o falta: elige un archivo.'],
    ['a picture over 2 MB', new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/jpeg' }), 'La foto pesa más de 2 MB: elige una más liviana.'],
  ])('refuses %s before sending, with a Spanish message', async (_label, image, message) => {
    const { client, errors } = await signedIn();
    const before = client.user.store.getSnapshot();
    const error = await failureOf(client.account.uploadAvatar({ image }));
    expect([error.cause, error.userMessage]).toEqual(['invalidImage', message]);
    expect(requests.total).toBe(0);
    expect(client.user.store.getSnapshot()).toBe(before);
    expect(errors).toEqual([error]);
  });

  it('sends the identity document as multipart front, back and selfie, each checked first', async () => {
    const { client } = await signedIn();
    let fields: string[] = [];
    server.use(
      http.post(url('/user/dpi/'), async ({ request }) => {
        fields = [...(await request.formData()).keys()];
        return HttpResponse.json({ status: 'IN_REVIEW' });
      }),
    );
    const bad = await failureOf(client.account.uploadIdentityDocument({ front: png(), back: new Blob(['x'], { type: 'text/plain' }), selfie: png() }));
    expect(bad.userMessage).toBe('La foto del reverso del DPI debe ser una foto PNG, JPEG o WebP.');
    expect(requests.total).toBe(0);
    await client.account.uploadIdentityDocument({ front: png(), back: png(), selfie: png() });
    expect(fields).toEqual(['front', 'back', 'selfie']);
  });

  it.each([
    ['updateProfile', (c: Awaited<ReturnType<typeof startedClient>>['client']) => c.account.updateProfile({ first_name: 'X' })],
    ['uploadAvatar', (c: Awaited<ReturnType<typeof startedClient>>['client']) => c.account.uploadAvatar({ image: png() })],
    ['loadSettings', (c: Awaited<ReturnType<typeof startedClient>>['client']) => c.account.loadSettings()],
    ['listNotifications', (c: Awaited<ReturnType<typeof startedClient>>['client']) => c.account.listNotifications()],
  ])('%s with only an anonymous session fails with onlyAnonymousTokenFound before any request', async (_name, call) => {
    const { client } = await startedClient();
    const error = await failureOf(call(client));
    expect(error.cause).toBe('onlyAnonymousTokenFound');
    expect(requests.total).toBe(0);
  });
});

describe('settings', () => {
  it('reads the flags (missing ones false) and saves every flag with the changes over them', async () => {
    const { client } = await signedIn();
    let saved: unknown = null;
    server.use(
      http.get(url('/setting/'), () => HttpResponse.json({ push_orders: true, email_orders: true, push_offers: null })),
      http.put(url('/setting/'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(saved as never);
      }),
    );
    const settings = await client.account.loadSettings();
    expect(settings).toEqual({
      push_orders: true,
      email_orders: true,
      push_answers: false,
      email_answers: false,
      push_waitlist: false,
      email_waitlist: false,
      push_offers: false,
      email_offers: false,
      push_wishlist: false,
      email_wishlist: false,
    });
    const updated = await client.account.updateSettings({ email_orders: false, push_wishlist: true });
    expect(saved).toEqual({ ...settings, email_orders: false, push_wishlist: true });
    expect(updated).toEqual(saved);
  });

  it('runs overlapping changes one after the other, so neither overwrites the other', async () => {
    const { client } = await signedIn();
    // A server that keeps what it is given, and answers its reads slowly (as a real one under load may).
    let stored: Record<string, boolean> = { push_orders: true, email_orders: true, push_wishlist: true, email_wishlist: true };
    server.use(
      http.get(url('/setting/'), async () => {
        const snapshot = { ...stored };
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json(snapshot);
      }),
      http.put(url('/setting/'), async ({ request }) => {
        stored = (await request.json()) as Record<string, boolean>;
        return HttpResponse.json(stored);
      }),
    );
    const [first, second] = await Promise.all([client.account.updateSettings({ push_orders: false }), client.account.updateSettings({ email_wishlist: false })]);
    expect(first).toMatchObject({ push_orders: false, email_wishlist: true });
    expect(second).toMatchObject({ push_orders: false, email_wishlist: false });
    expect(stored).toMatchObject({ push_orders: false, email_orders: true, push_wishlist: true, email_wishlist: false });
    expect(requests.describe()).toBe('GET /setting/, PUT /setting/, GET /setting/, PUT /setting/');
  });

  it('still runs a change after an earlier one failed', async () => {
    const { client } = await signedIn();
    let puts = 0;
    server.use(
      http.get(url('/setting/'), () => HttpResponse.json({ push_orders: true })),
      http.put(url('/setting/'), async ({ request }) => {
        puts += 1;
        return puts === 1 ? HttpResponse.json(apiError('apiCallFailed', 'Error al guardar.'), { status: 400 }) : HttpResponse.json(await request.json());
      }),
    );
    const results = await Promise.allSettled([client.account.updateSettings({ push_orders: false }), client.account.updateSettings({ push_offers: true })]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect((results[1] as PromiseFulfilledResult<Record<string, boolean>>).value).toMatchObject({ push_orders: true, push_offers: true });
  });
});

describe('notifications', () => {
  const notification = (id: number, type: unknown, extra: Record<string, unknown> = {}) => ({
    id,
    subject: 'Asunto',
    message: 'Mensaje',
    type,
    icon: null,
    background_color_hex: '#ffffff',
    status_changed_date: '2026-01-02T10:00:00-06:00[America/Guatemala]',
    order_number: null,
    dismiss_after_open: false,
    url: `/pedido/${id}`,
    ...extra,
  });

  it('maps all 13 types, and anything else to UNKNOWN, into the store', async () => {
    const { client } = await signedIn();
    const wire = [...NOTIFICATION_TYPES.map((type, i) => notification(i + 1, type)), notification(99, 'BRAND_NEW'), notification(100, null)];
    server.use(http.get(url('/user/notification/'), () => HttpResponse.json(wire)));
    const list = await client.account.listNotifications();
    expect(NOTIFICATION_TYPES).toHaveLength(13);
    expect(list.map((n) => n.type)).toEqual([...NOTIFICATION_TYPES, 'UNKNOWN', 'UNKNOWN']);
    expect(list[0]!.status_changed_date).toBe('2026-01-02T10:00:00-06:00');
    expect(client.account.notifications.getSnapshot()).toMatchObject({ status: 'ready', notifications: list });
  });

  it('clears one, dropping it from the store', async () => {
    const { client } = await signedIn();
    server.use(
      http.get(url('/user/notification/'), () => HttpResponse.json([notification(1, 'COUPON'), notification(2, 'POINTS')])),
      http.post(url('/user/notification/:id/clear/'), () => HttpResponse.json({ cleared: true })),
    );
    await client.account.listNotifications();
    await client.account.clearNotification({ id: 1 });
    expect(requests.count('POST', '/user/notification/1/clear/')).toBe(1);
    expect(client.account.notifications.getSnapshot().notifications.map((n) => n.id)).toEqual([2]);
  });

  it("lowers the user's unread count (the header's badge) by one for each one cleared, never below none", async () => {
    const { client } = await signedIn();
    client.user.store.setUser(UserSchema.parse(userFixture({ notification: { unread_count: 2 } })));
    server.use(http.post(url('/user/notification/:id/clear/'), () => HttpResponse.json({ cleared: true })));
    await client.account.clearNotification({ id: 1 });
    expect(client.user.store.user?.notification).toEqual({ unread_count: 1 });
    await client.account.clearNotification({ id: 2 });
    await client.account.clearNotification({ id: 3 });
    expect(client.user.store.user?.notification).toEqual({ unread_count: 0 });
    expect(requests.count('POST', /\/clear\/$/)).toBe(3);
  });

  it('opening honours dismiss_after_open: cleared only when it is set, and the url answered either way', async () => {
    const { client } = await signedIn();
    server.use(
      http.get(url('/user/notification/'), () =>
        HttpResponse.json([notification(1, 'EMAIL_VERIFIED', { dismiss_after_open: true }), notification(2, 'ORDER_STATUS')]),
      ),
      http.post(url('/user/notification/:id/clear/'), () => new HttpResponse(null, { status: 204 })),
    );
    const [dismissed, kept] = await client.account.listNotifications();
    await expect(client.account.openNotification(kept!)).resolves.toBe('/pedido/2');
    expect(requests.count('POST', /\/clear\/$/)).toBe(0);
    await expect(client.account.openNotification(dismissed!)).resolves.toBe('/pedido/1');
    expect(requests.count('POST', '/user/notification/1/clear/')).toBe(1);
    expect(client.account.notifications.getSnapshot().notifications.map((n) => n.id)).toEqual([2]);
  });

  it('empties the list when the session ends, so the next shopper on the device never sees it', async () => {
    const { client } = await signedIn();
    server.use(http.get(url('/user/notification/'), () => HttpResponse.json([notification(1, 'COUPON')])));
    await client.account.listNotifications();
    expect(client.account.notifications.getSnapshot().notifications).toHaveLength(1);
    await client.session.logout();
    expect(client.session.store.getSnapshot().authState).not.toBe('authenticatedUser');
    expect(client.account.notifications.getSnapshot()).toMatchObject({ status: 'idle', notifications: [] });
  });
});

describe('device and app', () => {
  it('registers the push player id', async () => {
    const { client } = await signedIn();
    server.use(http.post(url('/one_signal_player/'), () => HttpResponse.json({ player_id: 'p-1' })));
    await expect(client.account.registerPushPlayer({ playerId: 'p-1' })).resolves.toBe(true);
    expect(await requests.single('POST', '/one_signal_player/').request.json()).toEqual({ player_id: 'p-1' });
  });

  it('records a device permission, and a failure goes to the error handler without being thrown', async () => {
    const { client, errors } = await signedIn();
    const record = { player_id: 'p-1', permission_type: 'PUSH', status: 'GRANTED' };
    server.use(http.post(url('/user/device/permission'), () => HttpResponse.json(record)));
    await expect(client.account.recordDevicePermission(record)).resolves.toBe(true);
    expect(await requests.single('POST', '/user/device/permission').request.json()).toEqual(record);
    server.use(http.post(url('/user/device/permission'), () => HttpResponse.json(apiError('DEVICE_NOT_FOUND'), { status: 404 })));
    await expect(client.account.recordDevicePermission(record)).resolves.toBe(false);
    server.use(http.post(url('/one_signal_player/'), () => HttpResponse.error()));
    await expect(client.account.registerPushPlayer({ playerId: 'p-1' })).resolves.toBe(false);
    expect(errors.map((e) => e.cause)).toEqual(['DEVICE_NOT_FOUND', 'networkConnection']);
  });

  it('checks the app version with platform and version_name', async () => {
    const { client } = await startedClient();
    server.use(
      http.get(url('/version/'), () => HttpResponse.json({ should_update: true, recommended_version: '2.1.0', force_update: false, minimum_version: '1.0.0' })),
    );
    await expect(client.account.checkAppVersion({ platform: 'web', versionName: '2.0.0' })).resolves.toEqual({
      should_update: true,
      recommended_version: '2.1.0',
      force_update: false,
      minimum_version: '1.0.0',
    });
    const query = requests.single('GET', '/version/').query;
    expect([query.get('platform'), query.get('version_name')]).toEqual(['web', '2.0.0']);
  });
});
