/**
 * The tests' password hashing: the local API's fast scrypt (N = 2^10 instead of 2^17), which the test kit also
 * offers its users as `passwordHashing: 'fast'`. Tests that are not about the hash use it; the tests about the hash
 * itself (parameters, timing, rehash) use scryptKdf.
 */
export { fastScryptKdf as cheapKdf } from '../../local-api/session/fast-kdf';
