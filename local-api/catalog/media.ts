import type { Database } from '../db/database';
import { hashString } from '../seed/prng';
import { bannerIllustrationFor, benefitIconFor, iconBody, illustrationFor, ILLUSTRATION_CREDIT, INTERFACE_ICON_CREDIT, interfaceIconBody } from './illustrations';
import { GIFT_WRAP_OPTIONS } from '../cart/cart-service';
import type { MediaKind } from './catalogue';
import {
  findAuthorBySlug,
  findAuthorLabel,
  findBannerArtwork,
  findBannerLabel,
  findBenefitLabel,
  findBenefitTitle,
  findBrandArtwork,
  findBrandLabel,
  findCategoryArtwork,
  findCategoryBannerArtwork,
  findCategoryLabel,
  findProductArtwork,
  findVisibleProductPictures,
} from './media-store';

const SIZES: Record<MediaKind, [number, number]> = {
  product: [600, 600],
  category: [300, 300],
  brand: [300, 150],
  banner: [1200, 400],
  benefit: [96, 96],
  author: [300, 300],
};

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);

function wrap(label: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (current && (current + ' ' + word).length > perLine) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.slice(0, perLine - 1)}…`;
  }
  return lines;
}

/** Gift-wrap pictures (cart answers name them as benefit media): their names are their labels. */
const GIFT_WRAP_PICTURES: ReadonlySet<string> = new Set(GIFT_WRAP_OPTIONS.map((option) => option.image));

/**
 * The text written on a generated picture, for a name the catalogue gives out
 * in its answers; null for any other name, which the media route answers with
 * a 404 (it never draws an arbitrary string on the store's origin):
 * - product: `<public_sku>-<n>` of a visible product, n from 1 to its image count;
 * - category, brand, author: a slug that exists;
 * - banner: `banner-<id>` of a banner, or `categoria-<slug>` of a category;
 * - benefit: `beneficio-<id>` of a benefit, or a gift-wrap picture.
 */
export function mediaLabel(db: Database, kind: MediaKind, name: string): string | null {
  switch (kind) {
    case 'product': {
      const match = /^(.+)-([1-9]\d{0,2})$/.exec(name);
      if (!match) return null;
      const row = findVisibleProductPictures(db, match[1]!);
      return row && Number(match[2]) <= Math.max(1, row.image_count) ? row.title : null;
    }
    case 'category':
      return findCategoryLabel(db, name);
    case 'brand':
      return findBrandLabel(db, name);
    case 'author':
      return findAuthorLabel(db, name);
    case 'banner': {
      const id = /^banner-([1-9]\d{0,8})$/.exec(name)?.[1];
      const slug = /^categoria-(.+)$/.exec(name)?.[1];
      if (id) return findBannerLabel(db, Number(id));
      return slug ? findCategoryLabel(db, slug) : null;
    }
    case 'benefit': {
      const id = /^beneficio-([1-9]\d{0,8})$/.exec(name)?.[1];
      if (id) return findBenefitLabel(db, Number(id));
      return GIFT_WRAP_PICTURES.has(name) ? name.replace(/[-_]+/g, ' ') : null;
    }
  }
  return null;
}

/** Portraits for authors (Fluent Emoji people). */
const AUTHOR_PORTRAITS = ['woman-medium', 'man-medium-dark', 'woman-white-hair-medium', 'man-beard-medium', 'woman-red-hair-light', 'man-white-hair-medium-dark', 'woman-medium-dark', 'man-bald-medium'];

/** A steady, fairly saturated colour (#rrggbb) from a name's hash: a brand's or an author's own. */
function hueColour(key: string): string {
  return hexOf(hashString(key) % 360, 0.6, 0.45);
}

/** What a product or category picture shows: its illustration, tinted by the variant's colour where it has one. */
export interface Artwork {
  icon: string;
  /** #rrggbb of the variant's colour, or null. */
  tint: string | null;
  /** An interface icon (Lucide, drawn in the store's blue) rather than an illustration. */
  interface?: boolean;
  /** Which of a product's pictures (1 for the main one): each is drawn from its own angle, so no two are the same. */
  view?: number;
}

/** #rrggbb (or #rgb) → hue (degrees), saturation and lightness (0–1). */
export function hslOf(hex: string): [number, number, number] {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const sat = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const hue = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [hue * 60, sat, l];
}

function hexOf(h: number, sat: number, l: number): string {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - sat * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Colours of an illustration with less saturation than this are its greys, blacks and whites: they keep their colour. */
const CHROMATIC = 0.2;

/**
 * The illustration in the variant's colour (issue 25 part 4, defect 14: an «Azul marino» shirt was drawn green): each
 * coloured fill takes the variant's hue and saturation, and keeps its lightness relative to the others (the shading
 * stays); greys stay grey. An illustration with no coloured fill is left as drawn.
 */
export function tintBody(body: string, tint: string): string {
  const colours = [...new Set(body.match(/#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g) ?? [])].filter((hex) => hslOf(hex)[1] >= CHROMATIC);
  if (colours.length === 0) return body;
  const [h, sat, l] = hslOf(tint);
  const mean = colours.reduce((sum, hex) => sum + hslOf(hex)[2], 0) / colours.length;
  const mapped = new Map(colours.map((hex) => [hex.toLowerCase(), hexOf(h, sat, Math.min(0.97, Math.max(0.06, l + (hslOf(hex)[2] - mean) * 0.8)))]));
  return body.replace(/#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g, (hex) => mapped.get(hex.toLowerCase()) ?? hex);
}

/**
 * How picture `view` of a product frames its illustration, so a gallery shows no two identical pictures: the front, a
 * close-up, the other side on a floor, then tilted views.
 */
function framing(view: number): { scale: number; dx: number; dy: number; flip: boolean; rotate: number; floor: boolean; background: string } {
  if (view <= 1) return { scale: 1, dx: 0, dy: 0, flip: false, rotate: 0, floor: false, background: '#f4f6f9' };
  if (view === 2) return { scale: 1.45, dx: -0.14, dy: 0.1, flip: false, rotate: 0, floor: false, background: '#eef1f5' };
  if (view === 3) return { scale: 0.78, dx: 0, dy: -0.04, flip: true, rotate: 0, floor: true, background: '#f7f5f1' };
  const rotate = ((view * 23) % 40) - 20 || 12;
  return { scale: 0.9, dx: 0, dy: 0, flip: view % 2 === 0, rotate, floor: false, background: view % 2 === 0 ? '#f1f4f8' : '#f6f4f8' };
}

/** The artwork of a product (`<sku>-<n>`), a category, a brand or an author (`<slug>`), a banner or a benefit; null for unknown names. */
export function artworkFor(db: Database, kind: MediaKind, name: string): Artwork | null {
  if (kind === 'product') {
    const sku = /^(.+)-[1-9]\d{0,2}$/.exec(name)?.[1];
    const row = sku ? findProductArtwork(db, sku) : undefined;
    if (!row) return null;
    const tint = row.color_hex && /^#[0-9a-f]{6}$/i.test(row.color_hex) ? row.color_hex : null;
    const view = Number(/-([1-9]\d{0,2})$/.exec(name)?.[1] ?? 1);
    return { icon: illustrationFor({ title: row.title, categorySlug: row.category, parentSlug: row.parent }), tint, view };
  }
  if (kind === 'banner') {
    const id = /^banner-([1-9]\d{0,8})$/.exec(name)?.[1];
    const slug = /^categoria-(.+)$/.exec(name)?.[1];
    const row = id ? findBannerArtwork(db, Number(id)) : slug ? findCategoryBannerArtwork(db, slug) : undefined;
    return row ? { icon: bannerIllustrationFor({ label: row.label, targetSlug: row.target_slug }), tint: null } : null;
  }
  if (kind === 'benefit') {
    const id = /^beneficio-([1-9]\d{0,8})$/.exec(name)?.[1];
    const row = id ? findBenefitTitle(db, Number(id)) : undefined;
    return row ? { icon: benefitIconFor(row.title), tint: null, interface: true } : null;
  }
  if (kind === 'brand') {
    // A brand's emblem: what it mostly sells (its commonest category), on a disc of the brand's own colour.
    const row = findBrandArtwork(db, name);
    return row ? { icon: illustrationFor({ categorySlug: row.category, parentSlug: row.parent }), tint: hueColour(`brand:${name}`) } : null;
  }
  if (kind === 'author') {
    // An author's portrait: one of a few people, the same for the same author.
    const row = findAuthorBySlug(db, name);
    return row ? { icon: AUTHOR_PORTRAITS[hashString(`author:${name}`) % AUTHOR_PORTRAITS.length]!, tint: hueColour(`author:${name}`) } : null;
  }
  if (kind === 'category') {
    const row = findCategoryArtwork(db, name);
    return row ? { icon: illustrationFor({ categorySlug: row.slug, parentSlug: row.parent }), tint: null } : null;
  }
  return null;
}

/**
 * A product or category picture: the illustration centred on a clean, light
 * background (a soft disc of the variant's colour behind it when it has one),
 * and no text: the name is the page's to say (the picture's alt text).
 */
function renderArtwork(kind: MediaKind, name: string, label: string, art: Artwork, requestedWidth?: number | null): string {
  const [width, height] = SIZES[kind];
  const scale = requestedWidth && requestedWidth > 0 && requestedWidth <= 4000 ? requestedWidth / width : 1;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`;
  if (art.interface) {
    // A benefit: the icon in the store's blue on a soft tint; its words are the page's.
    const { body, size } = interfaceIconBody(art.icon);
    const box = Math.round(width * 0.56);
    return (
      `${open}<!-- ${INTERFACE_ICON_CREDIT} --><rect width="${width}" height="${height}" rx="${Math.round(width * 0.22)}" fill="#e6eef7"/>` +
      `<svg x="${(width - box) / 2}" y="${(height - box) / 2}" width="${box}" height="${box}" viewBox="0 0 ${size} ${size}" color="#0f4c81">${body}</svg></svg>`
    );
  }
  if (kind === 'banner') {
    // A promotion: the headline on the left, the illustration large on the right.
    const hue = hashString(`${kind}:${name}`) % 360;
    const lines = wrap(label, 22, 2);
    const text = lines.map((line, i) => `<text x="72" y="${(height / 2 - ((lines.length - 1) * 64) / 2 + i * 64).toFixed(1)}">${escapeXml(line)}</text>`).join('');
    const { body, size } = iconBody(art.icon);
    return (
      `${open}<!-- ${ILLUSTRATION_CREDIT} --><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},62%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},58%,30%)"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${width - 230}" cy="${height / 2}" r="170" fill="#ffffff" fill-opacity="0.14"/>` +
      `<svg x="${width - 380}" y="${height / 2 - 150}" width="300" height="300" viewBox="0 0 ${size} ${size}">${body}</svg>` +
      `<g fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="56" font-weight="800" dominant-baseline="middle">${text}</g></svg>`
    );
  }
  const drawn = iconBody(art.icon);
  const { size } = drawn;
  // A product's picture shows the thing in its variant's colour (a category's is drawn as it is).
  const body = art.tint && kind === 'product' ? tintBody(drawn.body, art.tint) : drawn.body;
  const frame = framing(kind === 'product' ? (art.view ?? 1) : 1);
  const box = Math.round(Math.min(width, height) * 0.62 * frame.scale);
  const x = Math.round((width - box) / 2 + frame.dx * width);
  const y = Math.round((height - box) / 2 + frame.dy * height);
  // A light colour (white, beige) gets a darker disc behind it, or it would vanish into the background.
  const light = art.tint ? hslOf(art.tint)[2] > 0.8 : false;
  const disc = art.tint && frame.scale <= 1
    ? `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.round(Math.min(width, height) * 0.62 * 0.62)}" fill="${light ? '#c9d1dc' : art.tint}" fill-opacity="${light ? 0.6 : 0.22}"/>`
    : '';
  const floor = frame.floor ? `<ellipse cx="${width / 2}" cy="${Math.round(y + box + 14)}" rx="${Math.round(box * 0.42)}" ry="14" fill="#1f2937" fill-opacity="0.12"/>` : '';
  const turns = [
    frame.rotate ? `rotate(${frame.rotate} ${width / 2} ${height / 2})` : '',
    frame.flip ? `translate(${width} 0) scale(-1 1)` : '',
  ].filter(Boolean);
  const icon = `<svg x="${x}" y="${y}" width="${box}" height="${box}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
  return (
    `${open}<!-- ${ILLUSTRATION_CREDIT} -->` +
    `<rect width="${width}" height="${height}" fill="${frame.background}"/>${disc}${floor}` +
    (turns.length ? `<g transform="${turns.join(' ')}">${icon}</g>` : icon) +
    `</svg>`
  );
}

/** A deterministic picture: the artwork for products and categories; otherwise a colour from the name's hash, and the label in white. */
export function renderSvg(kind: MediaKind, name: string, label: string, requestedWidth?: number | null, art?: Artwork | null): string {
  if (art) return renderArtwork(kind, name, label, art, requestedWidth);
  const [width, height] = SIZES[kind];
  const hue = hashString(`${kind}:${name}`) % 360;
  const scale = requestedWidth && requestedWidth > 0 && requestedWidth <= 4000 ? requestedWidth / width : 1;
  const perLine = kind === 'banner' ? 40 : kind === 'benefit' ? 12 : 20;
  const lines = wrap(label, perLine, kind === 'benefit' ? 2 : 4);
  const fontSize = kind === 'banner' ? 48 : kind === 'benefit' ? 11 : kind === 'brand' ? 24 : 30;
  const lineHeight = fontSize * 1.2;
  const firstY = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map((line, i) => `<text x="50%" y="${(firstY + i * lineHeight).toFixed(1)}">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},62%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},58%,30%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<g fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" ` +
    `font-weight="600" text-anchor="middle" dominant-baseline="middle">${text}</g></svg>`
  );
}
