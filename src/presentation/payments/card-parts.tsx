import type { ExistingCard } from '../../index';
import { CARD_COMPANY_NAMES, lastFour, type CardCompany } from '../../domain/payments/card';

/** The card company as a badge with its name (drawn by CSS, no picture in the JS). */
export function CardBadge({ brand, id }: { brand: CardCompany; id?: string }) {
  return (
    <span className="card-brand" data-brand={brand} id={id}>
      {CARD_COMPANY_NAMES[brand] ?? CARD_COMPANY_NAMES.UNKNOWN}
    </span>
  );
}

/** "12/29" from a saved card's month and year (either may be text or a number, 2 or 4 digits); null when unknown. */
export function expiryText(card: Pick<ExistingCard, 'expiration_month' | 'expiration_year'>): string | null {
  const month = String(card.expiration_month ?? '').trim();
  const year = String(card.expiration_year ?? '').trim();
  if (!month || !year) return null;
  return `${month.padStart(2, '0')}/${year.slice(-2)}`;
}

/** The BIN (first 6 digits) of a masked saved number, or null when it does not show one. */
export function binOf(masked: string): string | null {
  const head = masked.replace(/[ -]/g, '').slice(0, 6);
  return /^[0-9]{6}$/.test(head) ? head : null;
}

/** A saved card as the shopper reads it: the company and the last 4 only. */
export function SavedCardText({ card }: { card: ExistingCard }) {
  const expiry = expiryText(card);
  return (
    <span className="saved-card">
      <CardBadge brand={card.type} />
      <span className="saved-card__number">
        <span aria-hidden="true">•••• </span>
        <span className="visually-hidden">terminada en </span>
        {lastFour(card.number)}
      </span>
      {expiry ? <span className="saved-card__expiry">Vence {expiry}</span> : null}
    </span>
  );
}
