import type { AppDeps } from '../http/context';
import { ApiError } from '../http/errors';
import { findUserSettings, saveUserSettings } from './account-store';

/** What a shopper can be told about, each by push (the in-app list) and by email. */
export const SETTING_TOPICS = ['orders', 'answers', 'waitlist', 'offers', 'wishlist'] as const;
export type SettingTopic = (typeof SETTING_TOPICS)[number];
export const SETTING_KEYS = SETTING_TOPICS.flatMap((topic) => [`push_${topic}`, `email_${topic}`]) as readonly string[];
export type Settings = Record<string, boolean>;

/** Everything on except offers (promotions are opt-in). */
export const DEFAULT_SETTINGS: Settings = Object.fromEntries(SETTING_KEYS.map((key) => [key, !key.endsWith('_offers')]));

export function readSettings(deps: AppDeps, userId: number): Settings {
  const row = findUserSettings(deps.db, userId);
  const stored = row ? (JSON.parse(row.flags) as Settings) : {};
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, typeof stored[key] === 'boolean' ? stored[key] : DEFAULT_SETTINGS[key]!]));
}

/** Some flags changed: unknown keys, non-booleans or a body that is not an object are a 400 naming the first. */
export function updateSettings(deps: AppDeps, userId: number, body: unknown): Settings {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ApiError(400, 'apiCallFailed', 'Los ajustes deben enviarse como un objeto JSON.');
  const changes = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) {
    if (!SETTING_KEYS.includes(key)) throw new ApiError(400, 'apiCallFailed', `El ajuste "${key}" no existe.`);
    if (typeof value !== 'boolean') throw new ApiError(400, 'apiCallFailed', `El ajuste "${key}" debe ser true o false.`);
  }
  const next = { ...readSettings(deps, userId), ...(changes as Settings) };
  saveUserSettings(deps.db, userId, JSON.stringify(next));
  return next;
}
