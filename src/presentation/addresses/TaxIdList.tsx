import './addresses.css';
import { useRef, useState } from 'react';
import type { TaxId } from '../../domain/addresses/invoice-data';
import { FINAL_CONSUMER, formatNit } from '../../domain/addresses/tax-id';
import { useSend } from '../profile/use-send';
import { EmptyState, ErrorState } from '../shared/StatusViews';
import { Confirm, ListSkeleton, PlaceAction, useFocusAfter } from './parts';
import { TaxIdForm } from './TaxIdForm';
import { useAddressesApi, useAddressesState, useTaxIdsLoad } from './use-addresses';

const ADD_ID = 'tax-id-add';
const itemId = (taxId: TaxId) => `tax-id-${taxId.id}`;

/** The shopper's invoice data: list, add, edit and delete (loaded apart from the route). */
export default function TaxIdList() {
  const { taxIds } = useAddressesState();
  const load = useTaxIdsLoad();
  const list = load.reload;
  const [adding, setAdding] = useState(false);
  const focusAfter = useFocusAfter(() => document.getElementById(ADD_ID));


  if (load.status === 'error' && taxIds.length === 0) return <ErrorState error={load.error} onRetry={list} subject="tus datos de facturación" />;
  if ((load.status === 'loading' || load.status === 'idle') && taxIds.length === 0) {
    return <ListSkeleton label="Cargando tus datos de facturación…" />;
  }

  const addButton = (
    <button type="button" id={ADD_ID} className="button button--primary" onClick={() => setAdding(true)} aria-expanded={adding} disabled={adding}>
      <span className="icon addr-i-plus" aria-hidden="true" />
      Agregar NIT o CF
    </button>
  );

  return (
    <>
      <p className="places__intro">Los datos que llevará tu factura. Al pagar eliges cuál usar.</p>
      {taxIds.length === 0 ? (
        <EmptyState action={adding ? null : addButton}>
          Aún no guardaste datos de facturación. Sin NIT, tu factura sale como consumidor final (CF), a nombre de «Consumidor final»: agrega tu NIT si la necesitas a tu nombre o el de tu empresa.
        </EmptyState>
      ) : (
        <>
          <ul className="places__list" aria-label="Datos de facturación guardados">
            {taxIds.map((taxId, index) => (
              <TaxIdItem
                key={String(taxId.id)}
                taxId={taxId}
                onRemoved={() => {
                  const next = taxIds[index + 1] ?? taxIds[index - 1];
                  focusAfter(next ? itemId(next) : ADD_ID);
                }}
              />
            ))}
          </ul>
          <div className="places__new">{adding ? null : addButton}</div>
        </>
      )}
      {adding ? (
        <section className="places__new" aria-labelledby="tax-id-new-title">
          <h2 id="tax-id-new-title">Nuevos datos de facturación</h2>
          <TaxIdForm
            focusOnOpen
            onSaved={(saved) => {
              setAdding(false);
              focusAfter(itemId(saved));
            }}
            onCancel={() => {
              setAdding(false);
              focusAfter(ADD_ID);
            }}
          />
        </section>
      ) : null}
    </>
  );
}

function TaxIdItem({ taxId, onRemoved }: { taxId: TaxId; onRemoved(): void }) {
  const api = useAddressesApi();
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const [status, setStatus] = useState('');
  const root = useRef<HTMLLIElement>(null);
  const removal = useSend(() => root.current?.querySelector<HTMLElement>('.place__confirm button'));
  const cf = taxId.tax_id === FINAL_CONSUMER;
  const title = cf ? 'Consumidor final (CF)' : `NIT ${formatNit(taxId.tax_id)}`;
  const close = (selector: string) => {
    setMode('view');
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(selector)?.focus());
  };
  const flags = [taxId.is_tax_withholder ? 'Agente de retención del IVA' : null, taxId.is_tax_exempt ? 'Exento del IVA' : null].filter(Boolean);

  return (
    <li ref={root} className="place" data-testid="tax-id-item">
      <h3 className="place__title" id={itemId(taxId)} tabIndex={-1}>
        {title}
      </h3>
      <p className="place__lines">
        {taxId.name || 'Consumidor final'}
        <br />
        <span className="place__muted">{taxId.address || 'Ciudad'}</span>
        {flags.length > 0 ? (
          <>
            <br />
            <span className="place__muted">{flags.join(' · ')}</span>
          </>
        ) : null}
      </p>
      <p role="status" className="place__status">
        {status}
      </p>
      {mode === 'view' ? (
        <div className="place__actions">
          <PlaceAction action="edit" icon="addr-i-pencil" label="Editar" name={`Editar ${title}`} onClick={() => (setStatus(''), setMode('edit'))} />
          <PlaceAction action="remove" icon="icon--trash-2" label="Eliminar" name={`Eliminar ${title}`} onClick={() => (setStatus(''), setMode('remove'))} />
        </div>
      ) : null}
      {mode === 'edit' ? (
        <TaxIdForm
          focusOnOpen
          taxId={taxId}
          onSaved={() => {
            setStatus('Guardamos los cambios.');
            close('[data-action="edit"]');
          }}
          onCancel={() => close('[data-action="edit"]')}
        />
      ) : null}
      {mode === 'remove' ? (
        <Confirm
          question={`¿Eliminar ${title}? No se puede deshacer.`}
          yes="Sí, eliminar"
          busy="Eliminando…"
          sending={removal.sending}
          failure={removal.failure}
          onYes={async () => {
            if (await removal.send(async () => (await api()).removeTaxId(taxId.id))) onRemoved();
          }}
          onNo={() => close('[data-action="remove"]')}
        />
      ) : null}
    </li>
  );
}
