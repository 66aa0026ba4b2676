import { useId, useRef, useState, type FormEvent } from 'react';
import type { Address } from '../../index';
import { findGtDepartment } from '../../domain/addresses/guatemala';
import { SelectField } from '../addresses/fields';
import { DepartmentOptions, NameOptions } from '../addresses/place-options';
import { errorMessage } from '../shared/error-message';
import { earlySubmitProps, takeEarlySubmit, useEarlySubmit } from '../shared/early-submit';
import { useDeliveryChooser, type DeliveryQuery, type DeliveryWay as Way } from './use-delivery-chooser';

export type { DeliveryQuery } from './use-delivery-chooser';

const placeOf = (address: Address) => `${address.street}, ${address.city}`;

/**
 * «Cambiar» in the delivery box (loaded on first use): one of the signed-in shopper's saved addresses, a
 * department and municipality of Guatemala, or a pickup point for this product; «Ver entrega» asks for the estimate.
 */
export default function DeliveryChooser({ sku, onChoose, busy }: { sku: string; onChoose: (query: DeliveryQuery, place: string) => void; busy: boolean }) {
  const id = useId();
  const formElement = useRef<HTMLFormElement>(null);
  useEarlySubmit(formElement);
  const [way, setWay] = useState<Way | null>(null);
  const { signedIn, chosen, addresses, addressesStatus, pickups } = useDeliveryChooser(sku, way);
  const [addressId, setAddressId] = useState('');
  const [department, setDepartment] = useState('');
  const [municipality, setMunicipality] = useState('');
  const [pickupId, setPickupId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const currentAddress = addressId || (addresses[0] ? String(addresses[0].id) : '');
  const departmentData = findGtDepartment(department);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    takeEarlySubmit(event.currentTarget as HTMLFormElement);
    if (busy) return;
    if (chosen === 'address') {
      const address = addresses.find((a) => String(a.id) === currentAddress);
      if (!address) return setProblem('Elige una de tus direcciones.');
      setProblem(null);
      return onChoose({ addressId: String(address.id) }, `Envío a ${placeOf(address)}`);
    }
    if (chosen === 'place') {
      if (!departmentData) return setProblem('Elige un departamento.');
      if (!municipality) return setProblem('Elige un municipio.');
      setProblem(null);
      return onChoose({ city: municipality, state: department }, `Envío a ${municipality}, ${departmentData.name}`);
    }
    const pickup = pickups.status === 'ready' ? pickups.data.find((o) => o.id === pickupId) : undefined;
    if (!pickup) return setProblem('Elige un punto de recogida.');
    setProblem(null);
    onChoose({ pickupOptionId: pickup.id }, `Recoger en ${pickup.location_name}`);
  };

  const ways: { value: Way; label: string }[] = [
    ...(signedIn ? [{ value: 'address' as const, label: 'Una de mis direcciones' }] : []),
    { value: 'place', label: 'Otro lugar de Guatemala' },
    { value: 'pickup', label: 'Recoger en tienda' },
  ];

  return (
    <form ref={formElement} {...earlySubmitProps} className="delivery__chooser" onSubmit={submit} noValidate data-testid="delivery-chooser">
      <fieldset className="delivery__ways">
        <legend>¿Dónde lo quieres recibir?</legend>
        {ways.map((option) => (
          <label key={option.value} className="delivery__way">
            <input
              type="radio"
              name={`${id}-way`}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => {
                setWay(option.value);
                setProblem(null);
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>

      {chosen === 'address' ? (
        addressesStatus === 'error' && !addresses.length ? (
          <p className="delivery__note">No pudimos cargar tus direcciones. Elige «Otro lugar de Guatemala».</p>
        ) : addressesStatus === 'ready' && !addresses.length ? (
          <p className="delivery__note">Aún no tienes direcciones guardadas. Elige «Otro lugar de Guatemala».</p>
        ) : !addresses.length ? (
          <p className="delivery__note" role="status">
            Cargando tus direcciones…
          </p>
        ) : (
          <SelectField id={`${id}-address`} label="Dirección" value={currentAddress} onChange={setAddressId}>
            {addresses.map((address) => (
              <option key={address.id} value={String(address.id)}>
                {placeOf(address)}
              </option>
            ))}
          </SelectField>
        )
      ) : null}

      {chosen === 'place' ? (
        <>
          <SelectField
            id={`${id}-department`}
            label="Departamento"
            value={department}
            onChange={(value) => {
              setDepartment(value);
              setMunicipality('');
            }}
          >
            <option value="">Elige un departamento</option>
            <DepartmentOptions />
          </SelectField>
          <SelectField id={`${id}-municipality`} label="Municipio" value={municipality} disabled={!departmentData} onChange={setMunicipality}>
            <option value="">{departmentData ? 'Elige un municipio' : 'Elige primero el departamento'}</option>
            <NameOptions names={departmentData?.municipalities} />
          </SelectField>
        </>
      ) : null}

      {chosen === 'pickup' ? (
        pickups.status === 'error' ? (
          <div className="delivery__problem">
            <p role="alert" className="message message--error">
              {errorMessage(pickups.error, 'los puntos de recogida')}
            </p>
            <button type="button" className="button button--secondary" onClick={pickups.reload}>
              Reintentar
            </button>
          </div>
        ) : pickups.status === 'ready' ? (
          pickups.data.length ? (
            <SelectField id={`${id}-pickup`} label="Punto de recogida" value={pickupId} onChange={setPickupId}>
              <option value="">Elige un punto de recogida</option>
              {pickups.data.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.location_name}
                  {option.location_address ? ` · ${option.location_address}` : ''}
                </option>
              ))}
            </SelectField>
          ) : (
            <p className="delivery__note">Este producto no se puede recoger en tienda.</p>
          )
        ) : (
          <p className="delivery__note" role="status">
            Cargando los puntos de recogida…
          </p>
        )
      ) : null}

      <p className="field__problem" role="alert">
        {problem}
      </p>
      <button type="submit" className="button button--secondary" aria-disabled={busy || undefined}>
        Ver entrega
      </button>
    </form>
  );
}
