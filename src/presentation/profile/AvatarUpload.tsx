import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useAccount } from '../account/use-account';
import { FormAlert } from '../shared/FormParts';
import { ImageField, useImageChoice } from './ImageField';
import { useSend } from './use-send';

/** Told what happened (a message to show), or null when nothing was changed. */
export type Done = (text: string | null) => void;

/** Uploading a photo: the file field, its preview, then "Usar esta foto" or "Cancelar" (both close it). */
export default function AvatarUpload({ onDone, onClose }: { onDone: Done; onClose: () => void }) {
  const account = useAccount();
  const id = useId();
  const photo = useImageChoice('La foto');
  const button = useRef<HTMLButtonElement>(null);
  const uploading = useSend(() => button.current ?? photo.input.current);

  // Opened by the shopper: the file field takes the focus.
  useEffect(() => photo.input.current?.focus(), []);

  async function upload(event: FormEvent) {
    event.preventDefault();
    const image = photo.file;
    if (uploading.sending) return;
    if (!image || !photo.ready) {
      await photo.require();
      photo.input.current?.focus();
      return;
    }
    onDone(null);
    if (await uploading.send(async () => (await account()).uploadAvatar({ image }))) {
      onDone('Listo: tu foto es tu nuevo avatar.');
      onClose();
    }
  }

  return (
    <form onSubmit={upload} data-testid="avatar-upload">
      <ImageField id={`${id}-file`} label="Foto para tu avatar" choice={photo} disabled={uploading.sending} shape="round" empty="Aquí verás tu foto antes de usarla." />
      <FormAlert id={`${id}-alert`} failure={uploading.failure} />
      <div className="profile__upload-actions">
        <button ref={button} type="submit" className="button button--primary" disabled={uploading.sending}>
          {uploading.sending ? 'Subiendo…' : 'Usar esta foto'}
        </button>
        <button type="button" className="button button--secondary" disabled={uploading.sending} onClick={onClose}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
