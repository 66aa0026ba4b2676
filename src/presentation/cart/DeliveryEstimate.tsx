import { useId, useState, type FormEvent } from 'react';
import type { Address, Cart, DeliveryOption } from '../../index';
import { findGtDepartment } from '../../domain/addresses/guatemala';
import { findUsState } from '../../domain/addresses/us-states';
import { SelectField } from '../addresses/fields';
import { DepartmentOptions, NameOptions, UsStateOptions } from '../addresses/place-options';
import { errorMessage } from '../shared/error-message';
import { formatPrice } from '../shared/format';
import { TextField } from '../shared/TextField';
import { useDeliveryEstimate, type EstimateAnswer as Answer, type EstimateWay as Way } from './use-delivery-estimate';

const price = (cost: number) => (cost > 0 ? formatPrice(cost) : 'Gratis');
const region = (address: Address) =>
  (address.country === 'US' ? findUsState(address.state)?.spanishName : findGtDepartment(address.state)?.name) ?? address.state;

/** One option's sentence for the live region: name, price and when. */
const optionText = (option: DeliveryOption) =>
  `${option.description}: ${price(option.cost)}. ${option.expected_delivery_date_range_text ?? ''}`.trim();

/**
 * «¿Cuándo llega?»: a disclosure in the cart's summary that estimates when
 * the cart would arrive, at one of the signed-in shopper's saved addresses
 * (the selected one first), at a place (a department and municipality of
 * Guatemala, or a US state and city) or ready at a pickup point. The answer
 * is shown and announced politely. Nothing for a cart that ships nothing.
 */
export default function DeliveryEstimate({ cart }: { cart: Cart }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [way, setWay] = useState<Way | null>(null);
  const { signedIn, chosen, addresses, addressesStatus, addressId, chooseAddress, answer, ask, clear, pickups, loadPickups } = useDeliveryEstimate(open, way);
  const [department, setDepartment] = useState('');
  const [municipality, setMunicipality] = useState('');
  const [country, setCountry] = useState<'GT' | 'US'>('GT');
  const [usState, setUsState] = useState('');
  const [usCity, setUsCity] = useState('');
  const [usProblem, setUsProblem] = useState<string | undefined>(undefined);
  const [pickupId, setPickupId] = useState('');

  const choose = (next: Way) => {
    setWay(next);
    clear();
    if (next === 'pickup' && pickups?.status !== 'ready') loadPickups();
    // A choice already made in that way is asked again.
    if (next === 'address' && addressId) ask({ addressId });
    if (next === 'city' && country === 'GT' && department && municipality) ask({ city: municipality, state: department });
    if (next === 'pickup' && pickupId) ask({ pickupOptionId: pickupId });
  };

  const askUs = (event: FormEvent) => {
    event.preventDefault();
    const problem = !usState ? 'Elige un estado.' : !usCity.trim() ? 'Escribe la ciudad.' : undefined;
    setUsProblem(problem);
    if (!problem) ask({ city: usCity.trim(), state: usState });
  };

  if (!cart.is_shipping_or_pickup_required) return null;

  const ways: { value: Way; label: string }[] = [
    ...(signedIn ? [{ value: 'address' as const, label: 'A mi dirección' }] : []),
    { value: 'city', label: 'A otra ciudad' },
    { value: 'pickup', label: 'Recoger en tienda' },
  ];
  const departmentData = findGtDepartment(department);

  return (
    <details className="estimate" open={open} onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="delivery-estimate">
      <summary className="estimate__toggle">
        <span className="icon icon--truck" aria-hidden="true" />
        ¿Cuándo llega?
        <span className="icon estimate__chevron" aria-hidden="true" />
      </summary>
      <div className="estimate__body">
        <fieldset className="estimate__ways">
          <legend>¿Cómo quieres recibirlo?</legend>
          {ways.map((option) => (
            <label key={option.value} className="estimate__way">
              <input type="radio" name={`${id}-way`} value={option.value} checked={chosen === option.value} onChange={() => choose(option.value)} />
              {option.label}
            </label>
          ))}
        </fieldset>

        {chosen === 'address' ? (
          addressesStatus === 'error' && addresses.length === 0 ? (
            <p className="estimate__note">No pudimos cargar tus direcciones. Elige «A otra ciudad».</p>
          ) : addressesStatus === 'ready' && addresses.length === 0 ? (
            <p className="estimate__note">Aún no tienes direcciones guardadas. Elige «A otra ciudad».</p>
          ) : addresses.length === 0 ? (
            <p className="estimate__note" role="status">
              Cargando tus direcciones…
            </p>
          ) : (
            <SelectField
              id={`${id}-address`}
              label="Dirección"
              value={addressId}
              onChange={chooseAddress}
            >
              {addresses.map((address) => (
                <option key={address.id} value={String(address.id)}>
                  {address.street}, {address.city}, {region(address)}
                </option>
              ))}
            </SelectField>
          )
        ) : null}

        {chosen === 'city' ? (
          <>
            <SelectField
              id={`${id}-country`}
              label="País"
              value={country}
              onChange={(value) => {
                setCountry(value === 'US' ? 'US' : 'GT');
                clear();
              }}
            >
              <option value="GT">Guatemala</option>
              <option value="US">Estados Unidos</option>
            </SelectField>
            {country === 'GT' ? (
              <>
                <SelectField
                  id={`${id}-department`}
                  label="Departamento"
                  value={department}
                  onChange={(value) => {
                    setDepartment(value);
                    setMunicipality('');
                    clear();
                  }}
                >
                  <option value="">Elige un departamento</option>
                  <DepartmentOptions />
                </SelectField>
                <SelectField
                  id={`${id}-municipality`}
                  label="Municipio"
                  value={municipality}
                  disabled={!departmentData}
                  onChange={(value) => {
                    setMunicipality(value);
                    if (value) ask({ city: value, state: department });
                    else clear();
                  }}
                >
                  <option value="">{departmentData ? 'Elige un municipio' : 'Elige primero el departamento'}</option>
                  <NameOptions names={departmentData?.municipalities} />
                </SelectField>
              </>
            ) : (
              <form className="estimate__us" onSubmit={askUs} noValidate>
                <SelectField id={`${id}-state`} label="Estado" value={usState} onChange={setUsState}>
                  <option value="">Elige un estado</option>
                  <UsStateOptions />
                </SelectField>
                <TextField id={`${id}-city`} label="Ciudad" value={usCity} onChange={setUsCity} autoComplete="address-level2" maxLength={80} />
                <p className="field__problem" aria-live="polite">
                  {usProblem}
                </p>
                <button type="submit" className="button button--secondary">
                  Ver fecha de entrega
                </button>
              </form>
            )}
          </>
        ) : null}

        {chosen === 'pickup' ? (
          pickups?.status === 'error' ? (
            <div className="estimate__problem">
              <p role="alert" className="message message--error">
                {errorMessage(pickups.error, 'los puntos de recogida')}
              </p>
              <button type="button" className="button button--secondary" onClick={loadPickups}>
                Reintentar
              </button>
            </div>
          ) : pickups?.status === 'ready' ? (
            pickups.options.length === 0 ? (
              <p className="estimate__note">Por ahora no hay puntos de recogida para tu carrito.</p>
            ) : (
              <SelectField
                id={`${id}-pickup`}
                label="Punto de recogida"
                value={pickupId}
                onChange={(value) => {
                  setPickupId(value);
                  if (value) ask({ pickupOptionId: value });
                  else clear();
                }}
              >
                <option value="">Elige un punto de recogida</option>
                {pickups.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.location_name}
                  </option>
                ))}
              </SelectField>
            )
          ) : (
            <p className="estimate__note" role="status">
              Cargando los puntos de recogida…
            </p>
          )
        ) : null}

        <Result answer={answer} onRetry={() => answer.status === 'error' && ask(answer.query)} />
      </div>
    </details>
  );
}

/** The answer, in room kept for it, and a polite announcement of it. */
function Result({ answer, onRetry }: { answer: Answer; onRetry: () => void }) {
  const estimate = answer.status === 'ready' ? answer.estimate : null;
  const options = estimate ? [estimate.delivery_option, estimate.express_delivery_option].filter((o): o is DeliveryOption => o != null) : [];
  const pickup = estimate?.pickup_option ?? null;
  const said = estimate
    ? pickup
      ? `${pickup.location_name}: ${pickup.expected_delivery_date_range_text ?? 'Te avisaremos cuando esté listo.'}`
      : options.length > 0
        ? options.map(optionText).join(' ')
        : 'Tu carrito no necesita envío.'
    : '';
  return (
    <div className="estimate__result" aria-busy={answer.status === 'loading'}>
      <p aria-live="polite" className="visually-hidden" data-testid="estimate-announcer">
        {said}
      </p>
      {answer.status === 'loading' ? <p className="estimate__note">Calculando la fecha de entrega…</p> : null}
      {answer.status === 'error' ? (
        <div className="estimate__problem">
          <p role="alert" className="message message--error">
            {errorMessage(answer.error, 'la fecha de entrega')}
          </p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            Reintentar
          </button>
        </div>
      ) : null}
      {estimate ? (
        <ul className="estimate__options" data-testid="estimate-answer">
          {pickup ? (
            <li className="estimate__option">
              <span className="estimate__name">{pickup.location_name}</span>
              {pickup.location_address ? <span className="estimate__when estimate__where">{pickup.location_address}</span> : null}
              <span className="estimate__when">{pickup.expected_delivery_date_range_text ?? 'Te avisaremos cuando esté listo.'}</span>
            </li>
          ) : options.length > 0 ? (
            options.map((option) => (
              <li key={option.id} className={option.is_disabled ? 'estimate__option estimate__option--off' : 'estimate__option'}>
                <span className="estimate__name">{option.description}</span>
                <span className="estimate__price">{price(option.cost)}</span>
                <span className="estimate__when">{option.expected_delivery_date_range_text}</span>
              </li>
            ))
          ) : (
            <li className="estimate__option">Tu carrito no necesita envío.</li>
          )}
        </ul>
      ) : null}
    </div>
  );
}
