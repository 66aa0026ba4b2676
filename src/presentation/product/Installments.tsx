import type { Installment } from '../../index';
import { formatPrice } from '../shared/format';

/** The longest plan (then the cheapest), for the one-line summary. */
function bestPlan(options: Installment[]): Installment | null {
  return options.reduce<Installment | null>(
    (best, o) => (!best || o.installments > best.installments || (o.installments === best.installments && o.total_amount < best.total_amount) ? o : best),
    null,
  );
}

/** «o 12 cuotas de Q123.45 con Banco X», and every bank's plans in a disclosure. */
export function Installments({ options }: { options: Installment[] }) {
  const best = bestPlan(options);
  if (!best) return null;
  const banks = new Map<string, Installment[]>();
  for (const option of options) {
    const bank = option.bank_name ?? 'Tarjetas participantes';
    banks.set(bank, [...(banks.get(bank) ?? []), option]);
  }
  return (
    <details className="installments" id="cuotas" data-testid="installments">
      <summary>
        o {best.installments} cuotas de {formatPrice(best.installment_amount)}
        {best.bank_name ? ` con ${best.bank_name}` : ''}
        <span className="installments__more"> · Ver cuotas por banco</span>
      </summary>
      {[...banks].map(([bank, plans]) => (
        <table key={bank} className="installments__table">
          <caption>{bank}</caption>
          <thead>
            <tr>
              <th scope="col">Cuotas</th>
              <th scope="col">Cada cuota</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {[...plans]
              .sort((a, b) => a.installments - b.installments)
              .map((plan) => (
                <tr key={plan.installments}>
                  <th scope="row">{plan.installments}</th>
                  <td>{formatPrice(plan.installment_amount)}</td>
                  <td>
                    {formatPrice(plan.total_amount)}
                    <span className="installments__note">{plan.surcharge > 0 ? ` (recargo ${formatPrice(plan.surcharge)})` : ' (sin recargo)'}</span>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </details>
  );
}
