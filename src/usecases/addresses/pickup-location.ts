import { hoursText, PARKING_TEXT, secondsToHHMM, weekHours, type DayHoursText, type PickupOption } from '../../domain';

/** A pickup option with what the shopper reads about it, computed from its data (spec sections 3 and 9). */
export interface PickupLocation extends PickupOption {
  /** The seven days, Monday first, with opening and closing times as HH:MM. */
  hours: DayHoursText[];
  /** The week in one Spanish sentence ("Lunes a viernes, de 08:00 a 17:00; …"), else the location's hint, else null. */
  hoursText: string | null;
  /** "Parqueo gratis", "Parqueo con costo" or "Sin parqueo". */
  parkingText: string;
  /** The cut-off time as HH:MM, or null. */
  cutoffText: string | null;
  /** Google Maps and Waze links (https only), built from the coordinates when the server sends none. */
  mapsUrl: string | null;
  wazeLink: string | null;
}

/** Only web links: a `javascript:` or `data:` URL from a server never reaches an href. */
function webLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function cutoffText(cutoff: string | number | null): string | null {
  if (typeof cutoff === 'number') {
    try {
      return secondsToHHMM(cutoff);
    } catch {
      return null;
    }
  }
  const match = typeof cutoff === 'string' ? /^(\d{1,2}):(\d{2})/.exec(cutoff.trim()) : null;
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
}

const hasPoint = (option: PickupOption) =>
  typeof option.location_lat === 'number' && typeof option.location_lng === 'number' && Number.isFinite(option.location_lat) && Number.isFinite(option.location_lng);

/** A pickup option as a list shows it: hours per weekday, parking, cut-off and map links. */
export function describePickupOption(option: PickupOption): PickupLocation {
  const point = hasPoint(option) ? `${option.location_lat},${option.location_lng}` : null;
  return {
    ...option,
    hours: weekHours(option.working_hours),
    hoursText: hoursText(option),
    parkingText: PARKING_TEXT[option.parking],
    cutoffText: cutoffText(option.cutoff_time),
    mapsUrl: webLink(option.google_maps_url) ?? (point ? `https://www.google.com/maps/search/?api=1&query=${point}` : null),
    wazeLink: webLink(option.waze_url) ?? (point ? `https://waze.com/ul?ll=${point}&navigate=yes` : null),
  };
}
