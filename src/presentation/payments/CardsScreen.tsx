import './payment.css';
import { useEffect, useRef, useState } from 'react';
import type { ExistingCard } from '../../index';
import { CARD_COMPANY_NAMES, lastFour } from '../../domain/payments/card';
import { RequireUser } from '../account/RequireUser';
import { errorMessage } from '../shared/error-message';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { BackToAccount } from '../preferences/parts';
import { SavedCardText } from './card-parts';
import { useSavedCards } from './use-cards';

/** /cuenta/tarjetas: the saved cards (the company and the last 4 only), each deleted after a confirmation. */
export default function CardsScreen() {
  return (
    <div className="cards-screen">
      <BackToAccount />
      <PageTitle>Tus tarjetas</PageTitle>
      <RequireUser label="Cargando tus tarjetas…">
        <Cards />
      </RequireUser>
    </div>
  );
}

function Cards() {
  const { state, loadFailure, reload: load, deleteCard } = useSavedCards();
  const list = useRef<HTMLUListElement>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ id: string; error: unknown } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a deletion, the focus goes to the card now at that place (or the last one), else to the title.
  const [focusAt, setFocusAt] = useState<number | null>(null);

  useEffect(() => {
    if (focusAt === null) return;
    const buttons = Array.from(list.current?.querySelectorAll<HTMLElement>('[data-delete]') ?? []);
    (buttons[Math.min(focusAt, buttons.length - 1)] ?? document.querySelector<HTMLElement>('h1'))?.focus();
    setFocusAt(null);
  }, [focusAt, state.cards]);

  // Asked to confirm: the focus goes to «Sí, borrar».
  useEffect(() => {
    if (asking) list.current?.querySelector<HTMLElement>('[data-confirm]')?.focus();
  }, [asking]);

  const remove = async (card: ExistingCard, index: number) => {
    setDeleting(card.instrument_id);
    setFailure(null);
    try {
      await deleteCard(card.instrument_id);
      setAsking(null);
      setAnnouncement(`Borramos tu ${CARD_COMPANY_NAMES[card.type]} terminada en ${lastFour(card.number)}.`);
      setFocusAt(index);
    } catch (error) {
      setFailure({ id: card.instrument_id, error });
    } finally {
      setDeleting(null);
    }
  };

  const cards = state.cards;
  const loaded = state.status === 'ready' || (state.status === 'error' && cards.length > 0);
  let body;
  if (!loaded && (loadFailure || state.status === 'error')) {
    body = <ErrorState error={loadFailure ?? state.error} onRetry={load} subject="tus tarjetas" />;
  } else if (!loaded) {
    body = <Loading label="Cargando tus tarjetas…" skeleton="block" />;
  } else if (cards.length === 0) {
    body = (
      <EmptyState>
        No tienes tarjetas guardadas. Guarda una tarjeta al pagar marcando «Guardar esta tarjeta».
      </EmptyState>
    );
  } else {
    body = (
      <ul className="cards-list" ref={list}>
        {cards.map((card, index) => {
          const name = `${CARD_COMPANY_NAMES[card.type]} terminada en ${lastFour(card.number)}`;
          const confirming = asking === card.instrument_id;
          return (
            <li key={card.instrument_id} className="cards-list__item card" data-testid="saved-card">
              <SavedCardText card={card} />
              {confirming ? (
                <div className="cards-list__confirm" role="group" aria-label={`Borrar tu ${name}`}>
                  <p className="cards-list__question">¿Borrar esta tarjeta? Tendrás que escribirla de nuevo para pagar con ella.</p>
                  <div className="cards-list__actions">
                    <button
                      type="button"
                      className="button button--danger"
                      disabled={deleting === card.instrument_id}
                      onClick={() => void remove(card, index)}
                      data-confirm
                    >
                      {deleting === card.instrument_id ? 'Borrando…' : 'Sí, borrar'}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => {
                        setAsking(null);
                        setFailure(null);
                        setFocusAt(index);
                      }}
                    >
                      Cancelar
                    </button>
                  </div>
                  <div role="alert" className="form__alert">
                    {failure?.id === card.instrument_id ? <p className="message message--error">{errorMessage(failure.error)}</p> : null}
                  </div>
                </div>
              ) : (
                <button type="button" className="button button--secondary cards-list__delete" data-delete onClick={() => setAsking(card.instrument_id)}>
                  <span className="icon icon--trash-2" aria-hidden="true" />
                  Borrar <span className="visually-hidden">tu {name}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <>
      <p className="cards-screen__intro">Las tarjetas que guardaste al pagar. Solo guardamos los primeros 6 y los últimos 4 dígitos, nunca el código de seguridad.</p>
      {body}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
