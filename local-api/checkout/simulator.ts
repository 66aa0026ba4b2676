/*
 * The local payment simulator: what "the bank" answers for a card, chosen by
 * the card's last 4 digits (docs/demo.md, "Test cards"). Only the BIN
 * and the last 4 ever reach this module: the full number and the CVV are
 * checked and dropped by the caller.
 */

/** What the bank does with a charge. */
export type CardBehaviour = 'success' | 'decline' | 'expired' | 'challenge' | 'challengeThenDecline' | 'tokenizationFailure' | 'slow';

/** The test cards, by last 4 (every other card that passes the checks is approved). All pass Luhn. */
export const TEST_CARDS: readonly { number: string; behaviour: CardBehaviour; description: string }[] = [
  { number: '4242424242424242', behaviour: 'success', description: 'Aprobada' },
  { number: '4000000000000002', behaviour: 'decline', description: 'Rechazada por el banco (PAYMENT_ERROR)' },
  { number: '4000000000000069', behaviour: 'expired', description: 'El banco la da por vencida (CARD_EXPIRED)' },
  { number: '4000000000003220', behaviour: 'challenge', description: '3-D Secure: pide el código, luego aprobada' },
  { number: '4000008400001629', behaviour: 'challengeThenDecline', description: '3-D Secure: pide el código, luego rechazada (3DS_DECLINED)' },
  { number: '4000000000000119', behaviour: 'tokenizationFailure', description: 'No se puede guardar (CARD_TOKENIZATION_FAILED) si se pide guardarla' },
  { number: '4000000000000077', behaviour: 'slow', description: 'Banco lento: responde en unos 3 segundos, aprobada' },
];

const BY_LAST4 = new Map(TEST_CARDS.map((card) => [card.number.slice(-4), card.behaviour]));

/** The behaviour of a card with these last 4 digits. */
export function cardBehaviour(last4: string): CardBehaviour {
  return BY_LAST4.get(last4) ?? 'success';
}

/** Whether a card asks for a 3-D Secure challenge before it is charged. */
export const needsChallenge = (last4: string) => {
  const behaviour = cardBehaviour(last4);
  return behaviour === 'challenge' || behaviour === 'challengeThenDecline';
};

/** How long the slow bank takes, in milliseconds: bounded, well under any client's wait. */
export const SLOW_BANK_MS = 3_000;

/** The code the 3-D Secure challenge page accepts. */
export const THREE_DS_TEST_CODE = '1234';

/** Banks that sell installments, and the BINs of the test cards each one issues. */
export const INSTALLMENT_BANKS = [
  { code: 'BI', name: 'Banco Industrial', bins: ['411111', '424242'], surcharges: { 3: 0, 6: 0, 10: 4, 12: 5 } },
  { code: 'BAM', name: 'BAM', bins: ['400000'], surcharges: { 3: 0, 6: 2.5, 10: 4.5, 12: 6 } },
  { code: 'BANRURAL', name: 'Banrural', bins: ['555555'], surcharges: { 3: 0, 6: 3, 10: 5, 12: 6.5 } },
  { code: 'GYT', name: 'G&T Continental', bins: ['510510', '520082'], surcharges: { 3: 0, 6: 2, 10: 4, 12: 5.5 } },
] as const satisfies readonly { code: string; name: string; bins: readonly string[]; surcharges: Record<number, number> }[];

export type InstallmentBank = (typeof INSTALLMENT_BANKS)[number];

/** The numbers of payments every bank offers. */
export const INSTALLMENT_COUNTS = [3, 6, 10, 12] as const;

/** The bank that issued a card with this BIN, if it sells installments here. */
export function bankOfBin(bin: string): InstallmentBank | undefined {
  return INSTALLMENT_BANKS.find((bank) => (bank.bins as readonly string[]).includes(bin));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
