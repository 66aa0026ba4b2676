/** Web Mercator, as OpenStreetMap's tiles use it: a point ⇄ world pixels at a zoom level (256 px tiles). */
export const TILE = 256;

const size = (zoom: number) => TILE * 2 ** zoom;

/** The world pixel of a point at `zoom` (x from the antimeridian eastwards, y from the north edge southwards). */
export function toPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size(zoom),
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size(zoom),
  };
}

/** The point under a world pixel at `zoom` (longitude wrapped into −180…180). */
export function toPoint(x: number, y: number, zoom: number): { lat: number; lng: number } {
  const n = Math.PI - (2 * Math.PI * y) / size(zoom);
  const lng = (x / size(zoom)) * 360 - 180;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: ((((lng + 180) % 360) + 360) % 360) - 180 };
}

/** Six decimals (about 10 cm): what is saved and shown. */
export const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
