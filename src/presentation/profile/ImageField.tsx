import { useRef, useState } from 'react';
import { decodesAsImage, NOT_AN_IMAGE } from '../shared/decode-image';
import { useDataUrl } from '../shared/use-data-url';

/** What the server takes (local-api/account/uploads.ts): by their bytes, at most 2 MB, each side 64 to 4096 px. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
export const IMAGE_LIMITS = 'PNG, JPEG o WebP, de hasta 2 MB; cada lado entre 64 y 4096 px.';
const MIN_SIDE = 64;
const MAX_SIDE = 4096;

// The store's own check (type, weight), loaded with the account's code rather than with the screen.
const problemOf = (file: Blob | null, what: string) => import('../../domain/account/images').then((rules) => rules.imageProblem(file, what));

/**
 * One picture to send: the chosen file, its Spanish problem (type and weight checked at once, its
 * pixel size once the preview has decoded), and its preview.
 */
export function useImageChoice(what: string) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const src = useDataUrl(file);
  return {
    file,
    problem,
    src,
    input,
    what,
    /** Ready to send: a file without a problem. */
    ready: Boolean(file) && !problem,
    async choose(picked: File | null) {
      let found = picked ? await problemOf(picked, what) : null;
      // Decoded before any preview: a text file named .png gets a plain refusal, not a broken picture.
      if (picked && !found && !(await decodesAsImage(picked))) found = `${NOT_AN_IMAGE}: «${picked.name}» no se puede abrir como foto. Elige una foto PNG, JPEG o WebP.`;
      setProblem(found);
      setFile(found ? null : picked);
    },
    clear() {
      setFile(null);
      setProblem(null);
      if (input.current) input.current.value = '';
    },
    /** Marks the field as missing (on a send without it). */
    async require() {
      const found = await problemOf(file, what);
      if (found && !problem) setProblem(found);
      return !found && !problem;
    },
    measured(image: HTMLImageElement) {
      const { naturalWidth: w, naturalHeight: h } = image;
      if (w && h && (Math.min(w, h) < MIN_SIDE || Math.max(w, h) > MAX_SIDE))
        setProblem(`${what} mide ${w}×${h} px; cada lado debe medir entre ${MIN_SIDE} y ${MAX_SIDE} px.`);
    },
    unreadable() {
      setProblem(`${what} no se puede abrir como imagen: elige una foto PNG, JPEG o WebP.`);
    },
  };
}

export type ImageChoice = ReturnType<typeof useImageChoice>;

/**
 * A labelled file input for one picture, with the limits as its hint, its problem (a polite live
 * region linked by aria-describedby) and a preview box of fixed size, so nothing moves as the preview appears.
 */
export function ImageField({
  id,
  label,
  choice,
  disabled,
  empty = 'Aún no elegiste una foto.',
  shape = 'card',
}: {
  id: string;
  label: string;
  choice: ImageChoice;
  disabled?: boolean;
  empty?: string;
  shape?: 'card' | 'round';
}) {
  const problemId = `${id}-problem`;
  return (
    <div className="image-field">
      <label htmlFor={id} id={`${id}-label`} className="image-field__label">
        {label}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {IMAGE_LIMITS}
      </p>
      <div className="image-field__picker">
        <input
          ref={choice.input}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className="image-field__input visually-hidden"
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-invalid={choice.problem ? true : undefined}
          aria-describedby={`${id}-hint${choice.problem ? ` ${problemId}` : ''}`}
          onChange={(event) => choice.choose(event.currentTarget.files?.[0] ?? null)}
        />
        {/* The browser's own button speaks its language, not always Spanish: this one does (a second label of the same input). */}
        <label htmlFor={id} className="button button--secondary image-field__button" aria-hidden="true">
          {choice.file ? 'Elegir otra foto' : 'Elegir una foto'}
        </label>
        <span className="image-field__name">{choice.file ? choice.file.name : 'Ningún archivo elegido'}</span>
      </div>
      <p className="field__problem" id={problemId} aria-live="polite">
        {choice.problem}
      </p>
      <div className={`image-field__preview image-field__preview--${shape}`}>
        {choice.src && choice.file ? (
          <img src={choice.src} alt={`Vista previa: ${choice.file.name}`} onLoad={(event) => choice.measured(event.currentTarget)} onError={choice.unreadable} />
        ) : (
          <span className="image-field__empty">{empty}</span>
        )}
      </div>
    </div>
  );
}
