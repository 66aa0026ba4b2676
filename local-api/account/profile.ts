import { EMAIL_PATTERN } from '../../src/domain/session/session';
import { normalizePhone } from '../../src/domain/addresses/address-rules';
import { TEXT_LIMITS } from '../../src/domain/shared/request-checks';
import type { AppDeps, UserRow } from '../http/context';
import { personNameProblem } from '../../src/domain/user/user-rules';
import { ApiError, FieldError } from '../http/errors';
import { predefinedAvatarUrl, uploadedAvatarUrl } from './avatars';
import { unreadCount } from './notifications';
import { findUserById } from '../auth/user-store';
import { hasPhoneVerification, updateProfileColumns, type ProfileColumn } from './account-store';

/** The account columns migration 3 adds to users (absent on a row read before it, hence optional). */
interface AccountColumns {
  contact_email?: string | null;
  avatar?: string | null;
  has_mobile_app?: number;
  selected_address?: string | null;
  selected_pickup?: string | null;
}

/**
 * The phone is verified when the verification flow (session/ and auth/) recorded this very number in
 * phone_verifications: a changed phone is unverified again without anyone resetting a flag.
 */
function isPhoneVerified(deps: AppDeps, user: UserRow): boolean {
  if (!user.phone) return false;
  try {
    return hasPhoneVerification(deps.db, user.id, user.phone);
  } catch {
    return false; // a database without the verification flow's tables
  }
}

/** The user's avatar column: `predefined:<id>` or `upload:<file id>`, as a root-relative URL. */
function avatarUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const [kind, ref] = stored.split(':', 2) as [string, string | undefined];
  if (!ref) return null;
  return kind === 'predefined' ? predefinedAvatarUrl(ref) : kind === 'upload' ? uploadedAvatarUrl(ref) : null;
}

/** The user as spec section 3 lists it (the library's UserSchema), plus contact_email. */
export function accountUserJson(deps: AppDeps, row: UserRow) {
  const user = row as UserRow & AccountColumns;
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ') || null;
  const contactEmail = user.contact_email ?? null;
  return {
    public_id: user.public_id,
    email: user.email,
    is_email_verified: user.is_email_verified === 1,
    phone: user.phone,
    is_phone_verified: isPhoneVerified(deps, user),
    first_name: user.first_name,
    last_name: user.last_name,
    contact_email: contactEmail,
    pickup_contact: { name: fullName, phone: user.phone, email: contactEmail ?? user.email },
    avatar: avatarUrl(user.avatar),
    notification: { unread_count: unreadCount(deps, user.id) },
    has_mobile_app: user.has_mobile_app === 1,
    has_made_purchase: false,
    selected_address: user.selected_address ?? null,
    selected_pickup: user.selected_pickup ?? null,
    points: user.points,
    is_cc_payment_blocked: user.is_cc_payment_blocked === 1,
    is_pickup_location_worker: user.is_pickup_location_worker === 1,
  };
}

export function readUser(deps: AppDeps, userId: number): UserRow {
  return findUserById(deps.db, userId) as UserRow;
}

const PROFILE_FIELDS = ['first_name', 'last_name', 'contact_email', 'phone'] as const satisfies readonly ProfileColumn[];
type ProfileField = (typeof PROFILE_FIELDS)[number];

/** A refused value: 400 apiCallFailed naming its field (docs/contract.md), so the form shows it beside that field. */
const invalid = (message: string, field?: ProfileField) => (field ? new FieldError(400, 'apiCallFailed', message, field) : new ApiError(400, 'apiCallFailed', message));
const length = (value: string) => [...value].length;

function checkName(field: 'first_name' | 'last_name', value: unknown): string {
  const label = field === 'first_name' ? 'El nombre' : 'El apellido';
  if (typeof value !== 'string') throw invalid(`${label} debe ser un texto (campo "${field}").`, field);
  const problem = personNameProblem(field, value);
  if (problem) throw invalid(problem, field);
  return value.trim().replace(/\s+/g, ' ');
}

function checkEmail(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') throw invalid('El correo de contacto debe ser un texto (campo "contact_email").', 'contact_email');
  const email = value.trim();
  if (!email) return null;
  if (length(email) > TEXT_LIMITS.email) throw invalid(`El correo de contacto puede tener como máximo ${TEXT_LIMITS.email} caracteres.`, 'contact_email');
  if (!EMAIL_PATTERN.test(email)) throw invalid('El correo de contacto no es válido: escribe una dirección como nombre@ejemplo.com.', 'contact_email');
  return email.toLowerCase();
}

/** A phone of Guatemala or the United States, stored as `+502XXXXXXXX` / `+1XXXXXXXXXX`: the domain's rule, shared with addresses. */
export { normalizePhone };

function checkPhone(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') throw invalid('El teléfono debe ser un texto (campo "phone").', 'phone');
  if (!value.trim()) return null;
  if (value.length > 32) throw invalid('El teléfono es demasiado largo.', 'phone');
  const phone = normalizePhone(value);
  if (!phone)
    throw invalid('El teléfono no es válido: escribe 8 dígitos de Guatemala (p. ej. 5550 1234) o +1 y 10 dígitos de Estados Unidos.', 'phone');
  return phone;
}

/**
 * PUT /user/: any of first_name, last_name, contact_email and phone (absent:
 * unchanged; null or "" clears contact_email and phone; names cannot be
 * cleared). Any other field is a 400 naming it.
 */
export function updateProfile(deps: AppDeps, userId: number, body: unknown): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalid('El perfil debe enviarse como un objeto JSON.');
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(input))
    if (!(PROFILE_FIELDS as readonly string[]).includes(key))
      throw invalid(`El campo "${key}" no se puede cambiar aquí; se admiten: ${PROFILE_FIELDS.join(', ')}.`);
  const changes: Partial<Record<ProfileField, string | null>> = {};
  if ('first_name' in input) changes.first_name = checkName('first_name', input.first_name);
  if ('last_name' in input) changes.last_name = checkName('last_name', input.last_name);
  if ('contact_email' in input) changes.contact_email = checkEmail(input.contact_email);
  if ('phone' in input) changes.phone = checkPhone(input.phone);
  const keys = Object.keys(changes) as ProfileField[];
  if (keys.length === 0) return;
  // A new phone number is not verified yet.
  updateProfileColumns(deps.db, userId, changes);
}
