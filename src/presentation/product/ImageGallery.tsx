import { useState } from 'react';
import type { Image } from '../../index';
import { imageSizes, imageSrcSet, imageUrl } from '../shared/image';

/** The product's pictures: one large, the others as thumbnail buttons. */
export function ImageGallery({ images, title }: { images: Image[]; title: string }) {
  const sorted = [...images].sort((a, b) => a.sort_order - b.sort_order);
  const [selected, setSelected] = useState(0);
  const current = sorted[selected] ?? sorted[0];
  const src = imageUrl(current, 700);
  return (
    <div className="gallery">
      <div className="gallery__main">
        {src ? (
          <img
            src={src}
            srcSet={imageSrcSet(current)}
            sizes={imageSizes.gallery}
            alt={current?.alt_text || title}
            width={700}
            height={700}
            fetchPriority={selected === 0 ? 'high' : undefined}
          />
        ) : (
          <div className="product-card__placeholder">Sin imagen</div>
        )}
      </div>
      {sorted.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Imágenes del producto">
          {sorted.map((image, index) => {
            const thumb = image.thumbnail ?? imageUrl(image, 100);
            return (
              <li key={image.id}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-pressed={index === selected}
                  aria-label={`Ver imagen ${index + 1} de ${sorted.length}`}
                  onClick={() => setSelected(index)}
                >
                  {thumb ? <img src={thumb} alt="" width={64} height={64} loading="lazy" /> : index + 1}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
