import '../addresses/addresses.css';
import './points.css';
import { useEffect, useRef, useState } from 'react';
import type { PointsCouponOption, PointsEntry, UserCoupon } from '../../domain/points/points';
import { RequireUser } from '../account/RequireUser';
import { BackToAccount, Confirm, ListSkeleton } from '../addresses/parts';
import { useSend } from '../profile/use-send';
import { formatDate, formatNumber, formatPrice } from '../shared/format';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState } from '../shared/StatusViews';
import { usePoints, usePointsActions } from './use-points';

const ENTRY_LABELS: Record<string, string> = {
  ORDER: 'Compra',
  REVIEW: 'Reseña de un producto',
  BONUS: 'Bono',
  COUPON: 'Canje por un cupón',
};

const points = (n: number) => `${formatNumber(n)} ${Math.abs(n) === 1 ? 'punto' : 'puntos'}`;

export default function PointsScreen() {
  return (
    <div className="places points">
      <BackToAccount />
      <PageTitle>Tus puntos</PageTitle>
      <RequireUser label="Cargando tus puntos…">
        <Points />
      </RequireUser>
    </div>
  );
}

function Points() {
  const { state, failures: extras, reload: load, waiting } = usePoints();
  const [fresh, setFresh] = useState<UserCoupon | null>(null);

  if (state.status === 'error' && state.totalPoints === null) return <ErrorState error={state.error} onRetry={load} subject="tus puntos" />;
  if (state.totalPoints === null || waiting) {
    return <ListSkeleton label="Cargando tus puntos…" />;
  }

  return (
    <>
      <section className="card points__balance" aria-labelledby="points-balance">
        <h2 id="points-balance" className="points__label">
          Tu saldo
        </h2>
        <p className="points__total" data-testid="points-total">
          {points(state.totalPoints)}
        </p>
        {state.pointsPerCurrency ? (
          <p className="place__muted">
            Cada {formatPrice(1)} de cupón cuesta {points(state.pointsPerCurrency)}. Ganas puntos con tus compras y tus reseñas.
          </p>
        ) : (
          <p className="place__muted">Ganas puntos con tus compras y tus reseñas.</p>
        )}
      </section>

      <section className="points__section" aria-labelledby="points-redeem">
        <h2 id="points-redeem">Canjea tus puntos por un cupón</h2>
        <NewCoupon coupon={fresh} />
        {extras.options && state.couponOptions.length === 0 ? (
          <ErrorState error={extras.options} onRetry={load} title="No pudimos cargar los cupones" subject="los cupones" />
        ) : state.couponOptions.length === 0 ? (
          <p className="place__muted">Por ahora no hay cupones para canjear.</p>
        ) : (
          <ul className="points__options">
            {state.couponOptions.map((option) => (
              <CouponOption key={option.amount} option={option} total={state.totalPoints!} onRedeemed={setFresh} />
            ))}
          </ul>
        )}
      </section>

      <section className="points__section" aria-labelledby="points-coupons">
        <h2 id="points-coupons">Tus cupones</h2>
        {extras.coupons && state.coupons.length === 0 ? (
          <ErrorState error={extras.coupons} onRetry={load} title="No pudimos cargar tus cupones" subject="tus cupones" />
        ) : state.coupons.length === 0 ? (
          <p className="place__muted">Aún no tienes cupones. Los que canjees aparecen aquí; escríbelos en tu carrito para usarlos.</p>
        ) : (
          <ul className="points__coupons">
            {state.coupons.map((coupon) => (
              <li key={coupon.code} className="place points__coupon">
                <code className="points__code">{coupon.code}</code>
                <span>{couponText(coupon)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="points__section" aria-labelledby="points-history">
        <h2 id="points-history">Movimientos</h2>
        {state.entries.length === 0 ? (
          <EmptyState>Aún no tienes movimientos. Tus puntos aparecen aquí cuando compras o dejas una reseña.</EmptyState>
        ) : (
          <ul className="points__history">
            {state.entries.map((entry, index) => (
              <HistoryRow key={index} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** What a coupon is worth, and why it does not apply to the current cart when it does not. */
function couponText(coupon: UserCoupon): string {
  const first = Array.isArray(coupon.discounts) ? (coupon.discounts[0] as { description?: unknown } | undefined) : undefined;
  const what = typeof first?.description === 'string' && first.description ? first.description : coupon.discount ? `Descuento de ${formatPrice(coupon.discount)}` : 'Cupón';
  return coupon.error_code && coupon.error_message ? `${what}. ${coupon.error_message}` : what;
}

function HistoryRow({ entry }: { entry: PointsEntry }) {
  const earned = entry.points >= 0;
  return (
    <li className="points__entry">
      <span className="points__entry-what">
        {ENTRY_LABELS[entry.type] ?? 'Movimiento'}
        {entry.date_created ? <span className="place__muted points__date">{formatDate(entry.date_created)}</span> : null}
      </span>
      <span className={`points__delta${earned ? ' points__delta--plus' : ''}`}>
        {earned ? '+' : '−'}
        {points(Math.abs(entry.points))}
      </span>
    </li>
  );
}

function CouponOption({ option, total, onRedeemed }: { option: PointsCouponOption; total: number; onRedeemed(coupon: UserCoupon): void }) {
  const actions = usePointsActions();
  const [confirming, setConfirming] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const redeem = useSend(() => root.current?.querySelector<HTMLElement>('button'));
  const label = `Cupón de ${formatPrice(option.amount)}`;
  const missing = option.points - total;

  return (
    <li ref={root} className="place points__option">
      <p className="points__option-title">
        <strong>{label}</strong> <span className="place__muted">por {points(option.points)}</span>
      </p>
      {option.is_available ? (
        confirming ? (
          <Confirm
            question={`¿Canjear ${points(option.points)} por un cupón de ${formatPrice(option.amount)}?`}
            yes="Sí, canjear"
            busy="Canjeando…"
            sending={redeem.sending}
            failure={redeem.failure}
            onYes={async () => {
              let coupon: UserCoupon | null = null;
              if (await redeem.send(async () => (coupon = (await actions.redeem(option.amount)).coupon))) {
                setConfirming(false);
                onRedeemed(coupon!);
                // The history gains the conversion.
                actions.refreshHistory();
              }
            }}
            onNo={() => {
              setConfirming(false);
              requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('button')?.focus());
            }}
          />
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)} aria-label={`Canjear ${label}`}>
            Canjear
          </button>
        )
      ) : (
        <p className="place__muted">{missing > 0 ? `Te faltan ${points(missing)}.` : 'No disponible por ahora.'}</p>
      )}
    </li>
  );
}

/** The coupon just bought: its code to copy, focused so it is read out. */
function NewCoupon({ coupon }: { coupon: UserCoupon | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState<string>('');
  useEffect(() => {
    setCopied('');
    if (coupon) ref.current?.focus();
  }, [coupon]);
  if (!coupon) return null;
  const copy = () =>
    navigator.clipboard
      ?.writeText(coupon.code)
      .then(() => setCopied('Código copiado.'))
      .catch(() => setCopied('No pudimos copiarlo: selecciona el código y cópialo.')) ?? setCopied('No pudimos copiarlo: selecciona el código y cópialo.');

  return (
    <div ref={ref} tabIndex={-1} className="message message--success points__new" data-testid="new-coupon">
      <p className="points__new-title">
        Listo: tu cupón {coupon.discount ? `de ${formatPrice(coupon.discount)} ` : ''}es <code className="points__code">{coupon.code}</code>
      </p>
      <p>Escríbelo en tu carrito para usarlo. También queda en «Tus cupones».</p>
      <div className="place__actions">
        <button type="button" className="button button--secondary" onClick={copy}>
          <span className="icon points-i-copy" aria-hidden="true" />
          Copiar código
        </button>
        <span role="status">{copied}</span>
      </div>
    </div>
  );
}
