import './addresses.css';
import { useId, useRef, useState } from 'react';
import type { Address } from '../../domain/addresses/address';
import { checkGeolocation } from '../../domain/addresses/address-rules';
import { findGtDepartment } from '../../domain/addresses/guatemala';
import { findUsState } from '../../domain/addresses/us-states';
import { useSend } from '../profile/use-send';
import { errorMessage } from '../shared/error-message';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { EmptyState, ErrorState } from '../shared/StatusViews';
import { TextField } from '../shared/TextField';
import { useFocusFirstField } from '../shared/use-focus-first-field';
import { useForm } from '../shared/use-form';
import { AddressForm } from './AddressForm';
import { useAddressesApi } from './fields';
import { Confirm, ListSkeleton, PlaceAction, useFocusAfter } from './parts';
import { useAddressesLoad, useAddressesState, useSavedPoint } from './use-addresses';

const ADD_ID = 'address-add';
const itemId = (address: Address) => `address-${address.id}`;

/** Where an address is, in one line: street, municipality or city, department or state, country. */
export function placeLine(address: Address): string {
  const region = address.country === 'GT' ? findGtDepartment(address.state)?.name : findUsState(address.state)?.spanishName;
  return [address.city, region ?? address.state, address.country === 'GT' ? 'Guatemala' : address.country === 'US' ? 'Estados Unidos' : address.country].join(', ');
}

/** The shopper's addresses: list, add, edit, select, pin and delete (loaded apart from the route: it carries the 340 municipalities). */
export default function AddressList() {
  const state = useAddressesState();
  const { reload: load } = useAddressesLoad();
  const [adding, setAdding] = useState(false);
  const focusAfter = useFocusAfter(() => document.getElementById(ADD_ID));

  const { addresses, selection } = state;
  if (state.status === 'error' && addresses.length === 0) return <ErrorState error={state.error} onRetry={load} subject="tus direcciones" />;
  if (state.status !== 'ready' && addresses.length === 0) {
    return <ListSkeleton label="Cargando tus direcciones…" />;
  }

  const addButton = (
    <button type="button" id={ADD_ID} className="button button--primary" onClick={() => setAdding(true)} aria-expanded={adding} disabled={adding}>
      <span className="icon addr-i-plus" aria-hidden="true" />
      Agregar dirección
    </button>
  );
  const newForm = adding ? (
    <section className="places__new" aria-labelledby="address-new-title">
      <h2 id="address-new-title">Nueva dirección</h2>
      <AddressForm
        focusOnOpen
        onSaved={(saved) => {
          setAdding(false);
          focusAfter(itemId(saved));
        }}
        onCancel={() => {
          setAdding(false);
          focusAfter(ADD_ID);
        }}
      />
    </section>
  ) : null;

  return (
    <>
      <p className="places__intro">Guarda dónde recibes tus pedidos. La que elijas para tus envíos aparece primero al pagar.</p>
      {addresses.length === 0 ? (
        <EmptyState action={adding ? null : addButton}>Aún no tienes direcciones guardadas. Agrega una para recibir tus pedidos en casa o en el trabajo.</EmptyState>
      ) : (
        <>
          <ul className="places__list" aria-label="Direcciones guardadas">
            {addresses.map((address, index) => (
              <AddressItem
                key={String(address.id)}
                address={address}
                selected={selection.addressId === String(address.id)}
                onRemoved={() => {
                  const next = addresses[index + 1] ?? addresses[index - 1];
                  focusAfter(next ? itemId(next) : ADD_ID);
                }}
              />
            ))}
          </ul>
          <div className="places__new">{adding ? null : addButton}</div>
        </>
      )}
      {newForm}
    </>
  );
}

type Mode = 'view' | 'edit' | 'remove' | 'pin';

function AddressItem({ address, selected, onRemoved }: { address: Address; selected: boolean; onRemoved(): void }) {
  const api = useAddressesApi();
  const [mode, setMode] = useState<Mode>('view');
  const root = useRef<HTMLLIElement>(null);
  const back = (selector: string) => () => root.current?.querySelector<HTMLElement>(selector);
  // Once selected, its button is gone: the address's heading takes the focus.
  const action = useSend(() => back('[data-action="select"]')() ?? back('h3')());
  const removal = useSend(back('.place__confirm button'));
  const [status, setStatus] = useState('');
  const close = (selector: string) => {
    setMode('view');
    // After the panel closes, its button takes the focus back.
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(selector)?.focus());
  };
  const name = `${address.first_name} ${address.last_name}`.trim();
  const pinned = address.geolocation !== null;

  return (
    <li ref={root} className={`place${selected ? ' place--selected' : ''}`} data-testid="address-item">
      <div className="place__head">
        <h3 className="place__title" id={itemId(address)} tabIndex={-1}>
          {name || 'Dirección'}
        </h3>
        {selected ? <span className="badge badge--selected">Para tus envíos</span> : null}
      </div>
      <p className="place__lines">
        {address.street}
        <br />
        {placeLine(address)}
        {address.phone ? (
          <>
            <br />
            <span className="place__muted">Tel. {address.phone}</span>
          </>
        ) : null}
        {address.references ? (
          <>
            <br />
            <span className="place__muted">Referencias: {address.references}</span>
          </>
        ) : null}
        <br />
        <span className="place__muted">{pinned ? 'Ubicación marcada' : 'Sin ubicación marcada'}</span>
      </p>
      {address.request_user_geolocation && !pinned ? <p className="place__muted">Marca la ubicación para que el repartidor te encuentre más rápido.</p> : null}
      <p role="status" className="place__status">
        {status}
      </p>
      {action.failure ? (
        <p role="alert" className="message message--error">
          {errorMessage(action.failure)}
        </p>
      ) : null}
      {mode === 'view' ? (
        <div className="place__actions">
          {selected ? null : (
            <button
              type="button"
              className="button button--primary"
              data-action="select"
              disabled={action.sending}
              onClick={async () => {
                setStatus('');
                if (await action.send(async () => (await api()).selectAddress(address.id))) setStatus('Usaremos esta dirección para tus envíos.');
              }}
            >
              {action.sending ? 'Guardando…' : 'Usar para mis envíos'}
            </button>
          )}
          <PlaceAction action="edit" icon="addr-i-pencil" label="Editar" name={`Editar la dirección de ${name}`} onClick={() => (setStatus(''), setMode('edit'))} />
          <PlaceAction action="pin" icon="icon--map-pin" label="Ubicación" name={`Ubicación de la dirección de ${name}`} onClick={() => (setStatus(''), setMode('pin'))} />
          <PlaceAction action="remove" icon="icon--trash-2" label="Eliminar" name={`Eliminar la dirección de ${name}`} onClick={() => (setStatus(''), setMode('remove'))} />
        </div>
      ) : null}
      {mode === 'edit' ? (
        <AddressForm
          focusOnOpen
          address={address}
          onSaved={() => {
            setStatus('Guardamos los cambios.');
            close('[data-action="edit"]');
          }}
          onCancel={() => close('[data-action="edit"]')}
        />
      ) : null}
      {mode === 'remove' ? (
        <Confirm
          question={`¿Eliminar la dirección de ${name}? No se puede deshacer.`}
          yes="Sí, eliminar"
          busy="Eliminando…"
          sending={removal.sending}
          failure={removal.failure}
          onYes={async () => {
            if (await removal.send(async () => (await api()).remove(address.id))) onRemoved();
          }}
          onNo={() => close('[data-action="remove"]')}
        />
      ) : null}
      {mode === 'pin' ? (
        <PinPanel
          address={address}
          onDone={(message) => {
            if (message) setStatus(message);
            close('[data-action="pin"]');
          }}
        />
      ) : null}
    </li>
  );
}

const coordinate = (which: 'lat' | 'lng') => (value: string) => {
  if (!value.trim()) return which === 'lat' ? 'Escribe la latitud.' : 'Escribe la longitud.';
  const number = Number(value.replace(',', '.'));
  const checked = which === 'lat' ? checkGeolocation(number, 0) : checkGeolocation(0, number);
  return checked.ok ? null : checked.message;
};
const PIN_RULES = { lat: coordinate('lat'), lng: coordinate('lng') };
const toNumber = (value: string) => Number(value.replace(',', '.'));

/** The address's point: typed as latitude and longitude, or read from the device; or removed. */
function PinPanel({ address, onDone }: { address: Address; onDone(message?: string): void }) {
  const id = useId();
  const api = useAddressesApi();
  const point = address.geolocation;
  const form = useForm({ lat: point ? String(point.lat) : '', lng: point ? String(point.lng) : '' }, PIN_RULES);
  const [locating, setLocating] = useState<string | null>(null);
  const unpin = useSend(() => null);
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const current = useRef(form.values);
  current.current = form.values;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstField(formRef);

  // The saved point, as the server has it, unless the shopper typed meanwhile.
  useSavedPoint(address.id, (saved) => {
    if (saved.lat !== null && saved.lng !== null && !current.current.lat && !current.current.lng) {
      form.set('lat', String(saved.lat));
      form.set('lng', String(saved.lng));
    }
  });

  const locate = () => {
    setLocating('Buscando tu ubicación…');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        form.set('lat', position.coords.latitude.toFixed(6));
        form.set('lng', position.coords.longitude.toFixed(6));
        setLocating('Listo: revisa los números y guarda.');
      },
      () => setLocating('No pudimos leer tu ubicación. Revisa el permiso del navegador o escribe los números.'),
      { enableHighAccuracy: true, timeout: 15000 },
    );
  };

  const send = form.onSubmit(async (values) => {
    await (await api()).setGeolocation({ id: address.id, lat: toNumber(values.lat), lng: toNumber(values.lng) });
    onDone('Guardamos la ubicación.');
  });

  return (
    <form ref={formRef} className="form place__pin" onSubmit={send} noValidate aria-label="Ubicación en el mapa" data-testid="pin-form">
      <p className="field__hint">Escribe las coordenadas (las ves al tocar el punto en tu app de mapas) o usa la ubicación de este dispositivo.</p>
      <div className="address-form__pair">
        <TextField id={`${id}-lat`} label="Latitud" inputMode="decimal" autoComplete="off" placeholder="14.6349" {...form.field('lat')} />
        <TextField id={`${id}-lng`} label="Longitud" inputMode="decimal" autoComplete="off" placeholder="-90.5069" {...form.field('lng')} />
      </div>
      {canLocate ? (
        <p>
          <button type="button" className="button button--secondary" onClick={locate}>
            <span className="icon addr-i-locate" aria-hidden="true" />
            Usar mi ubicación
          </button>
        </p>
      ) : null}
      <p role="status" className="place__status place__status--plain">
        {locating}
      </p>
      <FormAlert id={`${id}-alert`} failure={form.failure ?? unpin.failure} blocking={form.blocking} />
      <div className="place__actions">
        <SubmitButton sending={form.sending} busy="Guardando…" className="button button--primary">
          Guardar ubicación
        </SubmitButton>
        {point ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={unpin.sending}
            onClick={async () => {
              if (await unpin.send(async () => (await api()).setGeolocation({ id: address.id, lat: null, lng: null }))) onDone('Quitamos la ubicación.');
            }}
          >
            Quitar ubicación
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={() => onDone()}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
