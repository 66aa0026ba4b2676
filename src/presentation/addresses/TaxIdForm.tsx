import './addresses.css';
import { useId, useRef } from 'react';
import type { TaxId } from '../../domain/addresses/invoice-data';
import { checkTaxId, FINAL_CONSUMER, FINAL_CONSUMER_DEFAULTS, formatNit, TAX_ID_LIMITS, type TaxIdField } from '../../domain/addresses/tax-id';
import { useRefocus } from '../profile/use-send';
import { FormAlert } from '../shared/FormParts';
import { FormActions } from './parts';
import { TextField } from '../shared/TextField';
import { useFocusFirstField } from '../shared/use-focus-first-field';
import { useForm, type Rule } from '../shared/use-form';
import { RadioGroup } from './fields';
import { useAddressesApi } from './use-addresses';

export interface TaxIdFormProps {
  /** The saved tax id to edit; a new one is created without it. */
  taxId?: TaxId | null;
  /** The tax id as the server saved it. */
  onSaved(taxId: TaxId): void;
  /** Shows a "Cancelar" button that calls it. */
  onCancel?(): void;
  submitLabel?: string;
  /** Opened by a button: the first field takes the focus as the form appears. */
  focusOnOpen?: boolean;
}

type Values = { kind: string; tax_id: string; name: string; address: string; withholder: string; exempt: string };

// Valid stand-ins, so each field is judged by the domain's rules on its own (checkTaxId stops at the first problem).
const SAMPLE = { tax_id: '12345679', name: 'Nombre', address: 'Ciudad' };
const rule =
  (field: Extract<TaxIdField, 'tax_id' | 'name' | 'address'>): Rule<Values> =>
  (_value, values) => {
    const cf = values.kind === 'cf';
    if (cf && field === 'tax_id') return null;
    const checked = checkTaxId({
      tax_id: cf ? FINAL_CONSUMER : field === 'tax_id' ? values.tax_id : SAMPLE.tax_id,
      name: field === 'name' ? values.name : SAMPLE.name,
      address: field === 'address' ? values.address : SAMPLE.address,
    });
    return !checked.ok && checked.field === field ? checked.message : null;
  };
const RULES = { tax_id: rule('tax_id'), name: rule('name'), address: rule('address') };

/**
 * Invoice data: a NIT (its check digit checked as it is typed) or a final
 * consumer (CF), the name and the address the invoice carries. Saves through
 * `tienda.addresses.createTaxId` / `updateTaxId` and hands the saved one to `onSaved`.
 */
export function TaxIdForm({ taxId, onSaved, onCancel, submitLabel, focusOnOpen = false }: TaxIdFormProps) {
  const id = useId();
  const api = useAddressesApi();
  const formRef = useRef<HTMLFormElement>(null);
  const cfSaved = taxId?.tax_id === FINAL_CONSUMER;
  const form = useForm<Values>(
    {
      kind: cfSaved ? 'cf' : 'nit',
      tax_id: taxId && !cfSaved ? formatNit(taxId.tax_id) : '',
      name: taxId?.name ?? '',
      address: taxId?.address ?? '',
      withholder: taxId?.is_tax_withholder ? 'yes' : '',
      exempt: taxId?.is_tax_exempt ? 'yes' : '',
    },
    RULES,
  );
  useRefocus(form.sending, () => formRef.current?.querySelector<HTMLElement>('button[type=submit]'));
  useFocusFirstField(formRef, focusOnOpen);
  const cf = form.values.kind === 'cf';

  const send = form.onSubmit(async (values) => {
    const data = {
      tax_id: cf ? FINAL_CONSUMER : values.tax_id.trim(),
      name: values.name.trim(),
      address: values.address.trim(),
      is_tax_withholder: !cf && values.withholder === 'yes',
      is_tax_exempt: !cf && values.exempt === 'yes',
    };
    const addresses = await api();
    onSaved(taxId ? await addresses.updateTaxId({ id: taxId.id, data }) : await addresses.createTaxId(data));
  });

  const flag = (name: 'withholder' | 'exempt', label: string) => (
    <label className="check">
      <input type="checkbox" name={name} checked={form.values[name] === 'yes'} onChange={(event) => form.set(name, event.target.checked ? 'yes' : '')} />
      {label}
    </label>
  );

  return (
    <form ref={formRef} className="form card address-form" onSubmit={send} noValidate data-testid="tax-id-form" aria-label={taxId ? 'Editar datos de facturación' : 'Nuevos datos de facturación'}>
      <RadioGroup
        name={`${id}-kind`}
        legend="Tipo de factura"
        value={form.values.kind}
        onChange={(kind) => form.set('kind', kind)}
        options={[
          { value: 'nit', label: 'Con NIT' },
          { value: 'cf', label: 'Consumidor final (CF)' },
        ]}
      />
      {cf ? (
        <p className="field__hint address-form__note">La factura dirá «CF». El nombre y la dirección son opcionales.</p>
      ) : (
        <TextField
          id={`${id}-nit`}
          label="NIT"
          autoComplete="off"
          inputMode="text"
          maxLength={32}
          placeholder="1234567-9"
          hint="Con o sin guion; el último dígito (o K) es el verificador."
          {...form.field('tax_id')}
        />
      )}
      <TextField
        id={`${id}-name`}
        label={cf ? 'Nombre (opcional)' : 'Nombre o razón social'}
        autoComplete="name"
        maxLength={TAX_ID_LIMITS.name}
        placeholder={cf ? FINAL_CONSUMER_DEFAULTS.name : undefined}
        {...form.field('name')}
      />
      <TextField
        id={`${id}-address`}
        label="Dirección de facturación (opcional)"
        autoComplete="street-address"
        maxLength={TAX_ID_LIMITS.address}
        placeholder={FINAL_CONSUMER_DEFAULTS.address}
        hint={`Si la dejas vacía, la factura dirá «${FINAL_CONSUMER_DEFAULTS.address}».`}
        {...form.field('address')}
      />
      {cf ? null : (
        <div className="address-form__flags">
          {flag('withholder', 'Soy agente de retención del IVA')}
          {flag('exempt', 'Estoy exento del IVA')}
        </div>
      )}
      <FormAlert id={`${id}-alert`} failure={form.failure} blocking={form.blocking} />
      <FormActions sending={form.sending} label={submitLabel ?? (taxId ? 'Guardar cambios' : 'Guardar datos')} onCancel={onCancel} />
    </form>
  );
}
