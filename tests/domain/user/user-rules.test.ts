import { describe, expect, it } from 'vitest';
import { unreadNotifications, withOneNotificationCleared } from '../../../src/domain';

describe('unread notifications', () => {
  it("reads the count the API puts in the user's notification field, and none for anything else", () => {
    expect(unreadNotifications({ notification: { unread_count: 3 } })).toBe(3);
    expect(unreadNotifications({ notification: { unread_count: 0 } })).toBe(0);
    for (const notification of [null, undefined, 'x', 4, {}, { unread_count: -1 }, { unread_count: 1.5 }, { unread_count: '2' }]) {
      expect(unreadNotifications({ notification }), JSON.stringify(notification)).toBe(0);
    }
    expect(unreadNotifications(null)).toBe(0);
  });

  it('lowers the count by one when one is cleared, keeps the rest of the field, and stays at none', () => {
    expect(withOneNotificationCleared({ notification: { unread_count: 2, extra: true } }).notification).toEqual({ unread_count: 1, extra: true });
    const none = { notification: { unread_count: 0 } };
    expect(withOneNotificationCleared(none)).toBe(none);
  });
});
