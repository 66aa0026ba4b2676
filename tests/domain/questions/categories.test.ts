import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  CHAT_OPTIONS,
  chatOptionLabel,
  QUESTION_CATEGORIES,
  questionCategoryLabel,
  toChatOption,
  toQuestionCategory,
} from '../../../src/domain';
import { AutomatedAnswerSchema, ChatOptionSchema, QuestionCategorySchema } from '../../../src/domain/questions/questions';

describe('question categories and chat options', () => {
  it("are exactly the spec's 23 categories and 10 chat options, each ending with Unknown", () => {
    expect(QUESTION_CATEGORIES).toHaveLength(23);
    expect(new Set(QUESTION_CATEGORIES).size).toBe(23);
    expect(QUESTION_CATEGORIES.at(-1)).toBe('Unknown');
    expect(CHAT_OPTIONS).toEqual([
      'ChatSupport',
      'ChatSupportIfAnswerNotOk',
      'ChatSupportOrAskExpertIfAnswerNotOk',
      'EndThread',
      'HowToBuyTutorial',
      'BulkQuotationForm',
      'ShowMeShippingOptions',
      'ShowMePrice',
      'ShowMeInstallments',
      'Unknown',
    ]);
  });

  it.each(QUESTION_CATEGORIES.map((category) => [category]))('maps the category %s to itself', (category) => {
    expect(toQuestionCategory(category)).toBe(category);
    expect(z.parse(QuestionCategorySchema, category)).toBe(category);
  });

  it.each(CHAT_OPTIONS.map((option) => [option]))('maps the chat option %s to itself', (option) => {
    expect(toChatOption(option)).toBe(option);
    expect(z.parse(ChatOptionSchema, option)).toBe(option);
  });

  it.each([['AskTheMoon'], ['shippingtime'], [''], [null], [undefined], [7]])('falls back to Unknown for %j', (value) => {
    expect(toQuestionCategory(value)).toBe('Unknown');
    expect(toChatOption(value)).toBe('Unknown');
    expect(z.parse(QuestionCategorySchema, value)).toBe('Unknown');
    expect(z.parse(ChatOptionSchema, value)).toBe('Unknown');
  });

  it('has a distinct Spanish label for every category and option, and Unknown’s for anything else', () => {
    const categoryLabels = QUESTION_CATEGORIES.map(questionCategoryLabel);
    expect(new Set(categoryLabels).size).toBe(23);
    expect(questionCategoryLabel('ShippingTime')).toBe('Tiempo de entrega');
    expect(questionCategoryLabel('Warranty')).toBe('Garantía');
    expect(questionCategoryLabel('AskTheMoon')).toBe('Otra consulta');
    const optionLabels = CHAT_OPTIONS.map(chatOptionLabel);
    expect(new Set(optionLabels).size).toBe(10);
    expect(chatOptionLabel('ChatSupport')).toBe('Hablar con servicio al cliente');
    expect(chatOptionLabel(null)).toBe('Otra opción');
  });

  it('reads an automated answer leniently: a missing category, a numeric thread id and no options', () => {
    expect(z.parse(AutomatedAnswerSchema, { uid: 'a-1', answer: 'Sí.', thread_id: 42 })).toEqual({
      uid: 'a-1',
      answer: 'Sí.',
      question_category: 'Unknown',
      thread_id: '42',
      user_chat_options: [],
    });
  });
});

describe('question rules', () => {
  it('takes 3 to 500 characters once trimmed', async () => {
    const { questionProblem, QUESTION_LIMITS } = await import('../../../src/domain');
    expect(QUESTION_LIMITS).toEqual({ min: 3, max: 500 });
    expect(questionProblem('  ¿y?  ')).toBeNull();
    expect(questionProblem('😀'.repeat(500))).toBeNull();
    expect(questionProblem('ab')).toBe('Tu pregunta es muy corta: escribe al menos 3 caracteres.');
    expect(questionProblem('a'.repeat(501))).toBe('Tu pregunta es muy larga: escribe como máximo 500 caracteres.');
    expect(questionProblem(42)).toBe('Escribe tu pregunta.');
  });
});
