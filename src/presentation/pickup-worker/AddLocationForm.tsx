import { useRef, useState, type FormEvent } from 'react';
import { Field, useAction } from './parts';
import type { WorkerApi } from './worker-types';

/** «Agregar punto»: a restricted pickup location, by the code its manager gives. */
export default function AddLocationForm({ api, onAdded }: { api: () => Promise<WorkerApi>; onAdded(text: string): void }) {
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const action = useAction(field, 'el punto de recogida');

  function submit(event: FormEvent) {
    event.preventDefault();
    const publicId = code.trim();
    if (!publicId) {
      action.setProblem('Escribe el código del punto de recogida.');
      field.current?.focus();
      return;
    }
    void action.run(async () => {
      const added = await (await api()).addLocation(publicId);
      setCode('');
      onAdded(`Agregamos ${added?.location_name ? `«${added.location_name}»` : 'el punto de recogida'}. Sus pedidos aparecen en las listas.`);
    });
  }

  return (
    <section className="card worker__add" aria-labelledby="worker-add-title">
      <h2 id="worker-add-title" className="worker__add-title">
        Agregar un punto de recogida
      </h2>
      <form onSubmit={submit} noValidate aria-busy={action.sending || undefined}>
        <Field
          ref={field}
          id="worker-add"
          label="Código del punto"
          hint="El código que te dio el encargado del punto, por ejemplo gt-zona-10."
          problem={action.problem}
          name="public_id"
          autoComplete="off"
          autoCapitalize="none"
          maxLength={64}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button button--secondary button--large worker__add-button" aria-disabled={action.sending || undefined}>
          <span className="icon icon--map-pin-plus" aria-hidden="true" />
          {action.sending ? 'Agregando…' : 'Agregar punto'}
        </button>
      </form>
    </section>
  );
}
