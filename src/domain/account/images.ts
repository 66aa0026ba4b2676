/** The picture checks of avatars and identity documents: no schema library, so a screen may import them. */

/** The pictures the store takes for an avatar or an identity document, and their largest size. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** What is wrong with a picture before it is sent, in Spanish, or null when it may be sent. */
export function imageProblem(image: { type: string; size: number } | null | undefined, what = 'La imagen'): string | null {
  if (!image || image.size === 0) return `${what} está vacía o falta: elige un archivo.`;
  if (!(IMAGE_TYPES as readonly string[]).includes(image.type)) return `${what} debe ser una foto PNG, JPEG o WebP.`;
  if (image.size > MAX_IMAGE_BYTES) return `${what} pesa más de 2 MB: elige una más liviana.`;
  return null;
}
