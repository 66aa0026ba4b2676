import type { Database } from '../db/database';
import type { Catalogue } from '../catalog/catalogue';
import type { Logger } from './logger';
import type { HashSlots } from '../auth/rate-limits';
import type { Passwords } from '../session/passwords';

export interface UserRow {
  id: number;
  public_id: string;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  country: string | null;
  is_email_verified: number;
  is_pickup_location_worker: number;
  /** Card payment refused for this user (migration 7). */
  is_cc_payment_blocked?: number;
  points: number;
  disabled: number;
}

/** The session a request was made with, once its token has been checked. */
export interface SessionInfo {
  id: number;
  user: UserRow | null;
  /** Who owns carts and views made in this session: `u:<user id>` or `s:<session id>`. */
  owner: string;
}

export type AppEnv = {
  Variables: {
    session: SessionInfo;
    /** The configured public origin (createApp's publicOrigin): absolute URLs are built from it, never from Host. */
    publicOrigin: string;
  };
};

/** What every route module gets from createApp. */
export interface AppDeps {
  db: Database;
  now: () => Date;
  random: () => number;
  log: Logger;
  catalogue: Catalogue;
}

/** What the routes that hash passwords (login, sign-up, reset) get besides AppDeps. */
export interface PasswordDeps extends AppDeps {
  /** Password hashing (scrypt unless createApp was given another KDF). */
  passwords: Passwords;
  /** The password hashes running per client address (HASHES_IN_FLIGHT_PER_ADDRESS). */
  hashSlots: HashSlots;
}

export const ownerOfUser = (userId: number) => `u:${userId}`;
export const ownerOfSession = (sessionId: number) => `s:${sessionId}`;
