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
  'kits-y-combos': 'desktop-computer',
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
  'ciencia-y-divulgacion': 'closed-book',
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

/**
 * Words of a title that say better than its category what the thing is: a
 * jacket in "Cascos y accesorios" is a coat, a bicycle light is a light. The
 * first match wins, so services, tickets and compound names ("Licor de café",
 * "Casco para ciclismo con luz") come before the words they contain.
 */
const BY_TITLE: [RegExp, string][] = [
  [/^Tarjeta de regalo/, 'wrapped-gift'],
  [/^Garantía extendida/, 'shield'],
  [/^Armado de muebles/, 'toolbox'],
  [/^Instalación/, 'hammer-and-wrench'],
  [/^Obra|^Comedia|^Musical|^Danza/, 'performing-arts'],
  [/^(Entrada|Inscripción)\b/, 'admission-tickets'],
  [/\bChaqueta\b/i, 'coat'],
  [/\bGuantes\b/i, 'gloves'],
  [/\bCasco\b/i, 'rescue-workers-helmet'],
  [/\bMotocarro\b/i, 'auto-rickshaw'],
  [/\bScooter\b/i, 'motor-scooter'],
  [/\bMotocicleta\b/i, 'motorcycle'],
  [/\b(Luz|Lámpara)\b/i, 'flashlight'],
  [/\bBicicleta\b/i, 'bicycle'],
  [/\bLaptop\b/i, 'laptop'],
  [/\b(Computadora|Mini PC|Monitor)\b/i, 'desktop-computer'],
  [/^Combo gamer/, 'video-game'],
  [/^Kit estudiante/, 'laptop'],
  [/^(Combo|Kit)\b/, 'desktop-computer'],
  [/\b(Celular|Smartphone|Tablet)\b/i, 'mobile-phone'],
  [/\bAudífonos\b/i, 'headphone'],
  [/\b(Bocina|Barra de sonido)\b/i, 'speaker-high-volume'],
  [/\bControl\b/, 'video-game'],
  [/\b(Consola|Juego digital|Código de descarga)\b/i, 'joystick'],
  [/\bOlla arrocera\b/i, 'cooked-rice'],
  [/\bollas\b/i, 'pot-of-food'],
  [/\b(Sartén|Comal)/i, 'cooking'],
  [/\b(cuchillos|Tabla para picar)\b/i, 'kitchen-knife'],
  [/\bcucharas\b/i, 'spoon'],
  [/\bLicuadora\b/i, 'cup-with-straw'],
  [/\bFreidora\b/i, 'french-fries'],
  [/\bHorno tostador\b/i, 'bread'],
  [/\bBatidora\b/i, 'cupcake'],
  [/\b(Sofá|Mesa de centro)/i, 'couch-and-lamp'],
  [/\b(Sillón|Silla)\b/i, 'chair'],
  [/\bLibrera\b/i, 'books'],
  [/\bArchivero\b/i, 'file-cabinet'],
  [/\bEscritorio\b/i, 'chair'],
  [/\b(Cojín|Camino de mesa)/i, 'thread'],
  [/\bEspejo\b/i, 'mirror'],
  [/\bMaceta\b/i, 'potted-plant'],
  [/\b(Taza|Termo|Cafetera)\b/i, 'hot-beverage'],
  [/\bBolsa\b/i, 'shopping-bags'],
  [/\bLlavero\b/i, 'key'],
  [/\bGorra\b/i, 'billed-cap'],
  [/\bBlusa\b/i, 'womans-clothes'],
  [/\bVestido\b/i, 'dress'],
  [/\bCamisa\b/i, 't-shirt'],
  [/\b(Jeans|Pantalón)\b/i, 'jeans'],
  [/\bTacos\b/i, 'mans-shoe'],
  [/\bTenis\b/i, 'running-shoe'],
  [/\bSandalias de playa\b/i, 'thong-sandal'],
  [/\bSandalias\b/i, 'womans-sandal'],
  [/\b(mancuernas|Banco de pesas|Banda de resistencia|Cuerda para saltar)\b/i, 'flexed-biceps'],
  [/\bTapete para yoga\b/i, 'person-in-lotus-position'],
  [/\b(Balón|Espinilleras)/i, 'soccer-ball'],
  [/\bRompecabezas\b/i, 'puzzle-piece'],
  [/\b(Juego de cartas|Lotería)/i, 'joker'],
  [/\bJuego de mesa\b/i, 'game-die'],
  [/\b(Robot|Figuras?)\b/i, 'robot'],
  [/\bCubos didácticos\b/i, 'abacus'],
  [/\b(Sonaja|Gimnasio para bebé|Mordedera)/i, 'teddy-bear'],
  [/\b(Ron|Licor)\b/, 'tumbler-glass'],
  [/\bVino espumoso\b/i, 'bottle-with-popping-cork'],
  [/\bVino\b/i, 'wine-glass'],
  [/\bHorchata\b/i, 'glass-of-milk'],
  [/\b(Café frío|Jugo)\b/i, 'beverage-box'],
  [/\bAgua\b/i, 'droplet'],
  [/\b(Refresco|Bebida|Té helado)/i, 'cup-with-straw'],
  [/\bPapalinas\b/i, 'potato'],
  [/\b(Manías|frutos secos)/i, 'peanuts'],
  [/\bGalletas\b/i, 'cookie'],
  [/\b(Chocolate|Barra de granola)\b/i, 'chocolate-bar'],
  [/\bChicharrines\b/i, 'rice-cracker'],
  [/\bPalomitas\b/i, 'popcorn'],
];

/** Categories of works whose titles are their authors' invention ("Crónica del volcán de Agua" is a book, not water): drawn by category. */
const WORK_CATEGORIES: ReadonlySet<string> = new Set([
  'novela-historica',
  'novela-policiaca',
  'novela-romantica',
  'infantil-y-juvenil',
  'ciencia-y-divulgacion',
  'libros-digitales',
]);

const FALLBACK = 'package';

/** The icon for a product (by title words, then its category or its parent's), or for a category. */
export function illustrationFor(options: { title?: string | null; categorySlug?: string | null; parentSlug?: string | null }): string {
  const named = WORK_CATEGORIES.has(options.categorySlug ?? '');
  const byTitle = options.title && !named ? BY_TITLE.find(([pattern]) => pattern.test(options.title!))?.[1] : undefined;
  const name = byTitle ?? BY_CATEGORY[options.categorySlug ?? ''] ?? BY_CATEGORY[options.parentSlug ?? ''] ?? FALLBACK;
  return getIconData(icons, name) ? name : FALLBACK;
}

const bodies = new Map<string, { body: string; size: number }>();

/**
 * Coordinates to two decimals: on a 32-unit box that is 1/1600 of the picture,
 * invisible, and it keeps each picture small (a home page shows about 100).
 * A number always keeps its point, so "1.5.25" (two numbers) stays two.
 */
const roundCoordinates = (body: string) =>
  // One decimal of a 32-unit box is under a pixel at 600 px. The point stays (a following ".5" is another number).
  body.replace(/\d*\.\d{2,}/g, (n) => Number(n).toFixed(1).replace(/^0\./, '.'));

/** The icon's SVG body (paths) and its box size. Its ids (gradients) stay as they are: a picture holds one icon. */
export function iconBody(name: string): { body: string; size: number } {
  const cached = bodies.get(name);
  if (cached) return cached;
  const data = getIconData(icons, name) ?? getIconData(icons, FALLBACK)!;
  const svg = iconToSVG(data);
  const drawn = { body: roundCoordinates(svg.body), size: Number(svg.attributes.viewBox.split(' ')[2]) || 32 };
  bodies.set(name, drawn);
  return drawn;
}

/** The icon sets' licence, for docs/running.md ("Pictures and icons") and the answers' comments. */
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
