/**
 * Pictures of what things are, from Microsoft's Fluent Emoji (flat style, MIT
 * licence, through @iconify-json/fluent-emoji-flat): a laptop for a laptop, a
 * book for a book, a ticket for a ticket. Server-only: the media route draws
 * them; nothing of this reaches the browser's JS.
 */
import { getIconData, iconToSVG } from '@iconify/utils';
import { createRequire } from 'node:module';
import type { IconifyJSON } from '@iconify/types';

const load = createRequire(import.meta.url);
const icons = load('@iconify-json/fluent-emoji-flat/icons.json') as IconifyJSON;
/** Interface icons (benefits): Lucide, ISC licence. */
const lucide = load('@iconify-json/lucide/icons.json') as IconifyJSON;

/** The illustration of each category (its own, else its parent's, see `illustrationFor`). */
const BY_CATEGORY: Record<string, string> = {
  tecnologia: 'laptop',
  computadoras: 'desktop-computer',
  laptops: 'laptop',
  'computadoras-de-escritorio': 'desktop-computer',
  monitores: 'desktop-computer',
  'kits-y-combos': 'package',
  'celulares-y-tablets': 'mobile-phone',
  celulares: 'mobile-phone',
  tablets: 'mobile-phone',
  audio: 'headphone',
  audifonos: 'headphone',
  bocinas: 'speaker-high-volume',
  videojuegos: 'video-game',
  consolas: 'video-game',
  'juegos-digitales': 'joystick',
  hogar: 'house',
  cocina: 'shallow-pan-of-food',
  utensilios: 'shallow-pan-of-food',
  'electrodomesticos-de-cocina': 'hot-beverage',
  muebles: 'couch-and-lamp',
  'muebles-de-sala': 'couch-and-lamp',
  'oficina-en-casa': 'chair',
  decoracion: 'potted-plant',
  'articulos-promocionales': 'billed-cap',
  libros: 'books',
  novela: 'closed-book',
  'novela-historica': 'orange-book',
  'novela-policiaca': 'blue-book',
  'novela-romantica': 'green-book',
  'infantil-y-juvenil': 'open-book',
  'ciencia-y-divulgacion': 'microscope',
  'libros-digitales': 'open-book',
  moda: 't-shirt',
  'moda-mujer': 'dress',
  blusas: 'womans-clothes',
  vestidos: 'dress',
  'moda-hombre': 't-shirt',
  camisas: 't-shirt',
  pantalones: 'jeans',
  calzado: 'running-shoe',
  tenis: 'running-shoe',
  sandalias: 'womans-sandal',
  deportes: 'soccer-ball',
  ciclismo: 'bicycle',
  fitness: 'flexed-biceps',
  futbol: 'soccer-ball',
  juguetes: 'teddy-bear',
  'juegos-de-mesa': 'puzzle-piece',
  'figuras-de-accion': 'robot',
  'juguetes-para-bebe': 'teddy-bear',
  motocicletas: 'motorcycle',
  'motocicletas-urbanas': 'motorcycle',
  'motocicletas-de-trabajo': 'auto-rickshaw',
  'cascos-y-accesorios-moto': 'rescue-workers-helmet',
  'boletos-y-eventos': 'admission-tickets',
  conciertos: 'admission-tickets',
  teatro: 'performing-arts',
  'eventos-deportivos': 'ticket',
  'tarjetas-de-regalo': 'wrapped-gift',
  servicios: 'hammer-and-wrench',
  'servicios-de-instalacion': 'hammer-and-wrench',
  'garantia-extendida': 'shield',
  'maquinas-expendedoras': 'cup-with-straw',
  'bebidas-expendedora': 'cup-with-straw',
  'snacks-expendedora': 'popcorn',
  'vinos-y-licores': 'wine-glass',
  vinos: 'wine-glass',
  licores: 'tumbler-glass',
};

/** Words of a title that say better than its category what the thing is. */
const BY_TITLE: [RegExp, string][] = [
  [/\b(control|mando)\b/i, 'joystick'],
  [/\bbicicleta\b/i, 'bicycle'],
  [/\b(luz|l[aá]mpara)\b/i, 'flashlight'],
  [/\bguantes\b/i, 'gloves'],
  [/\bgorra\b/i, 'billed-cap'],
  [/\bespejo\b/i, 'mirror'],
  [/\bmaceta\b/i, 'potted-plant'],
  [/\bescritorio\b/i, 'chair'],
  [/\b(caf[eé])\b/i, 'hot-beverage'],
  [/\bagua\b/i, 'droplet'],
  [/\b(galletas?)\b/i, 'cookie'],
  [/\bbarra de sonido\b/i, 'speaker-high-volume'],
];

const FALLBACK = 'package';

/** The icon for a product (by title words, then its category or its parent's), or for a category. */
export function illustrationFor(options: { title?: string | null; categorySlug?: string | null; parentSlug?: string | null }): string {
  const byTitle = options.title ? BY_TITLE.find(([pattern]) => pattern.test(options.title!))?.[1] : undefined;
  const name = byTitle ?? BY_CATEGORY[options.categorySlug ?? ''] ?? BY_CATEGORY[options.parentSlug ?? ''] ?? FALLBACK;
  return getIconData(icons, name) ? name : FALLBACK;
}

/** The icon's SVG body (paths) and its box size. Its ids (gradients) stay as they are: a picture holds one icon. */
export function iconBody(name: string): { body: string; size: number } {
  const data = getIconData(icons, name) ?? getIconData(icons, FALLBACK)!;
  const svg = iconToSVG(data);
  return { body: svg.body, size: Number(svg.attributes.viewBox.split(' ')[2]) || 32 };
}

/** The icon sets' licence, for the README and the answers' comments. */
export const ILLUSTRATION_CREDIT = 'Fluent Emoji (flat) © Microsoft Corporation, MIT licence';
export const INTERFACE_ICON_CREDIT = 'Lucide © Lucide Contributors, ISC licence';

/** A banner's illustration: its target category's, else by the words of its headline. */
export function bannerIllustrationFor(options: { label: string; targetSlug?: string | null }): string {
  const words: [RegExp, string][] = [
    [/clases|escuela|útiles/i, 'backpack'],
    [/libro/i, 'books'],
    [/novedad|nuevo/i, 'sparkles'],
    [/env[ií]o/i, 'delivery-truck'],
    [/cocina/i, 'shallow-pan-of-food'],
    [/audio|sonaria|m[uú]sica/i, 'headphone'],
    [/oferta|descuento/i, 'shopping-bags'],
  ];
  const name = words.find(([pattern]) => pattern.test(options.label))?.[1] ?? BY_CATEGORY[options.targetSlug ?? ''] ?? 'shopping-bags';
  return getIconData(icons, name) ? name : FALLBACK;
}

/** A benefit's interface icon, by the words of its title. */
export function benefitIconFor(title: string): string {
  if (/env[ií]o/i.test(title)) return 'truck';
  if (/cuota|tarjeta|pago/i.test(title)) return 'credit-card';
  if (/recoge|tienda|punto/i.test(title)) return 'store';
  if (/segur|protegid/i.test(title)) return 'shield-check';
  return 'gift';
}

/** A Lucide icon's body (strokes in currentColor) and its box size. */
export function interfaceIconBody(name: string): { body: string; size: number } {
  const data = getIconData(lucide, name) ?? getIconData(lucide, 'gift')!;
  const svg = iconToSVG(data);
  return { body: svg.body, size: Number(svg.attributes.viewBox.split(' ')[2]) || 24 };
}
