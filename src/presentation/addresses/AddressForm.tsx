import './addresses.css';
import { useId, useRef } from 'react';
import type { Address } from '../../domain/addresses/address';
import { ADDRESS_LIMITS, addressProblems, COUNTRIES, type AddressField } from '../../domain/addresses/address-rules';
import { findGtDepartment, findGtMunicipality } from '../../domain/addresses/guatemala';
import { useRefocus } from '../profile/use-send';
import { FormAlert } from '../shared/FormParts';
import { FormActions } from './parts';
import { TextField } from '../shared/TextField';
import { useFocusFirstField } from '../shared/use-focus-first-field';
import { useForm, type Rule } from '../shared/use-form';
import { RadioGroup, SelectField, TextAreaField } from './fields';
import { DepartmentOptions, NameOptions, UsStateOptions } from './place-options';
import { useAddressForm } from './use-addresses';

export interface AddressFormProps {
  /** The saved address to edit; a new one is created without it. */
  address?: Address | null;
  /** The address as the server saved it. */
  onSaved(address: Address): void;
  /** Shows a "Cancelar" button that calls it. */
  onCancel?(): void;
  submitLabel?: string;
  /** Opened by a button: the first field takes the focus as the form appears. */
  focusOnOpen?: boolean;
}

type Values = {
  first_name: string;
  last_name: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  /** The ZIP code, asked only for the United States. */
  postcode: string;
  street: string;
  references: string;
};

// The domain's rules (the server's), each field's problem from one run over the whole address.
let lastValues: Values | null = null;
let lastProblems: Partial<Record<AddressField, string>> = {};
function problemsOf(values: Values): Partial<Record<AddressField, string>> {
  if (values !== lastValues) {
    lastValues = values;
    lastProblems = Object.fromEntries(addressProblems(values).map((problem) => [problem.field, problem.shopperMessage]));
  }
  return lastProblems;
}
const rule =
  (field: AddressField): Rule<Values> =>
  (_value, values) =>
    problemsOf(values)[field] ?? null;
const RULES = Object.fromEntries(
  (['first_name', 'last_name', 'phone', 'country', 'state', 'city', 'postcode', 'street', 'references'] as const).map((field) => [field, rule(field)]),
) as { [K in keyof Values]: Rule<Values> };

/**
 * A shipping address, created or edited (Guatemala: department, then one of
 * its municipalities; United States: state and city). Checked as the shopper
 * types by the same rules as the server; saves through `tienda.addresses`
 * and hands the saved address to `onSaved`.
 */
export function AddressForm({ address, onSaved, onCancel, submitLabel, focusOnOpen = false }: AddressFormProps) {
  const id = useId();
  const { me, save } = useAddressForm(address);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>(
    {
      first_name: address?.first_name ?? me?.first_name ?? '',
      last_name: address?.last_name ?? me?.last_name ?? '',
      phone: address?.phone ?? (address ? '' : (me?.phone ?? '')),
      country: address?.country ?? 'GT',
      state: address?.state ?? '',
      city: address?.city ?? '',
      postcode: address?.postcode ?? '',
      street: address?.street ?? '',
      references: address?.references ?? '',
    },
    RULES,
  );
  useRefocus(form.sending, () => formRef.current?.querySelector<HTMLElement>('button[type=submit]'));
  useFocusFirstField(formRef, focusOnOpen);
  const { country, state, city } = form.values;
  const department = country === 'GT' ? findGtDepartment(state) : undefined;
  // A saved city the list does not hold stays visible (and marked) rather than silently replaced.
  const strayCity = department && city && !department.municipalities.includes(city) ? city : null;

  const chooseCountry = (next: string) => {
    if (next === country) return;
    form.set('country', next);
    form.set('state', '');
    form.set('city', '');
    form.set('postcode', '');
  };
  const chooseState = (next: string) => {
    form.set('state', next);
    if (country === 'GT' && city && !findGtMunicipality(next, city)) form.set('city', '');
  };

  const send = form.onSubmit(async (values) => {
    const body = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone: values.phone.trim(),
      country: values.country,
      state: values.state,
      city: values.city.trim(),
      // Only a United States address has a ZIP code (a Guatemalan one is sent as the spec has it).
      ...(values.country === 'US' ? { postcode: values.postcode.trim() } : {}),
      street: values.street.trim(),
      references: values.references.trim() || null,
    };
    const saved = await save(body);
    onSaved(saved);
  });

  const alertId = `${id}-alert`;
  return (
    <form ref={formRef} className="form card address-form" onSubmit={send} noValidate data-testid="address-form" aria-label={address ? 'Editar dirección' : 'Nueva dirección'}>
      <div className="address-form__pair">
        <TextField id={`${id}-first`} label="Nombre de quien recibe" autoComplete="given-name" maxLength={ADDRESS_LIMITS.name} {...form.field('first_name')} />
        <TextField id={`${id}-last`} label="Apellido" autoComplete="family-name" maxLength={ADDRESS_LIMITS.name} {...form.field('last_name')} />
      </div>
      <TextField
        id={`${id}-phone`}
        label="Teléfono de contacto"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={ADDRESS_LIMITS.phone}
        placeholder="5550 1234"
        hint="8 dígitos de Guatemala o +1 y 10 dígitos de Estados Unidos."
        {...form.field('phone')}
      />
      <RadioGroup name={`${id}-country`} legend="País" value={country} onChange={chooseCountry} options={COUNTRIES.map((c) => ({ value: c.id, label: c.name }))} />
      {country === 'GT' ? (
        <div className="address-form__pair">
          <SelectField id={`${id}-state`} label="Departamento" autoComplete="address-level1" {...form.field('state')} onChange={chooseState}>
            <option value="">Elige el departamento</option>
            <DepartmentOptions />
          </SelectField>
          <SelectField
            id={`${id}-city`}
            label="Municipio"
            autoComplete="address-level2"
            disabled={!department}
            hint={department ? undefined : 'Elige primero el departamento.'}
            {...form.field('city')}
          >
            <option value="">{department ? `Elige el municipio de ${department.name}` : 'Elige el municipio'}</option>
            {strayCity ? <option value={strayCity}>{strayCity}</option> : null}
            <NameOptions names={department?.municipalities} />
          </SelectField>
        </div>
      ) : (
        <div className="address-form__pair">
          <SelectField id={`${id}-state`} label="Estado" autoComplete="address-level1" {...form.field('state')} onChange={chooseState}>
            <option value="">Elige el estado</option>
            <UsStateOptions />
          </SelectField>
          <TextField id={`${id}-city`} label="Ciudad" autoComplete="address-level2" maxLength={ADDRESS_LIMITS.city} {...form.field('city')} />
        </div>
      )}
      {country === 'US' ? (
        <TextField
          id={`${id}-postcode`}
          label="Código ZIP"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          className="address-form__zip"
          hint="5 dígitos, o 5 + 4 con guion (p. ej. 11215 o 11215-1234)."
          {...form.field('postcode')}
        />
      ) : null}
      <TextField
        id={`${id}-street`}
        label="Dirección"
        autoComplete="street-address"
        maxLength={ADDRESS_LIMITS.street}
        hint={country === 'GT' ? 'Calle o avenida, número, zona y colonia (p. ej. 4a. avenida 12-59, zona 10).' : 'Calle, número y apartamento (p. ej. 350 Fifth Avenue, Apt 5B).'}
        {...form.field('street')}
      />
      <TextAreaField
        id={`${id}-references`}
        label="Referencias e indicaciones (opcional)"
        rows={2}
        maxLength={ADDRESS_LIMITS.references}
        hint="Color de la casa, garita, a quién preguntar…"
        {...form.field('references')}
      />
      <FormAlert id={alertId} failure={form.failure} blocking={form.blocking} />
      <FormActions sending={form.sending} label={submitLabel ?? (address ? 'Guardar cambios' : 'Guardar dirección')} onCancel={onCancel} />
    </form>
  );
}
