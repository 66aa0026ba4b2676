import { http, HttpResponse } from 'msw';
import { apiError, user as userFixture, type WireUser } from '../fixtures';
import { url } from '../server';

export interface WireAddress {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  street: string;
  references: string | null;
  city: string;
  state: string;
  country: string;
  times_used?: number;
  last_used?: string | null;
  geolocation: { lat: number; lng: number } | null;
  request_user_geolocation?: boolean;
}

/** ana's address in zona 14, as the API sends it. */
export function wireAddress(overrides: Partial<WireAddress> = {}): WireAddress {
  return {
    id: 'addr-1',
    first_name: 'Ana',
    last_name: 'López',
    phone: '+50255550000',
    street: '13 calle 2-40, zona 14',
    references: 'Edificio azul',
    city: 'Guatemala',
    state: 'GU',
    country: 'GT',
    times_used: 1,
    last_used: '2026-01-02T10:00:00-06:00[America/Guatemala]',
    geolocation: { lat: 14.59, lng: -90.51 },
    request_user_geolocation: false,
    ...overrides,
  };
}

/** A pickup location as the API sends it: hours in seconds from midnight, keyed by weekday. */
export function wirePickupOption(overrides: Record<string, unknown> = {}) {
  const weekday = { opening_time: 8 * 3600, closing_time: 17 * 3600 + 30 * 60 };
  return {
    id: 3,
    public_id: 'pk-oakland',
    location_name: 'Tienda Oakland Mall',
    location_address: 'Diagonal 6 13-01, zona 10',
    google_maps_url: 'https://www.google.com/maps/search/?api=1&query=14.6,-90.5',
    waze_url: null,
    location_lat: 14.6,
    location_lng: -90.5,
    parking: 'Free',
    working_hours: { MONDAY: weekday, TUESDAY: weekday, WEDNESDAY: weekday, THURSDAY: weekday, FRIDAY: weekday, SATURDAY: { opening_time: 9 * 3600, closing_time: 13 * 3600 }, SUNDAY: null },
    working_hours_html: '<b>Lunes</b>',
    working_hours_hint: null,
    expected_delivery_date_range: null,
    expected_delivery_date_range_text: 'Listo para recoger hoy',
    expected_delivery_minutes_from_now: 90,
    is_express: false,
    cutoff_time: 14 * 3600,
    is_cod_enabled: true,
    is_restricted: false,
    is_warranty_drop: false,
    ...overrides,
  };
}

/**
 * A stand-in for /address, /taxid, /user/selected_address, /user/selected_pickup
 * and /pickup_locations, with state per user. A token `user-token-N` is the
 * default user (user-1); `accept(token, user)` adds others. Any other token
 * answers 403 onlyAnonymousTokenFound, as the local API does.
 */
export function addressesBackend(options: { addresses?: WireAddress[]; pickupOptions?: ReturnType<typeof wirePickupOption>[] } = {}) {
  const users = new Map<string, WireUser>();
  const defaultUser = userFixture();
  const addresses = new Map<string, WireAddress[]>([[defaultUser.public_id, [...(options.addresses ?? [wireAddress()])]]]);
  const taxIds = new Map<string, Record<string, unknown>[]>();
  const selected = new Map<string, { address: string | null; pickup: string | null }>();
  const pickupOptions = options.pickupOptions ?? [wirePickupOption()];
  let created = 0;

  const userOf = (request: Request): WireUser | null => {
    const token = request.headers.get('Session') ?? '';
    return users.get(token) ?? (token.startsWith('user-token-') ? defaultUser : null);
  };
  const anonymous = () => HttpResponse.json(apiError('onlyAnonymousTokenFound', 'Inicia sesión para continuar.'), { status: 403 });
  const notFound = () => HttpResponse.json(apiError('notFound', 'La dirección no existe o no es tuya.'), { status: 404 });
  const listOf = (who: WireUser) => addresses.get(who.public_id) ?? addresses.set(who.public_id, []).get(who.public_id)!;
  const answerUser = (who: WireUser) => {
    const choice = selected.get(who.public_id) ?? { address: null, pickup: null };
    return HttpResponse.json({ ...who, selected_address: choice.address, selected_pickup: choice.pickup });
  };

  const handlers = [
    http.get(url('/address'), ({ request }) => {
      const who = userOf(request);
      return who ? HttpResponse.json(listOf(who)) : anonymous();
    }),
    http.post(url('/address'), async ({ request }) => {
      const who = userOf(request);
      if (!who) return anonymous();
      const body = (await request.json()) as Partial<WireAddress>;
      const saved = wireAddress({ ...body, id: `addr-new-${++created}`, times_used: 0, last_used: null, geolocation: body.geolocation ?? null });
      listOf(who).push(saved);
      return HttpResponse.json(saved);
    }),
    http.put(url('/address/:id'), async ({ request, params }) => {
      const who = userOf(request);
      if (!who) return anonymous();
      const list = listOf(who);
      const index = list.findIndex((address) => address.id === params.id);
      if (index < 0) return notFound();
      list[index] = { ...list[index]!, ...((await request.json()) as Partial<WireAddress>) };
      return HttpResponse.json(list[index]);
    }),
    http.delete(url('/address/:id'), ({ request, params }) => {
      const who = userOf(request);
      if (!who) return anonymous();
      const list = listOf(who);
      const index = list.findIndex((address) => address.id === params.id);
      if (index < 0) return notFound();
      list.splice(index, 1);
      const choice = selected.get(who.public_id);
      if (choice && choice.address === params.id) choice.address = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(url('/address/:id/lnglat'), ({ request, params }) => {
      const who = userOf(request);
      if (!who) return anonymous();
      const found = listOf(who).find((address) => address.id === params.id);
      if (!found) return notFound();
      return HttpResponse.json({ lat: found.geolocation?.lat ?? null, lng: found.geolocation?.lng ?? null });
    }),
    http.put(url('/address/:id/lnglat'), async ({ request, params }) => {
      const who = userOf(request);
      if (!who) return anonymous();
      const found = listOf(who).find((address) => address.id === params.id);
      if (!found) return notFound();
      const body = (await request.json()) as { lat: number | null; lng: number | null };
      found.geolocation = body.lat === null || body.lng === null ? null : { lat: body.lat, lng: body.lng };
      return HttpResponse.json({ lat: body.lat, lng: body.lng });
    }),
    http.get(url('/taxid'), ({ request }) => {
      const who = userOf(request);
      return who ? HttpResponse.json(taxIds.get(who.public_id) ?? []) : anonymous();
    }),
    http.post(url('/taxid'), async ({ request }) => {
      const who = userOf(request);
      if (!who) return anonymous();
      const saved = { id: `nit-${++created}`, ...((await request.json()) as object) };
      taxIds.set(who.public_id, [...(taxIds.get(who.public_id) ?? []), saved]);
      return HttpResponse.json(saved);
    }),
    http.put(url('/taxid/:id'), async ({ request, params }) => {
      const who = userOf(request);
      if (!who) return anonymous();
      const list = taxIds.get(who.public_id) ?? [];
      const index = list.findIndex((item) => item.id === params.id);
      if (index < 0) return HttpResponse.json(apiError('notFound', 'El NIT no existe o no es tuyo.'), { status: 404 });
      list[index] = { id: params.id, ...((await request.json()) as object) };
      return HttpResponse.json(list[index]);
    }),
    http.delete(url('/taxid/:id'), ({ request, params }) => {
      const who = userOf(request);
      if (!who) return anonymous();
      taxIds.set(who.public_id, (taxIds.get(who.public_id) ?? []).filter((item) => item.id !== params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(url('/user/selected_address'), async ({ request }) => {
      const who = userOf(request);
      if (!who) return anonymous();
      const { selected_address_id: id } = (await request.json()) as { selected_address_id: string | null };
      if (id !== null && !listOf(who).some((address) => address.id === id)) return notFound();
      const choice = selected.get(who.public_id) ?? { address: null, pickup: null };
      selected.set(who.public_id, { ...choice, address: id });
      return answerUser(who);
    }),
    http.put(url('/user/selected_pickup'), async ({ request }) => {
      const who = userOf(request);
      if (!who) return anonymous();
      const { selected_pickup_id: id } = (await request.json()) as { selected_pickup_id: string | null };
      const option = id === null ? null : pickupOptions.find((item) => String(item.id) === id || item.public_id === id);
      if (id !== null && !option) return HttpResponse.json(apiError('notFound', 'El punto de recogida no existe.'), { status: 404 });
      const choice = selected.get(who.public_id) ?? { address: null, pickup: null };
      selected.set(who.public_id, { ...choice, pickup: option ? String(option.public_id) : null });
      return answerUser(who);
    }),
    http.get(url('/pickup_locations'), ({ request }) => (userOf(request) ? HttpResponse.json(pickupOptions) : anonymous())),
  ];

  return {
    handlers,
    addresses,
    taxIds,
    selected,
    /** Makes `token` a session of `who`. */
    accept(token: string, who: WireUser) {
      users.set(token, who);
    },
  };
}
