/**
 * Working hours of a pickup location: seconds from midnight (Guatemalan
 * time) per weekday, MONDAY to SUNDAY, as spec section 3 sends them; null
 * on a closed day.
 */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DayHours {
  weekday: Weekday;
  opening_time: number | null;
  closing_time: number | null;
}

const SPANISH_DAYS: Record<Weekday, string> = {
  MONDAY: 'Lunes',
  TUESDAY: 'Martes',
  WEDNESDAY: 'Miércoles',
  THURSDAY: 'Jueves',
  FRIDAY: 'Viernes',
  SATURDAY: 'Sábado',
  SUNDAY: 'Domingo',
};

/** 9 h 30 → 34200. */
export const at = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;

/** 34200 → "09:30" (spec section 9: seconds to HH:MM). */
export function hhmm(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

const rangeOf = (day: DayHours) => (day.opening_time === null || day.closing_time === null ? 'Cerrado' : `${hhmm(day.opening_time)} a ${hhmm(day.closing_time)}`);

/** Consecutive days with the same hours as one line: "Lunes a viernes: 09:00 a 19:00". */
export function hoursLines(hours: readonly DayHours[]): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= hours.length; i++) {
    if (i < hours.length && rangeOf(hours[i]!) === rangeOf(hours[start]!)) continue;
    const first = SPANISH_DAYS[hours[start]!.weekday];
    const last = SPANISH_DAYS[hours[i - 1]!.weekday];
    const days = i - 1 === start ? first : i - 1 === start + 1 ? `${first} y ${last.toLowerCase()}` : `${first} a ${last.toLowerCase()}`;
    lines.push(`${days}: ${rangeOf(hours[start]!)}`);
    start = i;
  }
  return lines;
}

/** The hours as a small escaped HTML list. */
export function hoursHtml(hours: readonly DayHours[]): string {
  return `<ul>${hoursLines(hours)
    .map((line) => {
      const [days, range] = line.split(': ');
      return `<li><strong>${escapeHtml(days!)}:</strong> ${escapeHtml(range!)}</li>`;
    })
    .join('')}</ul>`;
}

/** Index 0..6 (MONDAY..SUNDAY) of a date whose UTC fields read as Guatemalan local time. */
export const weekdayIndex = (local: Date) => (local.getUTCDay() + 6) % 7;

/**
 * "Abierto ahora, cierra a las 19:00" or "Cerrado ahora, abre mañana a las
 * 09:00", from `localNow` (a date whose UTC fields read as Guatemalan time).
 */
export function hoursHint(hours: readonly DayHours[], localNow: Date): string {
  const today = weekdayIndex(localNow);
  const seconds = localNow.getUTCHours() * 3600 + localNow.getUTCMinutes() * 60 + localNow.getUTCSeconds();
  const day = hours[today]!;
  if (day.opening_time !== null && day.closing_time !== null && seconds >= day.opening_time && seconds < day.closing_time)
    return `Abierto ahora, cierra a las ${hhmm(day.closing_time)}`;
  for (let ahead = 0; ahead < 7; ahead++) {
    const next = hours[(today + ahead) % 7]!;
    if (next.opening_time === null) continue;
    if (ahead === 0 && seconds >= next.opening_time) continue;
    const when = ahead === 0 ? 'hoy' : ahead === 1 ? 'mañana' : `el ${SPANISH_DAYS[next.weekday].toLowerCase()}`;
    return `Cerrado ahora, abre ${when} a las ${hhmm(next.opening_time)}`;
  }
  return 'Cerrado por ahora';
}
