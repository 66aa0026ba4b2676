import { timingSafeEqual } from 'node:crypto';
import { SCRYPT_MAX_MEMORY, scryptKdf, seedPasswordHash, type KdfParams, type PasswordKdf } from './passwords';

/** The cost the fast scrypt runs at: 2^10 (1 MiB, about a millisecond) instead of OWASP's 2^17. */
export const FAST_SCRYPT_N = 2 ** 10;

/**
 * The seed's known answers: the demo password's precomputed hash is a real scrypt result at the product's
 * parameters (what seedPasswordHash stores in every fresh database), so asked for exactly that password, salt
 * and parameters the fast KDF gives that result, as real scrypt would. Anything else is derived cheaply.
 */
const KNOWN = ['Tienda123!'].map((password) => {
  const [, n, r, p, salt, hash] = seedPasswordHash(password).split('$');
  return { password, N: Number(n), r: Number(r), p: Number(p), salt: Buffer.from(salt!, 'hex'), hash: Buffer.from(hash!, 'hex') };
});

function known(password: string, salt: Buffer, keyLength: number, params: KdfParams): Buffer | null {
  for (const k of KNOWN) {
    if (k.password === password && k.N === params.N && k.r === params.r && k.p === params.p && k.hash.length === keyLength && k.salt.length === salt.length && timingSafeEqual(k.salt, salt))
      return Buffer.from(k.hash);
  }
  return null;
}

/**
 * A cheap stand-in for the product's scrypt, for a test's throwaway database only (the test kit's
 * `passwordHashing: 'fast'`, and this repository's tests that are not about the hash): the same scrypt, off the
 * event loop, with the same r, p and key length and the same refusal of parameters over maxmem, but with N capped
 * at FAST_SCRYPT_N. What it hashes it verifies, the demo accounts' seeded hashes verify (KNOWN), a wrong password
 * or an unknown account still costs one run and fails. Hashes it stores are labelled with the product's
 * parameters (Passwords formats them), so they never pass for real ones outside such a database: never use it
 * for a database that outlives the test.
 */
export const fastScryptKdf: PasswordKdf = async (password, salt, keyLength, params) => {
  // Refused as scryptKdf refuses them (the capped N below would otherwise fit).
  if (128 * params.N * params.r > SCRYPT_MAX_MEMORY) throw new RangeError('scrypt parameters over maxmem');
  // Always one run, the known answers included, as the product makes exactly one per check.
  const key = await scryptKdf(password, salt, keyLength, { ...params, N: Math.min(params.N, FAST_SCRYPT_N) });
  return known(password, salt, keyLength, params) ?? key;
};
