import type { Database } from '../db/database';
import { hashString } from '../seed/prng';
import { GIFT_WRAP_OPTIONS } from '../cart/cart-service';
import { VISIBLE_STATUSES, type MediaKind } from './catalogue';

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
  const lookup = (sql: string, ...params: unknown[]) =>
    (db.prepare(sql).get(...params) as { label: string } | undefined)?.label ?? null;
  switch (kind) {
    case 'product': {
      const match = /^(.+)-([1-9]\d{0,2})$/.exec(name);
      if (!match) return null;
      const row = db
        .prepare(`SELECT title, image_count FROM products WHERE public_sku = ? AND status IN (${VISIBLE_STATUSES.map((s) => `'${s}'`).join(',')})`)
        .get(match[1]) as { title: string; image_count: number } | undefined;
      return row && Number(match[2]) <= Math.max(1, row.image_count) ? row.title : null;
    }
    case 'category':
      return lookup('SELECT name AS label FROM categories WHERE slug = ?', name);
    case 'brand':
      return lookup('SELECT name AS label FROM brands WHERE slug = ?', name);
    case 'author':
      return lookup('SELECT name AS label FROM authors WHERE slug = ?', name);
    case 'banner': {
      const id = /^banner-([1-9]\d{0,8})$/.exec(name)?.[1];
      const slug = /^categoria-(.+)$/.exec(name)?.[1];
      if (id) return lookup('SELECT label FROM banners WHERE id = ?', Number(id));
      return slug ? lookup('SELECT name AS label FROM categories WHERE slug = ?', slug) : null;
    }
    case 'benefit': {
      const id = /^beneficio-([1-9]\d{0,8})$/.exec(name)?.[1];
      if (id) return lookup('SELECT title AS label FROM benefits WHERE id = ?', Number(id));
      return GIFT_WRAP_PICTURES.has(name) ? name.replace(/[-_]+/g, ' ') : null;
    }
  }
  return null;
}

/** A deterministic picture: a colour from the name's hash, and the label in white. */
export function renderSvg(kind: MediaKind, name: string, label: string, requestedWidth?: number | null): string {
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
