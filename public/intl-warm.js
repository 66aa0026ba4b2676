// Started by the page's head (src/presentation/server/head-scripts.ts, INTL_WARM_SCRIPT) as the HTML begins to parse:
// the first Intl formatter a browser process creates loads the locale data (ICU), tens of milliseconds on a phone,
// and that data is shared by the whole process. Made here, on the worker's thread, it is in place by the time the
// page's scripts format their first price or date, so the main thread no longer pays it in one long task.
// The formatters are those of src/presentation/shared/format.ts and its neighbours.
try {
  new Intl.NumberFormat('es-GT', { style: 'currency', currency: 'GTQ' }).format(1);
  new Intl.NumberFormat('es-GT', { maximumFractionDigits: 1 }).format(1);
  new Intl.DateTimeFormat('es-GT', { dateStyle: 'long', timeZone: 'America/Guatemala' }).format(0);
  new Intl.DateTimeFormat('es-GT', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Guatemala' }).format(0);
  new Intl.Collator('es', { numeric: true }).compare('a', 'b');
} catch {
  // An engine without Intl (or without one of these options) gets nothing warmed, and loses nothing.
}
close();
