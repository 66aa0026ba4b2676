import type { VerificationCodeStatus } from '../../index';

/** How a status reads: a code is on its way, the channel is verified already, or something to fix. */
export type StatusTone = 'sent' | 'verified' | 'problem';

type Channel = 'email' | 'phone';

/**
 * Every verification code status (spec section 3) in Spanish, for the channel and where it went.
 * A Record, so a status added to the domain without copy here fails to compile.
 */
const STATUS_TEXT: Record<VerificationCodeStatus, { tone: StatusTone; text: (channel: Channel, target: string) => string }> = {
  CREATED: {
    tone: 'sent',
    text: (channel, target) =>
      channel === 'email' ? `Te enviamos un código de 6 dígitos a ${target}.` : `Te enviamos un código de 6 dígitos por SMS al ${target}.`,
  },
  ALREADY_VERIFIED: {
    tone: 'verified',
    text: (channel) => (channel === 'email' ? 'Tu correo ya está verificado: no necesitas un código.' : 'Ese teléfono ya está verificado: no necesitas un código.'),
  },
  NOT_NECESSARY: {
    tone: 'verified',
    text: () => 'Ese número no necesita un código: ya quedó verificado.',
  },
  SEND_SMS_FAILED: {
    tone: 'problem',
    text: () => 'No pudimos enviar el SMS a ese número. Revisa el número o inténtalo de nuevo en unos minutos.',
  },
  NOT_EXISTING_NUMBER: {
    tone: 'problem',
    text: () => 'Ese número de teléfono no existe. Revísalo y escríbelo de nuevo.',
  },
  UNKNOWN: {
    tone: 'problem',
    text: () => 'No pudimos confirmar que el código se haya enviado. Si no te llega en unos minutos, pide otro.',
  },
};

export function verificationStatusText(status: VerificationCodeStatus, channel: Channel, target: string): { tone: StatusTone; text: string } {
  const entry = STATUS_TEXT[status] ?? STATUS_TEXT.UNKNOWN;
  return { tone: entry.tone, text: entry.text(channel, target) };
}
