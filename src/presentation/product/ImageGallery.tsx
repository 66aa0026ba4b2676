import { lazy, Suspense, useRef, useState } from 'react';
import type { Image } from '../../index';
import { imageSizes, imageSrcSet, imageUrl } from '../shared/image';

const ZoomDialog = lazy(() => import('./ZoomDialog'));

/**
 * The product's pictures: one large (a button that opens it zoomed, in a dialog with the largest rendition),
 * the others as thumbnail buttons. `srcset` lists every rendition by width (500 and 2500, spec section 9).
 */
export function ImageGallery({ images, title }: { images: Image[]; title: string }) {
  const sorted = [...images].sort((a, b) => a.sort_order - b.sort_order);
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const index = selected < sorted.length ? selected : 0;
  const current = sorted[index];
  const src = imageUrl(current, 700);
  const alt = current?.alt_text || title;
  return (
    <div className={sorted.length > 1 ? 'gallery gallery--thumbs' : 'gallery'}>
      <div className="gallery__main">
        {src ? (
          <button
            ref={opener}
            type="button"
            className="gallery__zoom"
            aria-haspopup="dialog"
            aria-label={`Ampliar imagen: ${alt}`}
            onClick={() => setZoomed(true)}
          >
            <img src={src} srcSet={imageSrcSet(current)} sizes={imageSizes.gallery} alt={alt} width={700} height={700} fetchPriority={index === 0 ? 'high' : undefined} />
            <span className="gallery__zoom-hint" aria-hidden="true">
              <span className="icon icon--zoom-in" />
            </span>
          </button>
        ) : (
          <div className="product-card__placeholder">Sin imagen</div>
        )}
      </div>
      {sorted.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Imágenes del producto">
          {sorted.map((image, i) => {
            const thumb = image.thumbnail ?? imageUrl(image, 100);
            return (
              <li key={image.id}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-pressed={i === index}
                  aria-label={`Ver imagen ${i + 1} de ${sorted.length}`}
                  onClick={() => setSelected(i)}
                >
                  {thumb ? <img src={thumb} alt="" width={64} height={64} loading="lazy" /> : i + 1}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {zoomed && current ? (
        <Suspense fallback={null}>
          <ZoomDialog
            images={sorted}
            start={index}
            title={title}
            onClose={(at) => {
              setZoomed(false);
              setSelected(at);
              // The focus goes back to the picture that opened the dialog.
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
