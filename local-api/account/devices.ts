import type { Context } from 'hono';
import { ApiError } from '../http/errors';

const invalid = (message: string) => new ApiError(400, 'apiCallFailed', message);

/** The app versions the local API answers with, per platform (documented in docs/local-api.md, "Account", as test values). */
export const APP_VERSIONS: Record<string, { minimum: string; recommended: string }> = {
  android: { minimum: '2.0.0', recommended: '3.1.0' },
  ios: { minimum: '2.0.0', recommended: '3.1.0' },
  web: { minimum: '1.0.0', recommended: '1.0.0' },
};

const VERSION_PATTERN = /^(\d{1,4})\.(\d{1,4})(?:\.(\d{1,4}))?$/;

function parseVersion(value: string): number[] | null {
  const match = VERSION_PATTERN.exec(value.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)] : null;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** GET /version/?platform=android|ios|web&version_name=X.Y[.Z]. */
export function versionAnswer(c: Context) {
  const platform = (c.req.query('platform') ?? '').trim().toLowerCase();
  const versionName = c.req.query('version_name') ?? '';
  const known = APP_VERSIONS[platform];
  if (!known) throw invalid(`El parámetro "platform" debe ser uno de: ${Object.keys(APP_VERSIONS).join(', ')}.`);
  const version = parseVersion(versionName);
  if (!version) throw invalid('El parámetro "version_name" debe ser una versión como 3.1.0.');
  return {
    should_update: compare(version, parseVersion(known.recommended)!) < 0,
    recommended_version: known.recommended,
    force_update: compare(version, parseVersion(known.minimum)!) < 0,
    minimum_version: known.minimum,
  };
}

const PLAYER_ID = /^[A-Za-z0-9_-]{1,100}$/;
export const PERMISSION_TYPES = ['PUSH_NOTIFICATIONS', 'LOCATION', 'CAMERA', 'PHOTOS', 'CONTACTS', 'TRACKING'] as const;
export const PERMISSION_STATUSES = ['GRANTED', 'DENIED', 'NOT_DETERMINED', 'LIMITED', 'RESTRICTED', 'PROVISIONAL'] as const;

function asObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalid('El cuerpo debe ser un objeto JSON.');
  return body as Record<string, unknown>;
}

function onlyFields(body: Record<string, unknown>, fields: readonly string[]): void {
  for (const key of Object.keys(body)) if (!fields.includes(key)) throw invalid(`El campo "${key}" no se admite aquí; se admiten: ${fields.join(', ')}.`);
}

export function checkPlayerId(value: unknown): string {
  if (typeof value !== 'string' || !PLAYER_ID.test(value.trim()))
    throw invalid('El campo "player_id" debe ser un identificador de 1 a 100 letras, dígitos, guiones o guiones bajos.');
  return value.trim();
}

/** POST /one_signal_player/: `{ player_id }`. */
export function checkPlayerBody(body: unknown): { player_id: string } {
  const input = asObject(body);
  onlyFields(input, ['player_id']);
  return { player_id: checkPlayerId(input.player_id) };
}

/** POST /user/device/permission: `{ player_id, permission_type, status }`; the status may also be a boolean (true: GRANTED). */
export function checkPermissionBody(body: unknown): { player_id: string; permission_type: string; status: string } {
  const input = asObject(body);
  onlyFields(input, ['player_id', 'permission_type', 'status']);
  const permissionType = typeof input.permission_type === 'string' ? input.permission_type.trim().toUpperCase() : '';
  if (!(PERMISSION_TYPES as readonly string[]).includes(permissionType))
    throw invalid(`El campo "permission_type" debe ser uno de: ${PERMISSION_TYPES.join(', ')}.`);
  const rawStatus = input.status;
  const status = typeof rawStatus === 'boolean' ? (rawStatus ? 'GRANTED' : 'DENIED') : typeof rawStatus === 'string' ? rawStatus.trim().toUpperCase() : '';
  if (!(PERMISSION_STATUSES as readonly string[]).includes(status))
    throw invalid(`El campo "status" debe ser true, false o uno de: ${PERMISSION_STATUSES.join(', ')}.`);
  return { player_id: checkPlayerId(input.player_id), permission_type: permissionType, status };
}
