/** The rules of a question a shopper types (zod-free, so a screen may import them). */

/** A question's length, in characters after trimming. */
export const QUESTION_LIMITS = { min: 3, max: 500 } as const;

/** What the automated answerer's feedback may say. */
export const ANSWER_FEEDBACK_TYPES = ['HELPFUL', 'NOT_HELPFUL'] as const;
/** Feedback on an automated answer: helpful or not. */
export type AnswerFeedbackType = (typeof ANSWER_FEEDBACK_TYPES)[number];

/** What is wrong with a question, in Spanish, or null when it may be sent (as typed; it is sent trimmed). */
export function questionProblem(question: unknown): string | null {
  if (typeof question !== 'string') return 'Escribe tu pregunta.';
  const length = [...question.trim()].length;
  if (length === 0) return 'Escribe tu pregunta.';
  if (length < QUESTION_LIMITS.min) return `Tu pregunta es muy corta: escribe al menos ${QUESTION_LIMITS.min} caracteres.`;
  if (length > QUESTION_LIMITS.max) return `Tu pregunta es muy larga: escribe como máximo ${QUESTION_LIMITS.max} caracteres.`;
  return null;
}
