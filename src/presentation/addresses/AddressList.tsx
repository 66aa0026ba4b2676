import './addresses.css';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Address } from '../../domain/addresses/address';
import type { GeoPoint } from '../../domain/addresses/address-rules';
import { findGtDepartment } from '../../domain/addresses/guatemala';
import { findUsState } from '../../domain/addresses/us-states';
import { useSend } from '../profile/use-send';
import { errorMessage } from '../shared/error-message';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { EmptyState, ErrorState } from '../shared/StatusViews';
import { AddressForm } from './AddressForm';
import { readDeviceLocation } from './device-location';
import { round6 } from './map/mercator';
import { Confirm, ListSkeleton, PlaceAction, useFocusAfter } from './parts';
import { useAddressesApi, useAddressesLoad, useAddressesState, useSavedPoint } from './use-addresses';

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

// The map, its tiles' code and its CSS load only when the shopper opens «Ubicación».
const PinMap = lazy(() => import('./map/PinMap'));

/** Where the map looks first without a pin: Guatemala City, or the middle of the United States. */
const FALLBACK = { GT: { lat: 14.6349, lng: -90.5069, zoom: 12 }, US: { lat: 39.5, lng: -98.35, zoom: 4 } } as const;

/** The address's point: placed on a map (tap, drag, arrow keys) or read from the device («Usar mi ubicación»); or removed. */
function PinPanel({ address, onDone }: { address: Address; onDone(message?: string): void }) {
  const id = useId();
  const api = useAddressesApi();
  const [point, setPoint] = useState<GeoPoint | null>(address.geolocation);
  const [recenter, setRecenter] = useState(0);
  const [located, setLocated] = useState<{ busy: boolean; problem: string | null; note: string | null }>({ busy: false, problem: null, note: null });
  const [missing, setMissing] = useState(false);
  const save = useSend(() => null);
  const unpin = useSend(() => null);
  const touched = useRef(false);
  const panel = useRef<HTMLFormElement>(null);
  const locateId = `${id}-locate-problem`;
  const mapProblemId = `${id}-map-problem`;

  // The first control takes the focus as the panel opens.
  useEffect(() => panel.current?.querySelector<HTMLElement>('button')?.focus(), []);

  // The saved point, as the server has it, unless the shopper moved the pin meanwhile.
  useSavedPoint(address.id, (saved) => {
    if (saved.lat !== null && saved.lng !== null && !touched.current) setPoint({ lat: saved.lat, lng: saved.lng });
  });

  const place = (next: GeoPoint) => {
    touched.current = true;
    setMissing(false);
    setPoint(next);
  };

  const locate = async () => {
    setLocated({ busy: true, problem: null, note: 'Buscando tu ubicación…' });
    const found = await readDeviceLocation();
    if (!found.ok) return setLocated({ busy: false, problem: found.message, note: null });
    place({ lat: round6(found.lat), lng: round6(found.lng) });
    setRecenter((n) => n + 1);
    setLocated({ busy: false, problem: null, note: 'Marcamos tu ubicación en el mapa. Si no es tu puerta, toca el punto correcto o arrastra el marcador.' });
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!point) {
      setMissing(true);
      return;
    }
    if (await save.send(async () => (await api()).setGeolocation({ id: address.id, lat: point.lat, lng: point.lng }))) onDone('Guardamos la ubicación.');
  };

  return (
    <form ref={panel} className="form place__pin" onSubmit={send} noValidate aria-label="Ubicación en el mapa" data-testid="pin-form">
      <p className="field__hint">Toca el mapa donde está la puerta o usa la ubicación de este dispositivo. Puedes arrastrar el marcador para afinarlo.</p>
      <div className="field">
        <button
          type="button"
          className="button button--secondary"
          onClick={locate}
          disabled={located.busy}
          aria-describedby={located.problem ? locateId : undefined}
        >
          <span className="icon addr-i-locate" aria-hidden="true" />
          Usar mi ubicación
        </button>
        <p className="field__problem" id={locateId} aria-live="polite">
          {located.problem}
        </p>
      </div>
      <p role="status" className="place__status place__status--plain">
        {located.note}
      </p>
      <Suspense fallback={<div className="pin-map__loading" role="status">Cargando el mapa…</div>}>
        <PinMap point={point} fallback={FALLBACK[address.country === 'US' ? 'US' : 'GT']} onChange={place} recenter={recenter} describedBy={missing ? mapProblemId : undefined} />
      </Suspense>
      <p className="field__problem" id={mapProblemId} aria-live="polite">
        {missing ? 'Marca el punto en el mapa o usa tu ubicación.' : null}
      </p>
      <FormAlert id={`${id}-alert`} failure={save.failure ?? unpin.failure} />
      <div className="place__actions">
        <SubmitButton sending={save.sending} busy="Guardando…" className="button button--primary">
          Guardar ubicación
        </SubmitButton>
        {address.geolocation ? (
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
