/** The accounts the demo database is seeded with (password for all: `Tienda123!`). */
export const DEMO_ACCOUNTS = [
  {
    email: 'ana@tienda.test',
    password: 'Tienda123!',
    first_name: 'Ana',
    last_name: 'López',
    phone: '+50255501234',
    country: 'GT',
    is_pickup_location_worker: false,
    points: 350,
  },
  {
    email: 'carlos@tienda.test',
    password: 'Tienda123!',
    first_name: 'Carlos',
    last_name: 'Pérez',
    phone: '+50255505678',
    country: 'GT',
    is_pickup_location_worker: true,
    points: 120,
  },
  {
    // Staff (users.is_staff, product/seed.ts): sees the product page's admin section.
    email: 'admin@tienda.test',
    password: 'Tienda123!',
    first_name: 'Admin',
    last_name: 'Tienda',
    phone: '+50255509999',
    country: 'GT',
    is_pickup_location_worker: false,
    points: 0,
  },
  {
    // A customer with pickup orders waiting at carlos's locations (seed/pickup-worker.ts, seedPickupWorker).
    email: 'lucia@tienda.test',
    password: 'Tienda123!',
    first_name: 'Lucía',
    last_name: 'Méndez',
    phone: '+50255503344',
    country: 'GT',
    is_pickup_location_worker: false,
    points: 0,
  },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
