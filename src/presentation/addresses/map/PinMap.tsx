import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { round6, TILE, toPixel, toPoint } from './mercator';
import './pin-map.css';

/** OpenStreetMap's standard tiles (their use policy asks for the attribution shown on the map). The page's CSP allows https: images. */
export const TILE_URL = (z: number, x: number, y: number) => `https://tile.openstreetmap.org/${z}/${x}/${y}.png`;

export interface PinMapProps {
  /** The pin, or null while none is placed. */
  point: { lat: number; lng: number } | null;
  /** Where the map looks first when there is no pin. */
  fallback: { lat: number; lng: number; zoom: number };
  /** A new pin: the shopper tapped the map, dragged the pin or moved it with the arrow keys. */
  onChange(point: { lat: number; lng: number }): void;
  /** The id of the line that describes a problem with the pin (aria-describedby). */
  describedBy?: string;
  /** Bumped each time the pin is set from outside (the device's location), to bring it into view. */
  recenter?: number;
}

const HEIGHT = 280;
const MIN_ZOOM = 3;
const MAX_ZOOM = 19;
/** How far a pointer may move and still count as a tap (CSS px). */
const TAP = 6;

/**
 * A small map of OpenStreetMap tiles to place the delivery pin: tap or click where the door is, drag the map to look
 * around, drag the pin, or focus the pin and move it with the arrow keys; «+» and «−» zoom. Loaded only when the
 * shopper opens «Ubicación» (a chunk of its own). No library: a pin on one screen needs tiles, a projection and
 * pointer events, about 3 KiB, where Leaflet is about 40 KiB and its own CSS.
 */
export default function PinMap({ point, fallback, onChange, describedBy, recenter = 0 }: PinMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(320);
  const [zoom, setZoom] = useState(point ? 17 : fallback.zoom);
  const start = point ?? fallback;
  const [center, setCenter] = useState(() => toPixel(start.lat, start.lng, point ? 17 : fallback.zoom));
  const drag = useRef<{ kind: 'map' | 'pin'; x: number; y: number; moved: boolean; center: { x: number; y: number } } | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth || 320);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A pin set from outside (the device's location) comes into view, closer (state adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(recenter);
  if (recenter !== shown) {
    setShown(recenter);
    if (point) {
      setZoom(17);
      setCenter(toPixel(point.lat, point.lng, 17));
    }
  }

  const origin = { x: center.x - width / 2, y: center.y - HEIGHT / 2 };
  const pointAt = (clientX: number, clientY: number) => {
    const rect = box.current!.getBoundingClientRect();
    const p = toPoint(origin.x + clientX - rect.left, origin.y + clientY - rect.top, zoom);
    return { lat: round6(p.lat), lng: round6(p.lng) };
  };

  const zoomTo = (next: number) => {
    const z = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, next));
    const focus = point ?? toPoint(center.x, center.y, zoom);
    setCenter(toPixel(focus.lat, focus.lng, z));
    setZoom(z);
  };

  const down = (kind: 'map' | 'pin', event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    drag.current = { kind, x: event.clientX, y: event.clientY, moved: false, center };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const now = drag.current;
    if (!now) return;
    const dx = event.clientX - now.x;
    const dy = event.clientY - now.y;
    if (!now.moved && Math.hypot(dx, dy) < TAP) return;
    now.moved = true;
    if (now.kind === 'map') setCenter({ x: now.center.x - dx, y: now.center.y - dy });
    else onChange(pointAt(event.clientX, event.clientY));
  };
  const up = (event: PointerEvent<HTMLElement>) => {
    const now = drag.current;
    drag.current = null;
    if (now && !now.moved && now.kind === 'map') onChange(pointAt(event.clientX, event.clientY));
  };

  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const steps: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const step = steps[event.key];
    if (!step || !point) return;
    event.preventDefault();
    const distance = event.shiftKey ? 40 : 8;
    const at = toPixel(point.lat, point.lng, zoom);
    const p = toPoint(at.x + step[0] * distance, at.y + step[1] * distance, zoom);
    onChange({ lat: round6(p.lat), lng: round6(p.lng) });
  };

  const tiles = [];
  const count = 2 ** zoom;
  for (let ty = Math.floor(origin.y / TILE); ty * TILE < origin.y + HEIGHT; ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(origin.x / TILE); tx * TILE < origin.x + width; tx++) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push(
        <img
          key={`${zoom}/${tx}/${ty}`}
          className="pin-map__tile"
          src={TILE_URL(zoom, wrapped, ty)}
          alt=""
          draggable={false}
          width={TILE}
          height={TILE}
          style={{ left: tx * TILE - origin.x, top: ty * TILE - origin.y }}
        />,
      );
    }
  }
  const pin = point ? toPixel(point.lat, point.lng, zoom) : null;

  return (
    <div className="pin-map">
      <div
        ref={box}
        className="pin-map__view"
        style={{ height: HEIGHT }}
        data-testid="pin-map"
        onPointerDown={(event) => down('map', event)}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => (drag.current = null)}
      >
        {tiles}
        {pin ? (
          <button
            type="button"
            className="pin-map__pin"
            style={{ left: pin.x - origin.x, top: pin.y - origin.y }}
            aria-label="Punto de entrega. Muévelo con las flechas del teclado."
            aria-describedby={describedBy}
            onPointerDown={(event) => down('pin', event)}
            onPointerMove={move}
            onPointerUp={up}
            onKeyDown={nudge}
          >
            <span className="icon icon--map-pin" aria-hidden="true" />
          </button>
        ) : null}
        <div className="pin-map__zoom">
          <button type="button" className="pin-map__zoom-button" aria-label="Acercar" onPointerDown={(e) => e.stopPropagation()} onClick={() => zoomTo(zoom + 1)} disabled={zoom >= MAX_ZOOM}>
            +
          </button>
          <button type="button" className="pin-map__zoom-button" aria-label="Alejar" onPointerDown={(e) => e.stopPropagation()} onClick={() => zoomTo(zoom - 1)} disabled={zoom <= MIN_ZOOM}>
            −
          </button>
        </div>
        <p className="pin-map__credit">
          ©{' '}
          <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer" onPointerDown={(e) => e.stopPropagation()}>
            OpenStreetMap
          </a>
        </p>
      </div>
    </div>
  );
}
