import { http, HttpResponse } from 'msw';
import { apiError } from '../fixtures';
import { url } from '../server';

/** A pickup location as the API sends it inside the worker's lists (local-api/pickup-worker/pickup.ts pickupOptionJson). */
export function wirePickupLocation(publicId: string, name: string) {
  return {
    id: publicId === 'gt-zona-10' ? 1 : 2,
    public_id: publicId,
    location_name: name,
    location_address: '4a avenida 12-59, zona 10',
    google_maps_url: null,
    waze_url: null,
    location_lat: 14.6,
    location_lng: -90.5,
    parking: 'Free',
    working_hours: [{ weekday: 'MONDAY', opening_time: 900, closing_time: 1800 }],
    working_hours_html: null,
    working_hours_hint: null,
    expected_delivery_date_range: null,
    expected_delivery_date_range_text: null,
    expected_delivery_minutes_from_now: null,
    is_express: false,
    cutoff_time: null,
    is_cod_enabled: true,
    is_restricted: publicId !== 'gt-zona-10',
    is_warranty_drop: false,
  };
}

interface WireWorkerOrder {
  order_number: string;
  status: string;
  customer_name: string | null;
  customer_phone: string | null;
  quantity_total: number;
  amount_to_collect: number;
  created_date: string;
  received_date: string | null;
  pin: string;
  location: string;
}

const order = (number: string, location: string, pin: string, received: boolean, amount = 0): WireWorkerOrder => ({
  order_number: number,
  status: received ? 'ReadyForPickup' : 'AfterPaid',
  customer_name: 'Lucía Pérez',
  customer_phone: '+50255551234',
  quantity_total: 2,
  amount_to_collect: amount,
  created_date: '2026-01-12T16:00:00.000Z',
  received_date: received ? '2026-01-12T18:00:00.000Z[UTC]' : null,
  pin,
  location,
});

const LOCATIONS = [
  { public_id: 'gt-zona-10', name: 'Tienda Zona Viva' },
  { public_id: 'gt-bodega-zona-12', name: 'Bodega zona 12' },
];

/**
 * A stand-in for the worker's /pickup_locations/* calls, as the local API answers them: user tokens are
 * pickup staff here (the gate is the client's), 100001 and 100003 wait to be received, 100002 waits for its buyer
 * (PIN 246810). A wrong PIN is 400 NOT_ALLOWED with the API's sentence.
 */
export function pickupWorkerBackend() {
  const orders = [order('100001', 'gt-zona-10', '135790', false), order('100002', 'gt-zona-10', '246810', true), order('100003', 'gt-bodega-zona-12', '864200', false, 420.5)];
  const signedIn = (request: Request) => (request.headers.get('Session') ?? '').startsWith('user-token-');
  const anonymous = () => HttpResponse.json(apiError('onlyAnonymousTokenFound', 'Inicia sesión para continuar.'), { status: 403 });
  const list = (received: boolean) =>
    LOCATIONS.map((location) => ({
      public_id: location.public_id,
      location_name: location.name,
      location: wirePickupLocation(location.public_id, location.name),
      orders: orders
        .filter((o) => o.location === location.public_id && (o.received_date !== null) === received && o.status !== 'Delivered')
        .map(({ pin: _pin, location: _location, ...rest }) => rest),
    }));
  const find = (body: { order_number?: string; location_public_id?: string }) =>
    orders.find((o) => o.order_number === body.order_number && o.location === body.location_public_id);
  const handlers = [
    http.get(url('/pickup_locations/orders_to_receive'), ({ request }) => (signedIn(request) ? HttpResponse.json(list(false)) : anonymous())),
    http.get(url('/pickup_locations/orders_to_deliver'), ({ request }) => (signedIn(request) ? HttpResponse.json(list(true)) : anonymous())),
    http.post(url('/pickup_locations/set_received'), async ({ request }) => {
      if (!signedIn(request)) return anonymous();
      const body = (await request.json()) as { order_number?: string; location_public_id?: string };
      const found = find(body);
      if (!found) return HttpResponse.json(apiError('notFound', 'El pedido no existe o no se recoge en Tienda Zona Viva.'), { status: 404 });
      found.received_date = '2026-01-14T10:00:00.000Z';
      found.status = 'ReadyForPickup';
      return HttpResponse.json({ order_number: found.order_number, status: 'ReadyForPickup', location_public_id: found.location, received_date: found.received_date });
    }),
    http.post(url('/pickup_locations/set_picked_up'), async ({ request }) => {
      if (!signedIn(request)) return anonymous();
      const body = (await request.json()) as { order_number?: string; location_public_id?: string; pin?: string };
      const found = find(body);
      if (!found) return HttpResponse.json(apiError('notFound', 'El pedido no existe.'), { status: 404 });
      if (body.pin !== found.pin)
        return HttpResponse.json(
          apiError('NOT_ALLOWED', `El PIN no coincide con el del pedido ${found.order_number}. Pídele al cliente el PIN de 6 dígitos de su pedido (te quedan 4 intentos).`),
          { status: 400 },
        );
      found.status = 'Delivered';
      return HttpResponse.json({ order_number: found.order_number, status: 'Delivered', location_public_id: found.location, delivered_date: '2026-01-14T11:00:00.000Z' });
    }),
    http.post(url('/pickup_locations/add_location'), async ({ request }) => {
      if (!signedIn(request)) return anonymous();
      const body = (await request.json()) as { public_id?: string };
      const location = LOCATIONS.find((l) => l.public_id === body.public_id);
      if (!location) return HttpResponse.json(apiError('notFound', 'El punto de recogida no existe.'), { status: 404 });
      return HttpResponse.json(wirePickupLocation(location.public_id, location.name));
    }),
  ];
  return { handlers, orders };
}
