import { describe, expect, it } from 'vitest';
import { AppVersionSchema, NotificationListSchema, PredefinedAvatarListSchema, SettingsSchema } from '../../src/domain/account/profile';
import { UserSchema } from '../../src/domain/user/user';
import { makeAccountApi } from './account-support';

describe('account answers parse with the library\'s schemas (src/domain)', () => {
  it('user, settings, avatars, notifications and version', async () => {
    const api = makeAccountApi({ dev: true });
    const token = await api.login();
    await api.call('POST', '/dev/notify', { token, body: { type: 'ORDER_STATUS', order_number: 'T-1', url: '/cuenta/pedidos/T-1' } });
    const answers = {
      user: [UserSchema, await api.call('PUT', '/user/avatar/predefined/panda', { token })],
      settings: [SettingsSchema, await api.call('GET', '/setting/', { token })],
      avatars: [PredefinedAvatarListSchema, await api.call('GET', '/user/avatar/predefined', { token })],
      notifications: [NotificationListSchema, await api.call('GET', '/user/notification/', { token })],
      version: [AppVersionSchema, await api.call('GET', '/version/?platform=android&version_name=1.0.0', { token })],
    } as const;
    for (const [name, [schema, res]] of Object.entries(answers)) {
      expect([name, res.status]).toEqual([name, 200]);
      const parsed = (schema as { safeParse(v: unknown): { success: boolean; data?: unknown } }).safeParse(res.body);
      expect([name, parsed.success]).toEqual([name, true]);
    }
    const notifications = NotificationListSchema.parse(answers.notifications[1].body);
    expect(notifications[0]).toMatchObject({ type: 'ORDER_STATUS', order_number: 'T-1', dismiss_after_open: false, url: '/cuenta/pedidos/T-1' });
    expect(AppVersionSchema.parse(answers.version[1].body)).toEqual({ should_update: true, recommended_version: '3.1.0', force_update: true, minimum_version: '2.0.0' });
  });
});
