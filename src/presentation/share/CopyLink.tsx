import { forwardRef, useId, useState } from 'react';

/** Copies `text` to the clipboard; false when the browser has no clipboard or refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A link to copy: a read-only field holding it (focus selects it all, for copying by hand) and «Copiar enlace»,
 * (unless `canCopy` is false: the browser already refused) which says «Enlace copiado» in a polite live region, or how to copy it by hand when the browser will not.
 */
export const CopyLink = forwardRef<HTMLInputElement, { url: string; label: string; copyLabel?: string; canCopy?: boolean }>(function CopyLink(
  { url, label, copyLabel = 'Copiar enlace', canCopy = true },
  ref,
) {
  const id = useId();
  const [note, setNote] = useState('');
  return (
    <div className="copy-link">
      <label htmlFor={id} className="copy-link__label">
        {label}
      </label>
      <div className="copy-link__row">
        <input
          ref={ref}
          id={id}
          className="copy-link__field"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-note`}
        />
        {canCopy ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={async () => {
            setNote('');
            setNote((await copyText(url)) ? 'Enlace copiado.' : 'No pudimos copiarlo: selecciona el enlace y cópialo.');
          }}
        >
          <span className="icon share-i-copy" aria-hidden="true" />
          {copyLabel}
        </button>
        ) : null}
      </div>
      <p id={`${id}-note`} className="copy-link__note" aria-live="polite">
        {note}
      </p>
    </div>
  );
});
