import { describe, expect, it } from 'vitest';
import { registerCheckoutMessages } from '../../../src/domain/checkout/checkout-messages';
import { CHECKOUT_CAUSES, SPANISH_CAUSE_MESSAGES, UseCaseError, isSpanishProse } from '../../../src/domain/errors/error-catalogue';

describe('Spanish copy for the checkout and payment causes (spec section 8)', () => {
  it('is not in the core catalogue until the checkout code registers it, and then is', () => {
    expect(SPANISH_CAUSE_MESSAGES.CARD_EXPIRED).toBeUndefined();
    expect(new UseCaseError('CARD_EXPIRED').shopperMessage).toMatch(/^Error desconocido \(causa: CARD_EXPIRED\)/);
    registerCheckoutMessages();
    expect(new UseCaseError('CARD_EXPIRED').shopperMessage).toBe('La tarjeta está vencida. Usa otra tarjeta.');
  });

  it('has a Spanish sentence for every checkout and payment cause', () => {
    const missing = CHECKOUT_CAUSES.filter((cause) => !isSpanishProse(SPANISH_CAUSE_MESSAGES[cause]));
    expect(missing).toEqual([]);
  });

  it.each(['couponAppliedMultipleTimes', 'giftCardAppliedMultipleTimes', 'cartIsEmpty', 'cartAmountIsTooLow'] as const)(
    'has a Spanish sentence for %s, which checkout rules raise',
    (cause) => {
      expect(isSpanishProse(SPANISH_CAUSE_MESSAGES[cause])).toBe(true);
    },
  );

  it('shows a shopper the Spanish copy when the server sent no Spanish text', () => {
    expect(new UseCaseError('CARD_EXPIRED', { apiMessage: 'Card expired' }).shopperMessage).toBe('La tarjeta está vencida. Usa otra tarjeta.');
    expect(new UseCaseError('3DS_DECLINED').shopperMessage).toBe('Tu banco no autorizó el pago en la verificación de seguridad. Usa otra tarjeta u otro método de pago.');
    expect(new UseCaseError('couponAppliedMultipleTimes').shopperMessage).toBe('Ya aplicaste este cupón.');
    expect(new UseCaseError('giftCardAppliedMultipleTimes').shopperMessage).toBe('Ya aplicaste esta tarjeta de regalo.');
  });

  it('keeps the catalogue descriptions for developers', () => {
    expect(new UseCaseError('checkoutIsNotStarted').description).toBe('First run StartCheckoutUseCase');
    expect(new UseCaseError('couponAppliedMultipleTimes').description).toBe('Already applied');
  });
});
