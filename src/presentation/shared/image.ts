import type { Image } from '../../index';

/** The smallest rendition at least `width` wide (else the largest), or the thumbnail. */
export function imageUrl(image: Image | null | undefined, width = 400): string | null {
  if (!image) return null;
  const urls = [...image.urls].sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  const fit = urls.find((u) => (u.width ?? 0) >= width) ?? urls[urls.length - 1];
  return fit?.cdn_url ?? image.thumbnail ?? null;
}

/** A srcset from the renditions that state their width. */
export function imageSrcSet(image: Image | null | undefined): string | undefined {
  if (!image) return undefined;
  const parts = image.urls.filter((u) => u.width).map((u) => `${u.cdn_url} ${u.width}w`);
  return parts.length > 1 ? parts.join(', ') : undefined;
}

/** How wide each kind of picture is drawn, for `sizes` (matches the CSS grid and gallery). */
export const imageSizes = {
  card: '(max-width: 600px) 50vw, (max-width: 1024px) 33vw, 240px',
  gallery: '(max-width: 800px) 100vw, 560px',
  banner: '(max-width: 1280px) 100vw, 1232px',
} as const;
