/** How delivery dates read in Spanish (UTC-based dates whose UTC fields read as Guatemalan). */
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

export const isoDay = (day: Date) => day.toISOString().slice(0, 10);
export const spanishDay = (day: Date, withMonth: boolean) =>
  `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()}${withMonth ? ` de ${MONTHS[day.getUTCMonth()]}` : ''}`;

/** "el martes 3 de marzo" or "entre el martes 3 y el jueves 5 de marzo". */
export function rangeText(start: Date, end: Date): string {
  if (isoDay(start) === isoDay(end)) return `el ${spanishDay(start, true)}`;
  const sameMonth = start.getUTCMonth() === end.getUTCMonth();
  return `entre el ${spanishDay(start, !sameMonth)} y el ${spanishDay(end, true)}`;
}
