import { useId } from 'react';
import type { PickupOption } from '../../domain/checkout/checkout';
import { secondsToHHMM, weekHours, type DayHoursText } from '../../domain/checkout/working-hours';
import { PARKING_TEXT } from '../../domain/payments/payment';
import type { PickupLocation } from '../../usecases/addresses/pickup-location';
import { useCheckout, usePickupLocations } from './use-checkout';

const same = (a: string | number | null | undefined, b: string | number | null | undefined) => a != null && b != null && String(a) === String(b);

/** Today's weekday in Guatemala, as the hours are keyed (MONDAY…). */
const today = () => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/Guatemala' }).format(new Date()).toUpperCase();

const dayText = (day: DayHoursText | undefined) => (!day || day.closed ? 'cerrado' : `de ${day.opens} a ${day.closes}`);

function cutoffOf(option: PickupOption, location: PickupLocation | undefined): string | null {
  if (location) return location.cutoffText;
  if (typeof option.cutoff_time === 'number') {
    try {
      return secondsToHHMM(option.cutoff_time);
    } catch {
      return null;
    }
  }
  return null;
}

/** Pickup points for this cart, with hours (today and the week, HH:MM), parking, cut-off, cash on delivery and a map link. */
export function PickupOptions({ onError }: { onError(error: unknown): void }) {
  const checkout = useCheckout();
  const { run } = checkout;
  const chosen = checkout.checkout?.pickupOption?.id;
  const load = usePickupLocations(onError);
  const locations = load.data ?? [];
  const status = load.status;
  const id = useId();

  const choose = async (option: PickupOption) => {
    onError(null);
    try {
      await run((c) => c.checkout.edit({ kind: 'pickupOption', id: option.id }));
      run((c) => c.addresses.selectPickup(option.public_id ?? option.id)).catch(() => undefined);
    } catch (error) {
      onError(error);
    }
  };

  const weekday = today();
  return (
    <fieldset className="co-group" data-group="pickup">
      <legend className="co-group__legend">Dónde recoger tu pedido</legend>
      {status === 'loading' ? <p className="co-group__loading">Cargando los puntos de recogida…</p> : null}
      {status === 'ready' && checkout.pickupOptions.length === 0 ? <p className="hint">No hay puntos de recogida para los productos de tu carrito. Elige envío a domicilio.</p> : null}
      <ul className="co-choices">
        {checkout.pickupOptions.map((option) => {
          const location = locations.find((item) => same(item.id, option.id) || same(item.public_id, option.public_id ?? option.id));
          const hours = location?.hours.length ? location.hours : weekHours(option.working_hours);
          const hasHours = hours.some((day) => !day.closed);
          const cutoff = cutoffOf(option, location);
          const maps = location?.mapsUrl ?? null;
          return (
            <li key={option.id} className="pickup">
              <label className="co-choice">
                <input type="radio" name={`${id}-pickup`} value={option.id} checked={same(chosen, option.id)} onChange={() => choose(option)} />
                <span className="co-choice__body">
                  <span className="co-choice__title">{option.location_name}</span>
                  {option.location_address ? <span className="co-choice__text">{option.location_address}</span> : null}
                  <span className="co-choice__text">
                    {hasHours ? `Hoy: ${dayText(hours.find((day) => day.weekday === weekday))}` : (location?.hoursText ?? option.working_hours_hint ?? 'Horario por confirmar')}
                  </span>
                  {option.expected_delivery_date_range_text ? <span className="co-choice__text">{option.expected_delivery_date_range_text}</span> : null}
                </span>
              </label>
              <div className="pickup__more">
                <ul className="pickup__facts">
                  <li>{location?.parkingText ?? PARKING_TEXT[option.parking]}</li>
                  <li>{option.is_cod_enabled ? 'Acepta pago contra entrega' : 'No acepta pago contra entrega'}</li>
                  {cutoff ? <li>Pide antes de las {cutoff} para que esté listo antes</li> : null}
                </ul>
                {hasHours ? (
                  <details className="pickup__hours">
                    <summary>Horario de la semana</summary>
                    <table>
                      <caption className="visually-hidden">Horario de {option.location_name}</caption>
                      <tbody>
                        {hours.map((day) => (
                          <tr key={day.weekday}>
                            <th scope="row">{day.name}</th>
                            <td>{day.closed ? 'Cerrado' : `${day.opens} a ${day.closes}`}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </details>
                ) : null}
                {maps ? (
                  <a className="pickup__map" href={maps} target="_blank" rel="noopener noreferrer">
                    <span className="icon icon--map-pin" aria-hidden="true" /> Ver en el mapa<span className="visually-hidden">: {option.location_name} (se abre en otra pestaña)</span>
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
