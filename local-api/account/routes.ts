import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { PUBLIC_API_PATH } from '../../src/domain';
import { findOwnAddress } from '../addresses/address-store';
import { SVG_CSP } from '../http/svg';
import { requireUser, type AccountEnv } from '../auth/require-user';
import { ApiError, notFound } from '../http/errors';
import type { AppDeps, AppEnv } from '../http/context';
import { readJson } from '../http/request';
import { createSession, resolveSession } from '../session/session-service';
import { findPredefinedAvatar, predefinedAvatarList, renderAvatarSvg, renderNotificationIconSvg } from './avatars';
import {
  addPushPlayer,
  deleteIdentityDocumentFiles,
  findIdentityDocument,
  replaceAvatar,
  saveDevicePermission,
  saveIdentityDocument,
  setUserSelection,
} from './account-store';
import { deleteAccount } from './delete-account';
import { checkPermissionBody, checkPlayerBody, versionAnswer } from './devices';
import { clearNotification, listNotifications, notify, NOTIFICATION_TYPES, type NotificationType } from './notifications';
import { accountUserJson, readUser, updateProfile } from './profile';
import { readSettings, updateSettings } from './settings';
import { findFile, readImageFields, storeFile, UPLOAD_FIELDS } from './uploads';
import { findVisibleLocation } from '../pickup-worker/pickup';

export interface AccountRouteOptions {
  /** Development triggers (POST /dev/notify): only when the server runs in development. */
  dev?: boolean;
  /** Asked on each development request as well (app.ts: only while the public origin is loopback, like /dev/outbox). */
  devAllowed?: () => boolean;
}


const readBody = (c: Parameters<typeof readJson>[0]) => readJson(c, z.unknown());
const IMAGE_HEADERS = (contentType: string, cache: string) => ({
  'Content-Type': contentType,
  'Cache-Control': cache,
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Content-Disposition': 'inline',
});
const FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

/** Profile, avatars, identity document, settings, notifications, devices, app version and account deletion. */
export function accountRoutes(deps: AppDeps, options: AccountRouteOptions = {}): Hono<AppEnv> {
  const app = new Hono<AccountEnv>({ strict: false });
  const user = requireUser(deps);
  const answerUser = (c: Context, userId: number) => c.json(accountUserJson(deps, readUser(deps, userId)));

  // Profile.
  app.get('/user', user, (c) => answerUser(c, c.get('user').id));
  app.put('/user', user, async (c) => {
    updateProfile(deps, c.get('user').id, await readBody(c));
    return answerUser(c, c.get('user').id);
  });
  app.delete('/user', user, (c) => {
    deleteAccount(deps, c.get('user').id);
    return c.json({ token: createSession(deps, null).token });
  });

  // Null clears. An address is selected when it is the user's own (addresses/), a pickup point when the user may use it (pickup-worker/).
  for (const [path, field, column, what] of [
    ['/user/selected_address', 'selected_address_id', 'selected_address', 'La dirección'],
    ['/user/selected_pickup', 'selected_pickup_id', 'selected_pickup', 'El punto de recogida'],
  ] as const) {
    app.put(path, user, async (c) => {
      const body = await readBody(c);
      if (body === null || typeof body !== 'object' || Array.isArray(body) || !(field in body))
        throw new ApiError(400, 'apiCallFailed', `La solicitud no es válida: falta el campo "${field}".`);
      const value = (body as Record<string, unknown>)[field];
      if (value !== null) {
        if (typeof value !== 'string' && typeof value !== 'number')
          throw new ApiError(400, 'apiCallFailed', `La solicitud no es válida: el campo "${field}" debe ser un identificador.`);
        // Someone else's address, or a restricted pickup point the user may not use, answers exactly like a missing one.
        const userId = c.get('user').id;
        const chosen =
          path === '/user/selected_address' ? findOwnAddress(deps.db, userId, value)?.public_id : findVisibleLocation(deps.db, userId, value)?.public_id;
        if (chosen) {
          setUserSelection(deps.db, userId, column, chosen);
          return answerUser(c, userId);
        }
        throw notFound(`${what} no existe o no es tuya.`);
      }
      setUserSelection(deps.db, c.get('user').id, column, null);
      return answerUser(c, c.get('user').id);
    });
  }

  // Avatars.
  app.get('/user/avatar/predefined', user, (c) => c.json(predefinedAvatarList()));
  app.put('/user/avatar/predefined/:id', user, (c) => {
    const avatar = findPredefinedAvatar(c.req.param('id'));
    if (!avatar) throw notFound('Ese avatar no existe.');
    replaceAvatar(deps.db, c.get('user').id, `predefined:${avatar.id}`);
    return answerUser(c, c.get('user').id);
  });
  app.post('/user/avatar/upload', user, async (c) => {
    const { image } = await readImageFields(c, UPLOAD_FIELDS['/user/avatar/upload']!);
    const userId = c.get('user').id;
    deps.db.transaction(() => replaceAvatar(deps.db, userId, `upload:${storeFile(deps, userId, 'avatar', image!)}`))();
    return answerUser(c, userId);
  });
  // Pictures are fetched by <img> tags, which cannot send a Session header: avatars are public by their unguessable name.
  app.get('/media/avatar/:file', (c) => {
    const file = c.req.param('file');
    const avatar = file.endsWith('.svg') ? findPredefinedAvatar(file.slice(0, -4)) : undefined;
    if (!avatar) throw notFound('La imagen no existe.');
    return c.body(renderAvatarSvg(avatar), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': SVG_CSP,
    });
  });
  app.get('/media/user/:file', (c) => {
    const file = c.req.param('file');
    const stored = FILE_NAME.test(file) ? findFile(deps, file) : undefined;
    if (!stored || stored.purpose !== 'avatar') throw notFound('La imagen no existe.');
    // A person's picture: no shared cache keeps it (a deleted account's picture is gone within a day everywhere).
    return c.body(new Uint8Array(stored.bytes), 200, IMAGE_HEADERS(stored.content_type, 'private, max-age=86400'));
  });
  app.get('/media/notification/:file', (c) => {
    const type = c.req.param('file').replace(/\.svg$/, '') as NotificationType;
    if (!c.req.param('file').endsWith('.svg') || !NOTIFICATION_TYPES.includes(type)) throw notFound('La imagen no existe.');
    return c.body(renderNotificationIconSvg(type), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': SVG_CSP,
    });
  });

  // Identity document: readable only by its owner, with the owner's token.
  app.post('/user/dpi', user, async (c) => {
    const images = await readImageFields(c, UPLOAD_FIELDS['/user/dpi']!);
    const userId = c.get('user').id;
    deps.db.transaction(() => {
      deleteIdentityDocumentFiles(deps.db, userId);
      const [front, back, selfie] = (['front', 'back', 'selfie'] as const).map((side) => storeFile(deps, userId, 'dpi', images[side]!));
      saveIdentityDocument(deps.db, userId, { front: front!, back: back!, selfie: selfie! }, deps.now().getTime());
    })();
    return c.json(identityDocumentJson(deps, userId));
  });
  app.get('/user/dpi', user, (c) => c.json(identityDocumentJson(deps, c.get('user').id)));
  app.get('/user/dpi/file/:file', user, (c) => {
    const file = c.req.param('file');
    const stored = FILE_NAME.test(file) ? findFile(deps, file) : undefined;
    // Someone else's document answers exactly like one that does not exist.
    if (!stored || stored.purpose !== 'dpi' || stored.user_id !== c.get('user').id) throw notFound('El archivo no existe.');
    return c.body(new Uint8Array(stored.bytes), 200, IMAGE_HEADERS(stored.content_type, 'private, no-store'));
  });

  // Settings.
  app.get('/setting', user, (c) => c.json(readSettings(deps, c.get('user').id)));
  app.put('/setting', user, async (c) => c.json(updateSettings(deps, c.get('user').id, await readBody(c))));

  // Notifications.
  app.get('/user/notification', user, (c) => c.json(listNotifications(deps, c.get('user').id)));
  app.post('/user/notification/:id/clear', user, (c) => {
    const raw = c.req.param('id');
    const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
    const cleared = Number.isSafeInteger(id) ? clearNotification(deps, c.get('user').id, id) : null;
    if (!cleared) throw notFound('La notificación no existe.');
    return c.json(cleared);
  });

  // Devices and the app version.
  app.get('/version', (c) => {
    resolveSession(deps, c.req.header('Session'));
    return c.json(versionAnswer(c));
  });
  app.post('/one_signal_player', user, async (c) => {
    const { player_id } = checkPlayerBody(await readBody(c));
    addPushPlayer(deps.db, c.get('user').id, player_id, deps.now().getTime());
    return c.json({ player_id });
  });
  app.post('/user/device/permission', user, async (c) => {
    const record = checkPermissionBody(await readBody(c));
    saveDevicePermission(deps.db, c.get('user').id, record, deps.now().getTime());
    return c.json(record);
  });

  // Development: events whose features do not exist yet (answers, wait list, favourites) are triggered by hand.
  if (options.dev) {
    app.post('/dev/notify', user, async (c) => {
      if (options.devAllowed && !options.devAllowed()) throw notFound('La ruta no existe.');
      const body = (await readBody(c)) as Record<string, unknown> | null;
      const type = body && typeof body === 'object' ? body.type : undefined;
      if (typeof type !== 'string' || !(NOTIFICATION_TYPES as readonly string[]).includes(type))
        throw new ApiError(400, 'apiCallFailed', `El campo "type" debe ser uno de: ${NOTIFICATION_TYPES.join(', ')}.`);
      const text = (key: string, max: number) => {
        const value = body![key];
        if (value === undefined || value === null) return undefined;
        if (typeof value !== 'string' || [...value].length > max)
          throw new ApiError(400, 'apiCallFailed', `El campo "${key}" debe ser un texto de hasta ${max} caracteres.`);
        return value;
      };
      const url = text('url', 500);
      if (url !== undefined && !url.startsWith('/')) throw new ApiError(400, 'apiCallFailed', 'El campo "url" debe ser una ruta de la tienda (empieza con /).');
      const id = notify(deps, c.get('user').id, type as NotificationType, {
        subject: text('subject', 120),
        message: text('message', 500),
        url,
        order_number: text('order_number', 40),
      });
      return c.json({ created: id !== null, id });
    });
  }

  return app as unknown as Hono<AppEnv>;
}

function identityDocumentJson(deps: AppDeps, userId: number) {
  const row = findIdentityDocument(deps.db, userId);
  if (!row) return { status: 'REQUIRED', front: null, back: null, selfie: null, submitted_at: null };
  const url = (file: string) => `${PUBLIC_API_PATH}/user/dpi/file/${file}`;
  return {
    status: row.status,
    front: url(row.front_file),
    back: url(row.back_file),
    selfie: url(row.selfie_file),
    submitted_at: new Date(row.submitted_at).toISOString(),
  };
}
