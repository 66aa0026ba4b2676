import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { User } from '../../index';
import type { PredefinedAvatar } from '../../domain/account/profile';
import { usePredefinedAvatars } from './use-avatars';
import { FormAlert } from '../shared/FormParts';
import { ErrorState, Loading } from '../shared/StatusViews';
import { useSend } from './use-send';
import type { Done } from './AvatarUpload';

// Uploading a photo (its field, preview and checks) loads when the shopper asks for it.
const AvatarUpload = lazy(() => import('./AvatarUpload'));

/** The user's avatar in a box of fixed size: the picture, or the initial on a coloured disc. */
export function CurrentAvatar({ user }: { user: User }) {
  return (
    <span className="profile__avatar" data-testid="current-avatar">
      {user.avatar ? (
        <img src={user.avatar} alt="Tu avatar" width={96} height={96} />
      ) : (
        <span aria-hidden="true">{(user.first_name || user.email || 'C').charAt(0).toUpperCase()}</span>
      )}
    </span>
  );
}

/** "Tu avatar": choose one of the predefined pictures, or upload a photo after seeing its preview. */
export function AvatarSection({ user }: { user: User }) {
  const id = useId();
  const [done, setDone] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Once the upload closes (done or cancelled), the button that opened it takes the focus back.
  const closed = useRef(false);
  useEffect(() => {
    if (!uploading && closed.current) toggle.current?.focus();
    closed.current = false;
  }, [uploading]);
  return (
    <section className="card profile__card" aria-labelledby={id}>
      <h2 id={id} className="profile__card-title">
        Tu avatar
      </h2>
      <p role="status" className="profile__saved profile__saved--avatar">
        {done}
      </p>
      <PredefinedAvatars user={user} onDone={setDone} />
      <div className="profile__upload">
        <h3 className="profile__subtitle">Subir una foto</h3>
        {uploading ? (
          <Suspense fallback={<Loading label="Cargando…" skeleton="none" />}>
            <AvatarUpload
              onDone={setDone}
              onClose={() => {
                closed.current = true;
                setUploading(false);
              }}
            />
          </Suspense>
        ) : (
          <>
            <p className="field__hint">Una foto tuya en lugar de un avatar: la verás antes de usarla.</p>
            <button ref={toggle} type="button" className="button button--secondary" onClick={() => setUploading(true)}>
              Elegir una foto
            </button>
          </>
        )}
      </div>
    </section>
  );
}

type List = { error: unknown } | PredefinedAvatar[] | null;

function PredefinedAvatars({ user, onDone }: { user: User; onDone: Done }) {
  const avatarsQuery = usePredefinedAvatars();
  const id = useId();
  const list: List = avatarsQuery.list.status === 'ready' ? avatarsQuery.list.data : avatarsQuery.list.status === 'error' ? { error: avatarsQuery.list.error } : null;
  const load = avatarsQuery.list.reload;
  const [chosen, setChosen] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const saving = useSend(() => button.current);


  const avatars = Array.isArray(list) ? list : [];
  const current = avatars.find((avatar) => avatar.image && avatar.image === user.avatar);
  const selected = avatars.find((avatar) => String(avatar.id) === (chosen ?? String(current?.id)));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!selected || saving.sending) return;
    onDone(null);
    if (await saving.send(async () => avatarsQuery.setAvatar({ id: selected.id }))) {
      setChosen(null);
      onDone(`Listo: ahora tu avatar es ${selected.name ?? 'el que elegiste'}.`);
    }
  }

  return (
    <form className="profile__avatars" onSubmit={save} aria-labelledby={id} data-testid="avatar-choice">
      <h3 id={id} className="profile__subtitle">
        Elegir un avatar
      </h3>
      {list && !Array.isArray(list) ? (
        <ErrorState error={list.error} onRetry={load} title="No pudimos cargar los avatares" subject="los avatares" />
      ) : list?.length === 0 ? (
        <p className="profile__empty">Por ahora no hay avatares para elegir. Puedes subir una foto tuya.</p>
      ) : (
        <>
          <fieldset className="avatar-grid" aria-busy={!list} disabled={!list}>
            <legend className="visually-hidden">{list ? 'Avatares para elegir' : 'Cargando los avatares…'}</legend>
            {list
              ? avatars.map((avatar) => (
                  <label key={avatar.id} className="avatar-option">
                    <input
                      type="radio"
                      name={id}
                      checked={avatar === selected}
                      onChange={() => setChosen(String(avatar.id))}
                      className="avatar-option__radio"
                    />
                    <span className="avatar-option__picture">{avatar.image ? <img src={avatar.image} alt="" width={56} height={56} /> : null}</span>
                    <span className="avatar-option__name">{avatar.name ?? `Avatar ${avatar.id}`}</span>
                  </label>
                ))
              : Array.from({ length: 12 }, (_, i) => <span key={i} className="avatar-option skeleton" />)}
          </fieldset>
          <FormAlert id={`${id}-alert`} failure={saving.failure} />
          <button ref={button} type="submit" className="button button--secondary" disabled={saving.sending || !selected}>
            {saving.sending ? 'Guardando…' : 'Usar este avatar'}
          </button>
        </>
      )}
    </form>
  );
}
