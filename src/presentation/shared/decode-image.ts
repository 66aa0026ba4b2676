/** What the shopper reads when a chosen file is not a picture the browser can open (a text file renamed .png). */
export const NOT_AN_IMAGE = 'El archivo no es una imagen válida';

/**
 * True when the browser can decode `file` as a picture (createImageBitmap), checked before it is previewed or sent:
 * a file named .png whose bytes are text is refused here, with no broken preview and no upload to retry. A browser
 * without createImageBitmap cannot tell: the file goes on, and the server checks its bytes.
 */
export async function decodesAsImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close?.();
    return true;
  } catch {
    return false;
  }
}
