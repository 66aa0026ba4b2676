import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with OWASP's parameters (N = 2^17, r = 8, p = 1): about 128 MiB and a few hundred
 * milliseconds per hash. maxmem is set above the 128·N·r bytes it needs (node's default, 32 MiB, is
 * below it), and bounds what a stored hash may ask for.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
export const SCRYPT_MAX_MEMORY = 256 * 1024 * 1024;

/**
 * A hash of nothing anybody knows, with the current parameters: an unknown email is checked against it,
 * so it costs the same scrypt run as a wrong password (its salt is fixed; its result is never compared
 * as equal: see Passwords.verify).
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

/** The parameters of one key derivation (a stored hash's, or today's SCRYPT_PARAMS). */
export interface KdfParams {
  N: number;
  r: number;
  p: number;
}

/**
 * The key derivation behind every password hash, in one place: scrypt off the event loop by default.
 * createApp takes another (`passwordKdf`) so tests can count the runs, or hold them open, without timing.
 * It rejects parameters it cannot run (over maxmem).
 */
export type PasswordKdf = (password: string, salt: Buffer, keyLength: number, params: KdfParams) => Promise<Buffer>;

export const scryptKdf: PasswordKdf = (password, salt, keyLength, params) =>
  new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, { ...params, maxmem: SCRYPT_MAX_MEMORY } satisfies ScryptOptions, (error, key) => (error ? reject(error) : resolve(key))),
  );

function format(salt: Buffer, hash: Buffer): string {
  return ['scrypt', SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p, salt.toString('hex'), hash.toString('hex')].join('$');
}

/** For the seed (one synchronous transaction): the precomputed hash of the demo password, else a real one. */
export function seedPasswordHash(password: string): string {
  const known = PRECOMPUTED[password];
  if (known) return known;
  const salt = randomBytes(16);
  return format(salt, scryptSync(password, salt, KEY_LENGTH, { ...SCRYPT_PARAMS, maxmem: SCRYPT_MAX_MEMORY }));
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

const DUMMY = parse(DUMMY_HASH)!;

/**
 * Password hashing and checking with one key derivation (scryptKdf unless told otherwise). Each call costs
 * exactly one run of it, whatever it is given, so neither the answer nor its time says which case it was.
 */
export class Passwords {
  constructor(private readonly kdf: PasswordKdf = scryptKdf) {}

  /** `scrypt$N$r$p$salt$hash`, with a fresh random salt. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    return format(salt, await this.kdf(password, salt, KEY_LENGTH, SCRYPT_PARAMS));
  }

  /**
   * Constant-time check of `password` against a stored hash. Anything that cannot match (no account, a
   * disabled one: null; a social-only account's `social$…`; a malformed hash) is checked against
   * DUMMY_HASH instead and answers false: the same one run as a wrong password. Parameters the KDF refuses
   * (over maxmem: only a tampered row has them) answer false.
   */
  async verify(password: string, stored: string | null): Promise<boolean> {
    const parsed = stored === null ? null : parse(stored);
    const usable = parsed !== null && parsed.hash.length > 0;
    const against = usable ? parsed : DUMMY;
    let actual: Buffer;
    try {
      actual = await this.kdf(password, against.salt, against.hash.length, { N: against.N, r: against.r, p: against.p });
    } catch {
      return false;
    }
    return usable && actual.length === against.hash.length && timingSafeEqual(actual, against.hash);
  }

  needsRehash(stored: string): boolean {
    return needsRehash(stored);
  }
}

const scryptPasswords = new Passwords();

/** A hash with scrypt (Passwords.hash). */
export const hashPassword = (password: string): Promise<string> => scryptPasswords.hash(password);

/** A check with scrypt (Passwords.verify): false for anything malformed, after the same one run. */
export const verifyPassword = (password: string, stored: string | null): Promise<boolean> => scryptPasswords.verify(password, stored);

/** A hash made with weaker parameters than today's (an older database): rehashed at the next good login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < SCRYPT_PARAMS.N || parsed.r < SCRYPT_PARAMS.r || parsed.p < SCRYPT_PARAMS.p;
}
