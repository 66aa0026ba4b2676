import { describe, expect, it } from 'vitest';
import { UserSchema } from '../../../src/domain';
import { user } from '../../mocks/fixtures';

describe('UserSchema', () => {
  it('reads a user with only a public_id, with every flag false, points 0 and the rest null', () => {
    expect(UserSchema.parse({ public_id: 'user-9' })).toEqual({
      public_id: 'user-9',
      email: null,
      is_email_verified: false,
      phone: null,
      is_phone_verified: false,
      first_name: null,
      last_name: null,
      pickup_contact: null,
      avatar: null,
      contact_email: null,
      notification: null,
      has_mobile_app: false,
      has_made_purchase: false,
      selected_address: null,
      selected_pickup: null,
      points: 0,
      is_cc_payment_blocked: false,
      is_pickup_location_worker: false,
    });
  });

  it('reads null flags and points like missing ones, and keeps values that are sent', () => {
    const parsed = UserSchema.parse(user({ is_pickup_location_worker: null, points: null, has_made_purchase: true, selected_address: 4 }));
    expect(parsed.is_pickup_location_worker).toBe(false);
    expect(parsed.points).toBe(0);
    expect(parsed.has_made_purchase).toBe(true);
    expect(parsed.selected_address).toBe(4);
  });

  it('fills the pickup contact fields the server leaves out with null', () => {
    expect(UserSchema.parse(user({ pickup_contact: { name: 'Ana' } })).pickup_contact).toEqual({ name: 'Ana', phone: null });
  });

  it('refuses a user without a public_id, or with a flag sent as a string', () => {
    expect(UserSchema.safeParse({ email: 'a@b.c' }).success).toBe(false);
    const result = UserSchema.safeParse(user({ points: '10' as unknown as number }));
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['points']]);
  });
});
