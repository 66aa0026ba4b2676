/** «Usar mi ubicación»: the device's position through the Geolocation API, or why it could not be read, in Spanish. */
export type DeviceLocation = { ok: true; lat: number; lng: number } | { ok: false; message: string };

export const LOCATION_MESSAGES = {
  unsupported: 'Este navegador no puede darnos tu ubicación. Toca el mapa donde está tu casa.',
  denied: 'No tenemos permiso para ver tu ubicación. Actívalo en los ajustes del navegador o toca el mapa donde está tu casa.',
  unavailable: 'No pudimos saber dónde estás ahora. Inténtalo de nuevo al aire libre o toca el mapa donde está tu casa.',
} as const;

/** Reads the position once (`geolocation` is the browser's unless a test gives its own). */
export function readDeviceLocation(geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation): Promise<DeviceLocation> {
  if (!geolocation) return Promise.resolve({ ok: false, message: LOCATION_MESSAGES.unsupported });
  return new Promise((resolve) =>
    geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, lat: position.coords.latitude, lng: position.coords.longitude }),
      // 1 PERMISSION_DENIED (also a Permissions-Policy that forbids it); 2 POSITION_UNAVAILABLE; 3 TIMEOUT.
      (error) => resolve({ ok: false, message: error.code === 1 ? LOCATION_MESSAGES.denied : LOCATION_MESSAGES.unavailable }),
      { enableHighAccuracy: true, timeout: 15000, maximumAge: 60000 },
    ),
  );
}
