import { useEffect, useRef, useState } from 'react';
import type { Image } from '../../index';
import { imageUrl } from '../shared/image';

/**
 * The zoomed picture: a modal dialog with the largest rendition (2500 wide), «Anterior» / «Siguiente» when there
 * are several, «Cerrar»; Escape closes it too. `onClose` gets the picture shown last.
 */
export default function ZoomDialog({ images, start, title, onClose }: { images: Image[]; start: number; title: string; onClose: (index: number) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const at = useRef(start);
  at.current = index;
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    }
  }, []);
  const image = images[index];
  const src = imageUrl(image, 2500);
  const alt = image?.alt_text || title;
  const many = images.length > 1;
  const move = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  return (
    <dialog
      ref={dialog}
      className="zoom"
      aria-label={`${title}: imagen ${index + 1} de ${images.length}`}
      onClose={() => onClose(at.current)}
      onCancel={(event) => {
        // Escape: closed by us, so onClose runs once and the focus goes back.
        event.preventDefault();
        dialog.current?.close();
      }}
      onKeyDown={(event) => {
        if (!many) return;
        if (event.key === 'ArrowRight') move(1);
        if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      <div className="zoom__bar">
        <p className="zoom__count">
          {many ? `Imagen ${index + 1} de ${images.length}` : title}
        </p>
        <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()} autoFocus>
          <span className="icon icon--x" aria-hidden="true" /> Cerrar
        </button>
      </div>
      <div className="zoom__frame">{src ? <img src={src} alt={alt} width={2500} height={2500} /> : null}</div>
      {many ? (
        <div className="zoom__nav">
          <button type="button" className="button button--secondary" onClick={() => move(-1)}>
            <span className="icon icon--chevron-left" aria-hidden="true" /> Anterior
          </button>
          <button type="button" className="button button--secondary" onClick={() => move(1)}>
            Siguiente <span className="icon icon--chevron-right" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
