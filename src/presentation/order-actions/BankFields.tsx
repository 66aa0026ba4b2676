import { GT_BANKS, type BankAccountTypeOption } from '../../domain/orders/order-rules';

/** The bank account a refund goes to, as the form holds it. */
export interface BankValues {
  bank: string;
  account_number: string;
  account_name: string;
  account_type: string;
}

export const NO_BANK: BankValues = { bank: '', account_number: '', account_name: '', account_type: '' };

/** The account's problem before sending (the bank chosen, digits and dashes, the holder's name), or null. */
export function bankProblem(values: BankValues, withType: boolean): { field: keyof BankValues; message: string } | null {
  if (!values.bank) return { field: 'bank', message: 'Elige el banco de tu cuenta.' };
  if (!/^[0-9][0-9-]{3,29}$/.test(values.account_number.trim()))
    return { field: 'account_number', message: 'Escribe el número de cuenta: de 4 a 30 dígitos (puede llevar guiones).' };
  if (!values.account_name.trim()) return { field: 'account_name', message: 'Escribe el nombre del titular de la cuenta.' };
  if (withType && !values.account_type) return { field: 'account_type', message: 'Elige el tipo de cuenta.' };
  return null;
}

/**
 * The fields of the bank account a refund goes to: bank, account number, holder's name and, for a cancellation,
 * the account type among `accountTypes` (the client's configuration: none, no type asked). Each field's problem
 * shows under it and describes it.
 */
export function BankFields({
  id,
  values,
  onChange,
  problem,
  accountTypes = [],
}: {
  id: string;
  values: BankValues;
  onChange(name: keyof BankValues, value: string): void;
  problem: { field: string; message: string } | null;
  accountTypes?: readonly BankAccountTypeOption[];
}) {
  const error = (name: keyof BankValues) => (problem?.field === name ? problem.message : '');
  const described = (name: keyof BankValues) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': `${id}-${name}-problem`,
  });
  const line = (name: keyof BankValues) => (
    <p className="field__problem" id={`${id}-${name}-problem`} aria-live="polite">
      {error(name)}
    </p>
  );
  return (
    <fieldset className="oa-bank">
      <legend>Cuenta para el reembolso</legend>
      <div className="field">
        <label htmlFor={`${id}-bank`}>Banco</label>
        <select {...described('bank')} value={values.bank} onChange={(event) => onChange('bank', event.target.value)}>
          <option value="">Elige tu banco</option>
          {GT_BANKS.map((bank) => (
            <option key={bank} value={bank}>
              {bank}
            </option>
          ))}
        </select>
        {line('bank')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-account_number`}>Número de cuenta</label>
        <input
          {...described('account_number')}
          inputMode="numeric"
          autoComplete="off"
          value={values.account_number}
          onChange={(event) => onChange('account_number', event.target.value)}
        />
        {line('account_number')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-account_name`}>Nombre del titular</label>
        <input {...described('account_name')} autoComplete="name" value={values.account_name} onChange={(event) => onChange('account_name', event.target.value)} />
        {line('account_name')}
      </div>
      {accountTypes.length > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-account_type`}>Tipo de cuenta</label>
          <select {...described('account_type')} value={values.account_type} onChange={(event) => onChange('account_type', event.target.value)}>
            <option value="">Elige el tipo</option>
            {accountTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
          {line('account_type')}
        </div>
      ) : null}
    </fieldset>
  );
}
