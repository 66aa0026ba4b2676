import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with OWASP's parameters (N = 2^17, r = 8, p = 1): about 128 MiB and a few hundred
 * milliseconds per hash. maxmem is set above the 128·N·r bytes it needs (node's default, 32 MiB, is
 * below it), and bounds what a stored hash may ask for.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * A hash of nothing anybody knows, with the current parameters: an unknown email is checked against it,
 * so it costs the same scrypt run as a wrong password (its salt is fixed; its result is never compared
 * as equal: see verifyPasswordOrDummy).
 */
const DUMMY_HASH = `scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$457885b7f566eb8b558383ec2e970951$${'0'.repeat(KEY_LENGTH * 2)}`;

/**
 * The demo password's hash with the current parameters, computed once (the demo password is public:
 * README). Seeding a fresh database then costs no scrypt run, which keeps every test's fresh database fast.
 */
const PRECOMPUTED: Readonly<Record<string, string>> = {
  'Tienda123!':
    'scrypt$131072$8$1$a6903cfe6f98b1d20839e6deb4dd4d8e$2fa971c06f73bc8ec2877541b1be566e08ddd85771d6d49a8508e5b210b8fe196babb2ef4f26c36d18a95a2d0886d9b8243cbc1c717f015b3fc056cf3920938f',
};

function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));
}

function format(salt: Buffer, hash: Buffer): string {
  return ['scrypt', SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p, salt.toString('hex'), hash.toString('hex')].join('$');
}

/** `scrypt$N$r$p$salt$hash`, with a fresh random salt; runs off the event loop. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(password, salt, KEY_LENGTH, { ...SCRYPT_PARAMS, maxmem: MAX_MEMORY }));
}

/** For the seed (one synchronous transaction): the precomputed hash of the demo password, else a real one. */
export function seedPasswordHash(password: string): string {
  const known = PRECOMPUTED[password];
  if (known) return known;
  const salt = randomBytes(16);
  return format(salt, scryptSync(password, salt, KEY_LENGTH, { ...SCRYPT_PARAMS, maxmem: MAX_MEMORY }));
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const [scheme, n, r, p, saltHex, hashHex, extra] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltHex || !hashHex || extra !== undefined) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0)) return null;
  if (!/^[0-9a-f]+$/i.test(saltHex) || !/^[0-9a-f]+$/i.test(hashHex) || hashHex.length % 2) return null;
  return { ...params, salt: Buffer.from(saltHex, 'hex'), hash: Buffer.from(hashHex, 'hex') };
}

/** Constant-time check of `password` against a stored hash; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  let actual: Buffer;
  try {
    actual = await scryptAsync(password, parsed.salt, parsed.hash.length, { N: parsed.N, r: parsed.r, p: parsed.p, maxmem: MAX_MEMORY });
  } catch {
    return false; // parameters over maxmem or invalid
  }
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/**
 * The check a login makes whether or not the account exists: with no stored hash (unknown email, or an
 * account that must not sign in) the same scrypt runs against a dummy hash and the answer is false, so
 * both cases take the same time as a wrong password.
 */
export async function verifyPasswordOrDummy(password: string, stored: string | null): Promise<boolean> {
  const matches = await verifyPassword(password, stored ?? DUMMY_HASH);
  return stored !== null && matches;
}

/** A hash made with weaker parameters than today's (an older database): rehashed at the next good login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < SCRYPT_PARAMS.N || parsed.r < SCRYPT_PARAMS.r || parsed.p < SCRYPT_PARAMS.p;
}
