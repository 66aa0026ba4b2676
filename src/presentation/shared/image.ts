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
