import { describe, expect, it } from 'vitest';
import {
  ANSWER_CATEGORIES,
  answerQuestion,
  classifyQuestion,
  matchAttribute,
  normalizeQuestion,
  type ProductFacts,
} from '../../local-api/questions/answerer';

/** A laptop in stock, on sale, with installments, a warranty and attributes. */
const laptop: ProductFacts = {
  title: 'Laptop Voltix 15.6 pulgadas',
  type: 'SIMPLE',
  stockStatus: 'IN_STOCK',
  stockQuantity: 28,
  price: 4115.99,
  regularPrice: 4900,
  isOnSale: true,
  hasFlashSale: false,
  flashSaleEnd: null,
  hasFreeShipping: true,
  warrantyMonths: 12,
  attributes: [
    { name: 'Marca', value: 'Voltix' },
    { name: 'Memoria RAM', value: '16 GB' },
    { name: 'Peso', value: '1.8 kg' },
    { name: 'Color', value: 'Gris' },
  ],
  delivery: { description: 'Envío gratis a domicilio', text: 'Llega entre el martes 3 y el miércoles 4 de marzo.', cost: 0, disabled: false },
  express: { description: 'Envío exprés (Ciudad de Guatemala)', text: 'Llega mañana, martes 3 de marzo.', cost: 60 },
  installments: [
    { count: 3, amount: 1372, surcharge: 0, banks: ['Banco Industrial', 'BAM'] },
    { count: 6, amount: 686, surcharge: 0, banks: ['Banco Industrial'] },
    { count: 12, amount: 360.15, surcharge: 205.8, banks: ['Banco Industrial'] },
  ],
  installmentsRefusal: null,
  paymentMethods: ['Tarjeta de crédito o débito', 'Pago contra entrega', 'Vana Pay'],
  freeShippingThreshold: 500,
};

/** A cheap mug, out of stock, no warranty data, no attributes, no installments. */
const mug: ProductFacts = {
  ...laptop,
  title: 'Taza de cerámica',
  stockStatus: 'OUT_OF_STOCK',
  stockQuantity: 0,
  price: 45,
  regularPrice: 45,
  isOnSale: false,
  hasFreeShipping: false,
  warrantyMonths: null,
  attributes: [],
  delivery: { description: 'Envío a domicilio', text: 'No disponible para entrega por ahora.', cost: 35, disabled: true },
  express: null,
  installments: [],
  installmentsRefusal: 'Las cuotas están disponibles en compras desde Q1000.00.',
};

describe('classifying Spanish questions', () => {
  it.each([
    ['¿Cuándo llega?', 'ShippingTime'],
    ['¿Cuánto tarda en llegar a mi casa?', 'ShippingTime'],
    ['¿CUANTO CUESTA EL ENVIO?', 'ShippingCost'],
    ['¿El envío es gratis?', 'ShippingCost'],
    ['¿Hacen envíos a Quetzaltenango?', 'ShippingOptions'],
    ['¿Lo puedo recoger?', 'ShippingOptions'],
    ['¿Qué paquetería usan?', 'ShippingMethods'],
    ['¿Tienen envío exprés?', 'ShippingMethods'],
    ['¿Puedo pagar en cuotas?', 'Cuotas'],
    ['¿Se puede pagar a plazos?', 'Cuotas'],
    ['¿Hay disponible?', 'Stock'],
    ['¿Cuántos quedan?', 'Stock'],
    ['¿Cuál es el precio?', 'Price'],
    ['¿Cuánto cuesta?', 'Price'],
    ['¿Qué formas de pago aceptan?', 'PaymentOptions'],
    ['¿Puedo pagar con tarjeta?', 'PaymentOptions'],
    ['¿Tiene garantía?', 'Warranty'],
    ['¿Tienen tienda física?', 'CanIBuyInStore'],
    ['¿Puedo comprar en la tienda?', 'CanIBuyInStore'],
    ['¿Cómo compro?', 'HowToPurchase'],
    ['¿Cómo hago el pedido?', 'HowToPurchase'],
    ['¿Cómo cancelo mi pedido?', 'HowToCancelOrder'],
    ['¿Hasta cuándo es la oferta?', 'SalePriceEndDate'],
    ['¿Cuándo termina el descuento?', 'SalePriceEndDate'],
    ['Necesito 50 unidades, ¿tienen precio por mayor?', 'BulkOrderPrice'],
    ['Quiero una cotización para mi empresa', 'BulkOrderPrice'],
    ['Hola', 'Greeting'],
    ['¡Buenas tardes!', 'Greeting'],
    ['Muchas gracias', 'ThankYou'],
    ['Adiós', 'Goodbye'],
    ['Quiero hablar con una persona', 'RequestChatWithHuman'],
    ['¿Me comunica con un asesor?', 'RequestChatWithHuman'],
    ['¿Cuánta memoria tiene?', 'SpecificProductInfo'],
    ['¿Cuánto pesa?', 'SpecificProductInfo'],
    ['¿De qué material es?', 'SpecificProductInfo'],
    ['¿Me das más información?', 'UnspecifiedProductInfo'],
    ['¿Cuáles son sus características?', 'UnspecifiedProductInfo'],
    ['Está muy caro', 'CommentOnProductPriceOrDescription'],
    ['La descripción está mal', 'CommentOnProductPriceOrDescription'],
    ['¿Cuál es su horario?', 'OtherGeneralQuestion'],
    ['¿Aceptan devoluciones?', 'PaymentOptions'],
    ['¿Puedo hacer una devolución?', 'OtherGeneralQuestion'],
    ['asdf qwer', 'Unknown'],
    ['¿?', 'Unknown'],
  ])('%s → %s', (question, category) => {
    expect(classifyQuestion(question, laptop.attributes)).toBe(category);
  });

  it('covers every category of the spec but the fallback with at least one question above', () => {
    // The table above names 22 categories; only Unknown is the fallback (an empty or gibberish question).
    expect(ANSWER_CATEGORIES).toHaveLength(23);
  });

  it('ignores accents, case and punctuation', () => {
    expect(normalizeQuestion('¿CUÁNDO   llega, Señor?')).toBe('cuando llega senor');
    expect(classifyQuestion('CUANDO LLEGA')).toBe('ShippingTime');
    expect(classifyQuestion('¿tiene GARANTIA?')).toBe('Warranty');
  });

  it('prefers the question over a greeting or thanks around it', () => {
    expect(classifyQuestion('Hola, ¿cuándo llega?')).toBe('ShippingTime');
    expect(classifyQuestion('Gracias, ¿y tiene garantía?')).toBe('Warranty');
  });

  it('matches an attribute by a word of its name or a synonym', () => {
    expect(matchAttribute('¿cuánta RAM tiene?', laptop.attributes)).toEqual({ name: 'Memoria RAM', value: '16 GB' });
    expect(matchAttribute('¿cuánto pesa?', laptop.attributes)).toEqual({ name: 'Peso', value: '1.8 kg' });
    expect(matchAttribute('¿viene en otros colores?', laptop.attributes)).toEqual({ name: 'Color', value: 'Gris' });
    expect(matchAttribute('¿es resistente al agua?', laptop.attributes)).toBeNull();
  });
});

describe('answering from the product’s own data', () => {
  it('says when it arrives with the delivery estimate, and offers the shipping options', () => {
    expect(answerQuestion('¿Cuándo llega?', laptop)).toEqual({
      category: 'ShippingTime',
      answer: 'Si lo pides hoy, llega entre el martes 3 y el miércoles 4 de marzo. Con envío exprés (Ciudad de Guatemala), llega mañana, martes 3 de marzo.',
      chatOptions: ['ShowMeShippingOptions', 'ChatSupportIfAnswerNotOk'],
    });
    expect(answerQuestion('¿Cuándo llega?', mug).answer).toBe('Por ahora no está disponible para entrega: Por ahora está agotado. Únete a la lista de espera y te avisamos cuando vuelva.');
  });

  it('gives the shipping cost and options', () => {
    expect(answerQuestion('¿Cuánto cuesta el envío?', laptop).answer).toBe('El envío a domicilio de este producto es gratis. El envío exprés cuesta Q60.00.');
    expect(answerQuestion('¿Cuánto cuesta el envío?', { ...mug, stockStatus: 'IN_STOCK', delivery: { ...mug.delivery!, disabled: false } }).answer).toBe(
      'El envío a domicilio cuesta Q35.00 (gratis en compras desde Q500.00).',
    );
    expect(answerQuestion('¿Envían a Petén?', laptop).answer).toBe(
      'Puedes elegir envío gratis a domicilio, que llega entre el martes 3 y el miércoles 4 de marzo; o envío exprés (Ciudad de Guatemala) por Q60.00, que llega mañana, martes 3 de marzo. En el carrito ves la fecha exacta para tu dirección o para un punto de recogida.',
    );
  });

  it('answers installments with the plans and offers ShowMeInstallments', () => {
    expect(answerQuestion('¿Puedo pagar en cuotas?', laptop)).toEqual({
      category: 'Cuotas',
      answer: 'Sí, puedes pagarlo en 3 o 6 cuotas sin recargo (por ejemplo, 6 de Q686.00), o hasta 12 cuotas de Q360.15 con recargo, con tarjetas de Banco Industrial y BAM.',
      chatOptions: ['ShowMeInstallments', 'ChatSupportIfAnswerNotOk'],
    });
    expect(answerQuestion('¿Puedo pagar en cuotas?', mug)).toEqual({
      category: 'Cuotas',
      answer: 'Este producto no se puede pagar en cuotas. Las cuotas están disponibles en compras desde Q1000.00.',
      chatOptions: ['ShowMePrice', 'ChatSupportIfAnswerNotOk'],
    });
  });

  it.each([
    [{ stockStatus: 'IN_STOCK', stockQuantity: 28 }, 'Sí, está disponible: tenemos 28 unidades en existencia.'],
    [{ stockStatus: 'IN_STOCK', stockQuantity: 3 }, 'Sí, está disponible, pero quedan pocas unidades: solo 3.'],
    [{ stockStatus: 'IN_STOCK', stockQuantity: 1 }, 'Sí, está disponible, pero quedan pocas unidades: solo 1.'],
    [{ stockStatus: 'IN_ERP_STOCK', stockQuantity: 0 }, 'Sí, está disponible en nuestra bodega y sale en pocos días.'],
    [{ stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 }, 'Por ahora está agotado. Únete a la lista de espera y te avisamos cuando vuelva.'],
    [{ stockStatus: 'PRESALE', stockQuantity: 0 }, 'Está en preventa: puedes pedirlo ahora y te lo enviamos en cuanto llegue.'],
  ])('answers stock from %j', (stock, answer) => {
    expect(answerQuestion('¿Hay disponible?', { ...laptop, ...stock })).toEqual({ category: 'Stock', answer, chatOptions: ['ChatSupportIfAnswerNotOk'] });
  });

  it('is unsure of stock it does not know', () => {
    expect(answerQuestion('¿Hay disponible?', { ...laptop, stockStatus: 'UNKNOWN' })).toEqual({ category: 'Stock', answer: null, chatOptions: ['ChatSupport'] });
  });

  it('gives the price with the previous one on sale, and the sale end of a flash sale', () => {
    expect(answerQuestion('¿Cuál es el precio?', laptop)).toEqual({
      category: 'Price',
      answer: 'Su precio es Q4,115.99; antes costaba Q4,900.00.',
      chatOptions: ['ShowMePrice', 'ShowMeInstallments', 'ChatSupportIfAnswerNotOk'],
    });
    expect(answerQuestion('¿Cuánto cuesta?', mug).answer).toBe('Su precio es Q45.00.');
    expect(answerQuestion('¿Hasta cuándo es la oferta?', { ...laptop, hasFlashSale: true, flashSaleEnd: '2026-03-04T05:59:59.000Z' }).answer).toBe(
      'La oferta relámpago termina el 3 de marzo a las 23:59. Su precio es Q4,115.99; antes costaba Q4,900.00.',
    );
    expect(answerQuestion('¿Hasta cuándo es la oferta?', mug).answer).toBe('Este producto no tiene una oferta vigente. Su precio es Q45.00.');
  });

  it('answers the warranty in months or years, and is unsure without data', () => {
    expect(answerQuestion('¿Tiene garantía?', laptop)).toEqual({ category: 'Warranty', answer: 'Sí, tiene garantía de 1 año.', chatOptions: ['ChatSupportIfAnswerNotOk'] });
    expect(answerQuestion('¿Tiene garantía?', { ...laptop, warrantyMonths: 6 }).answer).toBe('Sí, tiene garantía de 6 meses.');
    expect(answerQuestion('¿Tiene garantía?', { ...laptop, warrantyMonths: 24 }).answer).toBe('Sí, tiene garantía de 2 años.');
    expect(answerQuestion('¿Tiene garantía?', { ...laptop, warrantyMonths: 0 }).answer).toBe('Este producto no incluye garantía.');
    expect(answerQuestion('¿Tiene garantía?', mug)).toEqual({ category: 'Warranty', answer: null, chatOptions: ['ChatSupport'] });
  });

  it('lists the payment methods', () => {
    expect(answerQuestion('¿Cuáles son las formas de pago?', laptop)).toEqual({
      category: 'PaymentOptions',
      answer: 'Puedes pagar con tarjeta de crédito o débito, pago contra entrega o Vana Pay.',
      chatOptions: ['ShowMeInstallments', 'ChatSupportIfAnswerNotOk'],
    });
  });

  it('answers specific product information from a matching attribute, and is unsure without one', () => {
    expect(answerQuestion('¿Cuánta RAM tiene?', laptop)).toEqual({
      category: 'SpecificProductInfo',
      answer: 'Memoria RAM: 16 GB.',
      chatOptions: ['ChatSupportOrAskExpertIfAnswerNotOk'],
    });
    expect(answerQuestion('¿De qué material es?', laptop)).toEqual({ category: 'SpecificProductInfo', answer: null, chatOptions: ['ChatSupport'] });
    expect(answerQuestion('¿Me das más información?', laptop).answer).toBe('Estas son sus características: Marca: Voltix; Memoria RAM: 16 GB; Peso: 1.8 kg; Color: Gris.');
    expect(answerQuestion('¿Me das más información?', mug)).toEqual({ category: 'UnspecifiedProductInfo', answer: null, chatOptions: ['ChatSupport'] });
  });

  it.each([
    ['asdf qwer', 'Unknown'],
    ['¿Es resistente al agua?', 'Unknown'],
    ['¿Cómo cancelo mi pedido?', 'HowToCancelOrder'],
    ['¿Cuál es su horario?', 'OtherGeneralQuestion'],
  ])('answers null with ChatSupport when unsure: %s', (question, category) => {
    expect(answerQuestion(question, laptop)).toEqual({ category, answer: null, chatOptions: ['ChatSupport'] });
  });

  it('offers the right next step', () => {
    expect(answerQuestion('Quiero 100 piezas', laptop).chatOptions).toEqual(['BulkQuotationForm', 'ChatSupportIfAnswerNotOk']);
    expect(answerQuestion('¿Cómo compro?', laptop).chatOptions).toEqual(['HowToBuyTutorial', 'ChatSupportIfAnswerNotOk']);
    expect(answerQuestion('¿Tienen tienda física?', laptop).chatOptions).toEqual(['HowToBuyTutorial', 'ChatSupportIfAnswerNotOk']);
    expect(answerQuestion('Quiero hablar con una persona', laptop)).toEqual({
      category: 'RequestChatWithHuman',
      answer: 'Claro: te comunicamos con una persona de nuestro equipo.',
      chatOptions: ['ChatSupport'],
    });
    expect(answerQuestion('Gracias', laptop)).toEqual({ category: 'ThankYou', answer: '¡Con gusto! ¿Te ayudo con algo más?', chatOptions: ['EndThread'] });
    expect(answerQuestion('Adiós', laptop).chatOptions).toEqual(['EndThread']);
    expect(answerQuestion('Está muy caro', laptop).chatOptions).toEqual(['ChatSupportOrAskExpertIfAnswerNotOk']);
  });

  it('continues a thread: a follow-up keeps its topic, a second greeting is not repeated', () => {
    expect(answerQuestion('Hola', laptop).answer).toBe('¡Hola! ¿Qué te gustaría saber de Laptop Voltix 15.6 pulgadas?');
    expect(answerQuestion('Hola', laptop, { previousCategories: ['ShippingTime'] }).answer).toBe('¡Hola de nuevo! ¿Qué más quieres saber?');
    expect(answerQuestion('¿Y a Xela?', laptop, { previousCategories: ['Greeting', 'ShippingTime'] }).category).toBe('ShippingTime');
    expect(answerQuestion('¿Y a Xela?', laptop).category).toBe('Unknown');
  });
});
