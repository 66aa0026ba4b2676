import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Address } from '../../index';
import { UseCaseError } from '../../index';
import { errorMessage } from '../shared/error-message';
import { Loading } from '../shared/StatusViews';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { formatPrice } from '../shared/format';
import { TextField } from '../shared/TextField';
import { useForm } from '../shared/use-form';
import { PickupOptions } from './PickupOptions';
import { useDeliveryStep } from './use-delivery-step';

type AddressFormModule = typeof import('../addresses/AddressForm');
/** The address form's code once it has loaded: a shopper without a saved address gets it before the step shows. */
let addressFormModule: AddressFormModule | null = null;
const loadAddressForm = () =>
  import('../addresses/AddressForm').then((m) => {
    addressFormModule = m;
    return m;
  });
const LazyAddressForm = lazy(() => loadAddressForm().then((m) => ({ default: m.AddressForm })));

type Mode = 'delivery' | 'pickup';
const same = (a: string | number | null | undefined, b: string | number | null | undefined) => a != null && b != null && String(a) === String(b);

const PHONE = /^\+?[0-9 ()-]{8,30}$/;

/** Step 1: home delivery (address, option, time range, note) or pickup (location), and who receives the order. */
export function DeliveryStep({ onDone }: { onDone(): void }) {
  const step = useDeliveryStep({
    loadAddressForm,
    showAddressForm: () => setAdding('auto'),
    // Nobody to call yet: the address's own phone.
    offerPhone: (phone) => {
      if (!form.values.phone.trim()) form.set('phone', phone);
    },
  });
  const { checkout: state, user, listed, loadingOptions, editError, setEditError, edit, chooseAddress, chooseDelivery } = step;
  const [mode, setMode] = useState<Mode>(state.pickupOption ? 'pickup' : 'delivery');
  // 'asked': opened by «Agregar una dirección», so its first field takes the focus; 'auto': shown because there is none yet.
  const [adding, setAdding] = useState<false | 'auto' | 'asked'>(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  const form = useForm(
    {
      name: state.pickupContact?.name ?? '',
      phone: state.pickupContact?.phone ?? '',
      note: state.customerNote ?? '',
    },
    {
      name: (value) => (mode === 'pickup' && !value.trim() ? 'Escribe el nombre de quien recoge el pedido.' : [...value.trim()].length > 80 ? 'El nombre admite como máximo 80 caracteres.' : null),
      phone: (value) => (!value.trim() ? 'Escribe un teléfono de contacto.' : PHONE.test(value.trim()) ? null : 'Escribe un teléfono de 8 dígitos, como 5550 1234.'),
      note: (value) => ([...value.trim()].length > 500 ? 'La nota admite como máximo 500 caracteres.' : null),
    },
  );

  // The contact starts from the account's (its pickup contact, else its name and phone) once the user is known.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !user) return;
    prefilled.current = true;
    if (!form.values.name) {
      const name = user.pickup_contact?.name ?? [user.first_name, user.last_name].filter(Boolean).join(' ');
      if (name) form.set('name', name);
    }
    if (!form.values.phone) {
      const phone = user.pickup_contact?.phone ?? user.phone;
      if (phone) form.set('phone', phone);
    }
  }, [user, form]);

  const saved = (address: Address) => {
    setAdding(false);
    void chooseAddress(address.id, true, address.phone);
    // The form is gone: its address, now chosen, takes the focus.
    requestAnimationFrame(() => root.current?.querySelector<HTMLInputElement>(`input[name="${id}-address"][value="${String(address.id)}"]`)?.focus());
  };

  // Already loaded (the shopper without an address): the form itself, with no fallback to flash before it.
  const AddressForm = addressFormModule?.AddressForm ?? LazyAddressForm;

  // Home delivery before its data has come: a placeholder stands for the addresses, the options and the contact form.
  const pending = mode === 'delivery' && listed === 'loading';

  const chosenDelivery = step.deliveryOptions.find((option) => same(option.id, state.deliveryOption?.id)) ?? null;

  const send = async (values: { name: string; phone: string; note: string }) => {
    if (state.isShippingOrPickupRequired) {
      const missing =
        mode === 'delivery'
          ? !state.shippingAddress
            ? 'Elige la dirección de entrega o agrega una.'
            : !state.deliveryOption
              ? 'Elige una opción de envío.'
              : null
          : !state.pickupOption
            ? 'Elige dónde recoger tu pedido.'
            : null;
      if (missing) {
        root.current?.querySelector<HTMLInputElement>(mode === 'delivery' ? (state.shippingAddress ? '[data-group="delivery"] input' : '[data-group="address"] input') : '[data-group="pickup"] input')?.focus();
        throw new UseCaseError('checkoutMissingDeliveryOption', { apiMessage: missing });
      }
    }
    const name = values.name.trim() || null;
    const phone = values.phone.trim() || null;
    if (name !== (state.pickupContact?.name ?? null) || phone !== (state.pickupContact?.phone ?? null)) await edit({ kind: 'pickupContact', name, phone });
    const note = values.note.trim() || null;
    if (mode === 'delivery' && note !== (state.customerNote ?? null)) await edit({ kind: 'customerNote', note });
    onDone();
  };

  return (
    <div ref={root} className="checkout-step">
      <fieldset className="co-group">
        <legend className="co-group__legend">¿Cómo quieres recibir tu pedido?</legend>
        <div className="segmented">
          <label className="segmented__option">
            <input type="radio" name={`${id}-mode`} checked={mode === 'delivery'} onChange={() => setMode('delivery')} />
            <span className="icon icon--truck" aria-hidden="true" /> Envío a domicilio
          </label>
          <label className="segmented__option">
            <input type="radio" name={`${id}-mode`} checked={mode === 'pickup'} onChange={() => setMode('pickup')} />
            <span className="icon icon--store" aria-hidden="true" /> Recoger en tienda
          </label>
        </div>
      </fieldset>

      <div role="alert" className="checkout-step__alert">
        {editError ? <p className="message message--error">{errorMessage(editError)}</p> : null}
      </div>

      {pending ? (
        <div className="checkout-step__pending">
          <Loading label="Cargando tus direcciones…" />
        </div>
      ) : mode === 'delivery' ? (
        <>
          <fieldset className="co-group" data-group="address">
            <legend className="co-group__legend">Dirección de entrega</legend>
            {listed === 'error' ? <p className="hint">No pudimos cargar tus direcciones. Agrega una o inténtalo de nuevo más tarde.</p> : null}
            <ul className="co-choices">
              {step.addresses.map((address) => (
                <li key={String(address.id)}>
                  <label className="co-choice">
                    <input
                      type="radio"
                      name={`${id}-address`}
                      value={String(address.id)}
                      checked={same(state.shippingAddress?.id, address.id)}
                      onChange={() => chooseAddress(address.id, true, address.phone)}
                    />
                    <span className="co-choice__body">
                      <span className="co-choice__title">
                        {address.first_name} {address.last_name}
                      </span>
                      <span className="co-choice__text">
                        {address.street}
                        {address.references ? ` (${address.references})` : ''}, {address.city}, {address.country === 'US' ? `${address.state}, Estados Unidos` : 'Guatemala'}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {adding ? (
              <div className="checkout-step__form">
                <h3 className="checkout-step__subtitle">Nueva dirección</h3>
                <Suspense fallback={<p className="co-group__loading">Cargando el formulario…</p>}>
                  <AddressForm
                    focusOnOpen={adding === 'asked'}
                    onSaved={saved}
                    onCancel={
                      step.addresses.length > 0
                        ? () => {
                            setAdding(false);
                            requestAnimationFrame(() => root.current?.querySelector<HTMLButtonElement>('[data-testid="add-address"]')?.focus());
                          }
                        : undefined
                    }
                    submitLabel="Guardar y usar esta dirección"
                  />
                </Suspense>
              </div>
            ) : (
              <button type="button" className="button button--secondary" data-testid="add-address" onClick={() => setAdding('asked')}>
                Agregar una dirección
              </button>
            )}
          </fieldset>

          {state.shippingAddress ? (
            <fieldset className="co-group" data-group="delivery" aria-busy={loadingOptions || undefined}>
              <legend className="co-group__legend">Opción de envío</legend>
              {loadingOptions && step.deliveryOptions.length === 0 ? <p className="co-group__loading">Buscando las opciones de envío…</p> : null}
              <ul className="co-choices">
                {step.deliveryOptions.map((option) => (
                  <li key={option.id}>
                    <label className={`co-choice${option.is_disabled ? ' co-choice--disabled' : ''}`}>
                      <input
                        type="radio"
                        name={`${id}-delivery`}
                        value={option.id}
                        disabled={option.is_disabled}
                        checked={same(state.deliveryOption?.id, option.id)}
                        onChange={() => chooseDelivery(option.id)}
                      />
                      <span className="co-choice__body">
                        <span className="co-choice__title">
                          {option.description}
                          <span className="co-choice__price">{option.cost > 0 ? formatPrice(option.cost) : 'Gratis'}</span>
                        </span>
                        {option.subtitle ? <span className="co-choice__text">{option.subtitle}</span> : null}
                        {option.expected_delivery_date_range_text ? <span className="co-choice__text">{option.expected_delivery_date_range_text}</span> : null}
                        {option.is_disabled ? <span className="co-choice__text">No disponible para esta dirección</span> : null}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}

          {chosenDelivery ? (
            <>
              {chosenDelivery.is_time_range_supported ? (
                <fieldset className="co-group">
                  <legend className="co-group__legend">Horario de entrega</legend>
                  <div className="segmented">
                    {(['ALLDAY', 'EIGHTAM_FOURPM'] as const).map((range) => (
                      <label key={range} className="segmented__option">
                        <input
                          type="radio"
                          name={`${id}-range`}
                          checked={state.deliveryTimeRange === range}
                          onChange={() => step.apply({ kind: 'deliveryTimeRange', range })}
                        />
                        {range === 'ALLDAY' ? 'Todo el día' : 'De 8:00 a 16:00'}
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}
              <label className="co-check">
                <input
                  type="checkbox"
                  checked={state.disableEarlyShipping}
                  onChange={(event) => step.apply({ kind: 'disableEarlyShipping', disabled: event.target.checked })}
                />
                <span>
                  No enviar antes de la fecha
                  <span className="co-check__hint">Si tu pedido está listo antes, esperamos a la fecha prevista.</span>
                </span>
              </label>
            </>
          ) : null}
        </>
      ) : (
        <PickupOptions onError={setEditError} />
      )}

      {pending ? null : (
        <form className="checkout-step__contact" noValidate onSubmit={form.onSubmit(send)} data-testid="delivery-form">
          <h3 className="checkout-step__subtitle">{mode === 'pickup' ? '¿Quién recoge el pedido?' : '¿Quién recibe el pedido?'}</h3>
          <div className="checkout-step__fields">
            <TextField id={`${id}-name`} label={mode === 'pickup' ? 'Nombre' : 'Nombre (opcional)'} autoComplete="name" {...form.field('name')} />
            <TextField id={`${id}-phone`} label="Teléfono de contacto" type="tel" autoComplete="tel" inputMode="tel" {...form.field('phone')} />
          </div>
          {mode === 'delivery' ? (
            <div className="field">
              <label htmlFor={`${id}-note`}>Indicaciones para la entrega (opcional)</label>
              <textarea
                id={`${id}-note`}
                name="note"
                rows={3}
                maxLength={500}
                value={form.values.note}
                onChange={(event) => form.set('note', event.target.value)}
              />
            </div>
          ) : null}
          <FormAlert id={`${id}-alert`} failure={form.failure} blocking={form.blocking} />
          <SubmitButton sending={form.sending} busy="Guardando…" className="button button--primary">
            Continuar al pago
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
