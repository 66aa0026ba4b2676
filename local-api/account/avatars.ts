import { PUBLIC_API_PATH } from '../../src/domain';
import { iconBody, ILLUSTRATION_CREDIT, interfaceIconBody, INTERFACE_ICON_CREDIT } from '../catalog/illustrations';
import { NOTIFICATION_FACTS, type NotificationType } from './notifications';

/** The predefined avatars: Fluent Emoji (flat) animals on a soft disc. Ids are stable: users store them. */
export const PREDEFINED_AVATARS = [
  { id: 'gato', name: 'Gato', icon: 'cat-face', color: '#fde7c8' },
  { id: 'perro', name: 'Perro', icon: 'dog-face', color: '#e9dccb' },
  { id: 'zorro', name: 'Zorro', icon: 'fox', color: '#fde2cf' },
  { id: 'panda', name: 'Panda', icon: 'panda', color: '#e3ecd9' },
  { id: 'conejo', name: 'Conejo', icon: 'rabbit-face', color: '#f3e3ef' },
  { id: 'buho', name: 'Búho', icon: 'owl', color: '#e8e0d4' },
  { id: 'rana', name: 'Rana', icon: 'frog', color: '#def3d8' },
  { id: 'koala', name: 'Koala', icon: 'koala', color: '#e2e6ec' },
  { id: 'tigre', name: 'Tigre', icon: 'tiger-face', color: '#fdebc8' },
  { id: 'pinguino', name: 'Pingüino', icon: 'penguin', color: '#dce9f6' },
  { id: 'leon', name: 'León', icon: 'lion', color: '#fbe6bf' },
  { id: 'unicornio', name: 'Unicornio', icon: 'unicorn', color: '#eee2fb' },
] as const;

export const findPredefinedAvatar = (id: string) => PREDEFINED_AVATARS.find((avatar) => avatar.id === id);

export const predefinedAvatarUrl = (id: string) => `${PUBLIC_API_PATH}/media/avatar/${encodeURIComponent(id)}.svg`;
export const uploadedAvatarUrl = (fileId: string) => `${PUBLIC_API_PATH}/media/user/${fileId}`;

/** GET /user/avatar/predefined: `[{ id, name, image }]`. */
export function predefinedAvatarList() {
  return PREDEFINED_AVATARS.map((avatar) => ({ id: avatar.id, name: avatar.name, image: predefinedAvatarUrl(avatar.id) }));
}

const SIDE = 256;

export function renderAvatarSvg(avatar: (typeof PREDEFINED_AVATARS)[number]): string {
  const { body, size } = iconBody(avatar.icon);
  const box = Math.round(SIDE * 0.64);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}" role="img" aria-label="${avatar.name}">` +
    `<!-- ${ILLUSTRATION_CREDIT} --><circle cx="${SIDE / 2}" cy="${SIDE / 2}" r="${SIDE / 2}" fill="${avatar.color}"/>` +
    `<svg x="${(SIDE - box) / 2}" y="${(SIDE - box) / 2}" width="${box}" height="${box}" viewBox="0 0 ${size} ${size}">${body}</svg></svg>`
  );
}

/** A notification's icon: its Lucide icon in the store's blue on its background colour. */
export function renderNotificationIconSvg(type: NotificationType): string {
  const facts = NOTIFICATION_FACTS[type];
  const { body, size } = interfaceIconBody(facts.icon);
  const side = 96;
  const box = Math.round(side * 0.56);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}" role="img" aria-hidden="true">` +
    `<!-- ${INTERFACE_ICON_CREDIT} --><rect width="${side}" height="${side}" rx="${Math.round(side * 0.22)}" fill="${facts.color}"/>` +
    `<svg x="${(side - box) / 2}" y="${(side - box) / 2}" width="${box}" height="${box}" viewBox="0 0 ${size} ${size}" color="#0f4c81">${body}</svg></svg>`
  );
}
