/** A Blob read as a `data:` URL (to show an image the API sent). */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

/** The upload's progress bar and its percentage, while sending (`fraction` null: not known yet). */
export function UploadProgress({ label, fraction }: { label: string; fraction: number | null }) {
  const percent = fraction === null ? null : Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="upload-progress">
      <progress aria-label={label} max={100} {...(percent === null ? {} : { value: percent })} />
      <span aria-hidden="true">{percent === null ? 'Enviando…' : `${percent} %`}</span>
    </div>
  );
}
