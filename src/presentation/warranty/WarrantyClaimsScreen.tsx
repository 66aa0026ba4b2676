import './warranty.css';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { WarrantyClaim } from '../../domain/warranty/warranty';
import { warrantyStepLabel } from '../../domain/warranty/warranty-rules';
import { RequireUser } from '../account/RequireUser';
import { errorMessage } from '../shared/error-message';
import { formatDate } from '../shared/format';
import { imageUrl } from '../shared/image';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { useWarrantyActions, useWarrantyClaims } from './use-warranty';

/** `/cuenta/garantias`: the shopper's warranty claims, each with its step, instructions and notes, cancellable while new. */
export default function WarrantyClaimsScreen() {
  return (
    <RequireUser label="Cargando tus garantías…">
      <ClaimsView />
    </RequireUser>
  );
}

function ClaimsView() {
  const view = useWarrantyClaims();
  const [notice, setNotice] = useState('');

  const replace = (claim: WarrantyClaim) => view.set((claims) => claims.map((c) => (c.id === claim.id ? claim : c)));

  return (
    <div className="wc">
      <Link to="/cuenta" className="wc-back">
        Mi cuenta
      </Link>
      <PageTitle>Mis garantías</PageTitle>
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      {view.status === 'loading' || view.status === 'idle' ? (
        <Loading label="Cargando tus garantías…" />
      ) : view.status === 'error' ? (
        <ErrorState error={view.error} subject="tus garantías" onRetry={view.reload} />
      ) : view.data.length === 0 ? (
        <EmptyState action={<Link to="/cuenta/pedidos" className="button button--primary">Ver tus pedidos</Link>}>
          Aún no tienes reclamos de garantía. Los reclamas desde el producto, en el detalle de tu pedido.
        </EmptyState>
      ) : (
        <ul className="wc-list">
          {view.data.map((claim) => (
            <ClaimCard
              key={claim.id}
              claim={claim}
              onCancelled={(cancelled) => {
                replace(cancelled);
                setNotice(`Cancelaste el reclamo de ${cancelled.product?.title ?? 'tu producto'}.`);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ClaimCard({ claim, onCancelled }: { claim: WarrantyClaim; onCancelled(claim: WarrantyClaim): void }) {
  const warranty = useWarrantyActions();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = claim.product?.title ?? 'Producto';
  const picture = imageUrl(claim.product?.main_image, 160);
  const step = claim.is_cancelled ? 'Cancelado' : warrantyStepLabel(claim.warranty_status_step);

  async function cancel() {
    setBusy(true);
    setFailure(null);
    try {
      const cancelled = await warranty.cancel(claim.order_number ?? '', claim.item_id);
      onCancelled(cancelled);
      // The button is gone: the focus goes to the claim.
      requestAnimationFrame(() => heading.current?.focus());
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="card wc-claim" data-testid="warranty-claim">
      <div className="wc-claim__head">
        <span className="wc-claim__thumb">{picture ? <img src={picture} alt="" width={64} height={64} loading="lazy" /> : null}</span>
        <div className="wc-claim__who">
          <h2 ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <p className="wc-claim__meta">
            {claim.order_number ? <Link to={`/cuenta/pedidos/${encodeURIComponent(claim.order_number)}`}>Pedido {claim.order_number}</Link> : null}
            {claim.created_date ? <span>Enviado el {formatDate(claim.created_date)}</span> : null}
            <span>
              {claim.quantity} {claim.quantity === 1 ? 'unidad' : 'unidades'}
            </span>
          </p>
        </div>
      </div>
      <p className={`wc-step wc-step--${claim.is_cancelled ? 'cancelled' : claim.warranty_status_step.toLowerCase()}`} data-testid="warranty-step">
        <span className="wc-step__dot" style={{ background: claim.status?.colorHex ?? undefined }} aria-hidden="true" />
        <strong>{step}</strong>
        {claim.status?.title && claim.status.title !== step ? <span>· {claim.status.title}</span> : null}
      </p>
      {claim.status?.instructions ? <p className="wc-claim__text">{claim.status.instructions}</p> : null}
      {claim.notes_to_customer ? (
        <p className="wc-claim__text wc-claim__note">
          <strong>Nota de la tienda:</strong> {claim.notes_to_customer}
        </p>
      ) : null}
      {claim.problem ? (
        <p className="wc-claim__text">
          <strong>Tu problema:</strong> {claim.problem}
        </p>
      ) : null}
      {claim.images.length ? (
        <ul className="wc-claim__photos" aria-label="Tus fotos">
          {claim.images.map((image, index) => (
            <li key={image.id}>
              <img src={image.image} alt={`Foto ${index + 1} del reclamo`} width={80} height={80} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <div role="alert">{failure ? <p className="message message--error">{errorMessage(failure, 'el reclamo')}</p> : null}</div>
      {claim.is_cancel_enabled && !claim.is_cancelled ? (
        <button type="button" className="button button--secondary wc-claim__cancel" onClick={cancel} disabled={busy}>
          {busy ? 'Cancelando…' : failure ? 'Reintentar: cancelar reclamo' : 'Cancelar reclamo'}
        </button>
      ) : null}
    </li>
  );
}
