import { useEffect, useState } from 'react';

/**
 * A chosen file as a `data:` URL for its preview (the page's Content-Security-Policy allows `data:` images,
 * not `blob:` ones); null until it is read, or for no file. Reading stops when the file changes or the
 * component leaves.
 */
export function useDataUrl(file: Blob | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    setSrc(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setSrc(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => {
      reader.onload = null;
      if (reader.readyState === 1) reader.abort();
    };
  }, [file]);
  return src;
}
