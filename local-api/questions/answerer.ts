/*
 * The automated answerer of product questions: pure. It classifies a Spanish question into the spec's
 * question categories by keyword rules (accents, case and punctuation ignored) and answers it from the
 * product's own facts only. When it is not sure (Unknown, a general question, or product information it
 * does not have) the answer is null and the chat options offer ChatSupport.
 */

import { QUESTION_CATEGORIES, type ChatOption, type QuestionCategory } from '../../src/domain/questions/categories';

/** The question categories of spec section 3, the library's own list (it maps anything else to Unknown). */
export const ANSWER_CATEGORIES = QUESTION_CATEGORIES;
export type AnswerCategory = QuestionCategory;
/** The chat options of spec section 3 (Unknown is the library's fallback; the answerer never offers it). */
export type { ChatOption };

/** One number of payments, at its lowest surcharge, and the banks that offer it so. */
export interface InstallmentFact {
  count: number;
  amount: number;
  surcharge: number;
  banks: string[];
}

/** What the answerer knows of a product: its own data, gathered by questions.ts. */
export interface ProductFacts {
  title: string;
  type: string;
  stockStatus: string;
  stockQuantity: number;
  /** Quetzales. */
  price: number;
  regularPrice: number;
  isOnSale: boolean;
  hasFlashSale: boolean;
  /** When a flash sale ends (ISO), or null. */
  flashSaleEnd: string | null;
  hasFreeShipping: boolean;
  /** Months; null when the catalogue does not say. */
  warrantyMonths: number | null;
  attributes: { name: string; value: string }[];
  /** The product page's delivery estimate (catalog/delivery.ts), or null when it has none. */
  delivery: { description: string; text: string; cost: number; disabled: boolean } | null;
  express: { description: string; text: string; cost: number } | null;
  /** The place the question named, when the delivery estimate is for it («Quetzaltenango»); null for the general one. */
  place?: string | null;
  /** Plans by number of payments (empty when refused). */
  installments: InstallmentFact[];
  /** Why installments are not offered (e.g. below the minimum), or null. */
  installmentsRefusal: string | null;
  /** The payment methods checkout offers, by name. */
  paymentMethods: string[];
  /** Home delivery is free from this order amount (quetzales). */
  freeShippingThreshold: number;
}

export interface AutomatedAnswerResult {
  category: AnswerCategory;
  /** null: not sure (then chatOptions holds ChatSupport). */
  answer: string | null;
  chatOptions: ChatOption[];
}

export interface AnswerContext {
  /** Categories of the earlier answers of this thread, oldest first. */
  previousCategories?: readonly string[];
}

/** Lower case, without accents or punctuation, one space between words. */
export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
}

/** Keyword rules in priority order: the first that matches decides (greetings and thanks only when nothing else does). */
const RULES: readonly [AnswerCategory, RegExp][] = [
  ['RequestChatWithHuman', /\b(hablar|chatear|comunicarme|comunicar|comunica|comunique|comuniqueme|contactar|atienda|atender|pasame|pasar|pase|transferir)\b.*\b(humano|persona|agente|asesor|asesora|vendedor|vendedora|alguien|representante|operador)\b|\b(asesor humano|persona real|servicio al cliente|atencion al cliente|un humano|una persona)\b/],
  ['HowToCancelOrder', /\b(cancelar|cancelo|cancelacion|cancelarlo|cancelarla|anular|anulo|anulacion)\b/],
  ['BulkOrderPrice', /\b(por mayor|al mayoreo|mayoreo|mayorista|mayoristas|por volumen|cotizacion|cotizar|muchas unidades|grandes cantidades|compra grande|para mi empresa|para revender)\b|\b\d{2,}\s*(unidades|piezas|cajas|docenas)\b/],
  ['SalePriceEndDate', /\b(oferta|descuento|promocion|promo|rebaja|precio especial|liquidacion)\b.*\b(hasta cuando|termina|acaba|vence|finaliza|dura|vigencia|vigente hasta|fecha limite|hasta que dia)\b|\b(hasta cuando|cuando (termina|acaba|vence|finaliza))\b.*\b(oferta|descuento|promocion|promo|rebaja|precio)\b/],
  ['Cuotas', /\b(cuotas|cuota|a plazos|plazos|mensualidades|pagos mensuales|visacuotas|meses sin intereses|financiamiento|financiar|financiado|credito directo)\b|\ben \d+ (meses|pagos)\b/],
  ['CanIBuyInStore', /\b(tienda fisica|tiendas fisicas|sucursal|sucursales|local fisico|comprar en (la )?tienda|ir a (la )?tienda|ir a comprar|(donde|en donde) (estan|quedan|se ubican|los encuentro|tienen su tienda)|direccion de (la|su) tienda|puedo ir a verlo|verlo en persona|en persona)\b/],
  ['PaymentOptions', /\b(formas? de pago|metodos? de pago|medios? de pago|como (puedo )?pagar|como se paga|pagar con|pago con|aceptan|contra entrega|efectivo|tarjeta|deposito|transferencia|vana pay)\b/],
  ['HowToPurchase', /\b(como (lo )?(compro|comprar|compra|pido|ordeno|adquiero)|como (hago|realizo|hacer) (la |el |mi |un )?(compra|pedido|orden)|como hago para (comprar|pedir)|pasos para comprar|como puedo (comprar|pedir|adquirir))\b/],
  ['Warranty', /\b(garantia|garantias|garantiza|garantizado|garantizada)\b/],
  ['CommentOnProductPriceOrDescription', /\b(muy caro|esta caro|es caro|carisimo|demasiado caro|muy barato|sospechosamente barato|precio (esta )?(mal|equivocado|incorrecto)|descripcion (esta )?(mal|equivocada|incorrecta|incompleta)|error en (el precio|la descripcion)|informacion (incorrecta|equivocada))\b/],
  ['ShippingCost', /\b(cuanto|que) (cuesta|cobran|vale|sale|es)\b.*\b(envio|envios|flete|entrega|enviarlo|mandarlo|llevarlo|domicilio)\b|\b(costo|precio|valor|cobro|tarifa) (de|del) (envio|flete|la entrega|entrega)\b|\benvio (es )?gratis\b|\bcobran (el )?envio\b|\bsin costo de envio\b/],
  ['ShippingTime', /\b(cuando (llega|me llega|llegaria|lo recibo|la recibo|recibo|lo entregan|la entregan|entregan|me lo entregan|estaria llegando)|cuanto (tarda|tardan|demora|demoran|se tarda|tiempo tarda|tiempo se tarda|tiempo demora)|tiempo de entrega|tiempos de entrega|fecha de entrega|en cuantos dias|cuantos dias|para cuando|llega (hoy|manana|rapido|pronto|esta semana))\b/],
  ['ShippingMethods', /\b(metodos? de envio|formas? de envio|tipos? de envio|(que|cual) (empresa|paqueteria|transportista|courier|mensajeria)|por (que|cual) (medio|paqueteria)|envio expres|envio express|express|expres|cargo expreso|guatex|forza)\b/],
  ['ShippingOptions', /\b(envian|envios|envio|hacen envios|mandan|lo mandan|entregan|entrega a domicilio|a domicilio|recoger|recogerlo|recogerla|retirar|retirarlo|pickup|punto de recogida|llega a|envian a|hasta (xela|quetzaltenango|peten|escuintla|antigua|mixco|villa nueva|huehue|coban))\b/],
  ['Stock', /\b(disponible|disponibles|disponibilidad|existencia|existencias|en stock|stock|quedan|queda|agotado|agotada|cuantos hay|cuantas hay|cuantos tienen|cuantas tienen|hay (unidades|piezas)|(todavia|aun) (hay|tienen|lo tienen|la tienen|lo venden)|lo tienen|la tienen|lo hay|tienen en existencia)\b/],
  ['Price', /\b(precio|precios|cuanto (cuesta|vale|sale|es|cuestan|valen)|costo|cuesta|valor)\b/],
  ['UnspecifiedProductInfo', /\b(mas informacion|mas info|mas detalles|caracteristicas|especificaciones|ficha tecnica|detalles del producto|informacion del producto|como es el producto|me das informacion|me puede dar informacion|me puedes dar informacion|info del producto)\b/],
  ['OtherGeneralQuestion', /\b(horario|horarios|telefono|whatsapp|correo de contacto|devolucion|devoluciones|devolver|reembolso|cambio de producto|cambiarlo|factura|facturan|nit|trabajo|empleo|cupon|cupones|puntos)\b/],
];

/** Product information words: a question about one of these is SpecificProductInfo (answered only if the product has it). */
const PRODUCT_INFO = /\b(medida|medidas|mide|miden|tamano|dimension|dimensiones|peso|pesa|color|colores|material|materiales|talla|tallas|capacidad|memoria|bateria|pulgadas|compatible|compatibilidad|funciona con|sirve para|sirve con|incluye|trae|viene con|voltaje|potencia|watts|modelo|marca|resolucion|procesador|ram|almacenamiento|sabor|contenido|ingredientes|paginas|idioma|autor|editorial|edicion|tela|largo|ancho|alto|altura|original|nuevo|usado|sistema operativo|camara|pantalla|conexion|bluetooth|wifi|litros|ml|gramos|kilos|kg|cm|gb|tb)\b/;

/** Words of a question that name an attribute differently ("¿cuánto pesa?" asks for the Peso). */
const ATTRIBUTE_SYNONYMS: Record<string, string[]> = {
  peso: ['pesa', 'pesado', 'liviano', 'kilos', 'kg', 'gramos'],
  medidas: ['mide', 'miden', 'tamano', 'dimension', 'dimensiones', 'largo', 'ancho', 'alto', 'cm'],
  dimensiones: ['mide', 'miden', 'tamano', 'medidas', 'largo', 'ancho', 'alto', 'cm'],
  tamano: ['mide', 'miden', 'medidas', 'dimensiones', 'grande', 'pequeno'],
  color: ['colores', 'tono'],
  talla: ['tallas', 'numero', 'size'],
  capacidad: ['cabe', 'caben', 'litros', 'gb', 'almacenamiento'],
  almacenamiento: ['capacidad', 'gb', 'tb', 'espacio'],
  memoria: ['ram'],
  pantalla: ['pulgadas', 'display'],
  bateria: ['carga', 'duracion', 'autonomia', 'mah'],
  material: ['materiales', 'hecho de', 'tela', 'fabricado'],
  idioma: ['espanol', 'ingles', 'lenguaje'],
  paginas: ['hojas'],
  autor: ['escritor', 'escribio'],
  conectividad: ['bluetooth', 'wifi', 'conexion', 'conecta'],
  compatibilidad: ['compatible', 'funciona con', 'sirve con'],
  contenido: ['trae', 'incluye', 'viene con', 'ml', 'cantidad'],
};

const hasWord = (text: string, word: string) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text);

/** The product attribute a question asks about: its name (a word of it of 4+ letters) or a synonym appears in the question. */
export function matchAttribute(question: string, attributes: readonly { name: string; value: string }[]): { name: string; value: string } | null {
  const text = normalizeQuestion(question);
  for (const attribute of attributes) {
    const name = normalizeQuestion(attribute.name);
    if (!name) continue;
    if (hasWord(text, name)) return attribute;
    const words = name.split(' ').filter((w) => w.length >= 4 && !['para', 'tipo', 'numero'].includes(w));
    if (words.some((w) => hasWord(text, w) || hasWord(text, `${w}s`) || hasWord(text, `${w}es`))) return attribute;
    const synonyms = ATTRIBUTE_SYNONYMS[name] ?? words.flatMap((w) => ATTRIBUTE_SYNONYMS[w] ?? []);
    if (synonyms.some((s) => hasWord(text, s))) return attribute;
  }
  return null;
}

const GREETING = /^(hola|holi|buenas|buenos dias|buen dia|buenas tardes|buenas noches|saludos|hey|que tal|alo)\b/;
const THANKS = /\b(gracias|muchas gracias|mil gracias|muy amable|te agradezco|le agradezco|agradecido|agradecida)\b/;
const GOODBYE = /\b(adios|hasta luego|hasta pronto|nos vemos|bye|chao|chau|eso es todo|es todo)\b/;
/** A short follow-up in a thread ("¿y a Xela?", "¿y en rojo?"): it keeps the thread's topic. */
const FOLLOW_UP = /^(y|e|entonces|ok y|y si|y para|y en|y con|y a)\b/;

/** The category of a question (Unknown when no rule applies). */
export function classifyQuestion(question: string, attributes: readonly { name: string; value: string }[] = []): AnswerCategory {
  const text = normalizeQuestion(question);
  if (!text) return 'Unknown';
  for (const [category, pattern] of RULES) {
    // An attribute named in a price or stock question ("¿cuánto cuesta la talla M?") still asks price or stock.
    if (pattern.test(text)) return category;
  }
  if (matchAttribute(question, attributes) || PRODUCT_INFO.test(text)) return 'SpecificProductInfo';
  if (GOODBYE.test(text)) return 'Goodbye';
  if (THANKS.test(text)) return 'ThankYou';
  if (GREETING.test(text)) return 'Greeting';
  return 'Unknown';
}

const q = (amount: number) =>
  `Q${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const listJoin = (items: readonly string[], and = 'y') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

const firstLower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const GUATEMALA_OFFSET_MS = -6 * 3_600_000;
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** "el 3 de marzo a las 23:59" in Guatemala's time. */
function spanishMoment(iso: string): string {
  const local = new Date(Date.parse(iso) + GUATEMALA_OFFSET_MS);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return `el ${local.getUTCDate()} de ${MONTHS[local.getUTCMonth()]} a las ${hh}:${mm}`;
}

const unsure = (category: AnswerCategory): AutomatedAnswerResult => ({ category, answer: null, chatOptions: ['ChatSupport'] });
const sure = (category: AnswerCategory, answer: string, chatOptions: ChatOption[]): AutomatedAnswerResult => ({ category, answer, chatOptions });

const isDigital = (f: ProductFacts) => ['DIGITAL', 'GIFT_CARD', 'EVENT_TICKET', 'EVENT_SEAT'].includes(f.type);

function stockAnswer(f: ProductFacts): string | null {
  switch (f.stockStatus) {
    case 'IN_STOCK':
      if (f.stockQuantity <= 0) return 'Sí, está disponible.';
      return f.stockQuantity <= 5
        ? `Sí, está disponible, pero quedan pocas unidades: ${f.stockQuantity === 1 ? 'solo 1' : `solo ${f.stockQuantity}`}.`
        : `Sí, está disponible: tenemos ${f.stockQuantity} unidades en existencia.`;
    case 'IN_ERP_STOCK':
      return 'Sí, está disponible en nuestra bodega y sale en pocos días.';
    case 'PRESALE':
      return 'Está en preventa: puedes pedirlo ahora y te lo enviamos en cuanto llegue.';
    case 'DOWNLOAD':
      return 'Sí: es una descarga digital, siempre disponible.';
    case 'OUT_OF_STOCK':
      return 'Por ahora está agotado. Únete a la lista de espera y te avisamos cuando vuelva.';
    case 'DISCONTINUED':
      return 'Este producto está descontinuado: ya no lo volveremos a tener.';
    default:
      return null;
  }
}

function priceAnswer(f: ProductFacts): string {
  return f.isOnSale && f.regularPrice > f.price
    ? `Su precio es ${q(f.price)}; antes costaba ${q(f.regularPrice)}.`
    : `Su precio es ${q(f.price)}.`;
}

function shippingTimeAnswer(f: ProductFacts): string | null {
  if (!f.delivery) return null;
  if (f.delivery.disabled) return `Por ahora no está disponible para entrega: ${stockAnswer(f) ?? 'no hay existencias.'}`;
  const express = f.express ? ` Con ${firstLower(f.express.description)}, ${firstLower(f.express.text)}` : '';
  if (isDigital(f)) return `${f.delivery.text}${express}`;
  return `${f.place ? `Si lo pides hoy, a ${f.place} ${firstLower(f.delivery.text)}` : `Si lo pides hoy, ${firstLower(f.delivery.text)}`}${express}`;
}

function shippingCostAnswer(f: ProductFacts): string | null {
  if (!f.delivery || f.delivery.disabled) return null;
  if (isDigital(f) || f.type === 'VENDING' || f.type === 'SERVICES') return `No tiene costo de envío: ${firstLower(f.delivery.description)}.`;
  const home =
    f.delivery.cost === 0
      ? `El envío a domicilio${f.place ? ` a ${f.place}` : ''} de este producto es gratis.`
      : `El envío a domicilio${f.place ? ` a ${f.place}` : ''} cuesta ${q(f.delivery.cost)} (gratis en compras desde ${q(f.freeShippingThreshold)}).`;
  return f.express ? `${home} El envío exprés cuesta ${q(f.express.cost)}.` : home;
}

const noPeriod = (text: string) => text.replace(/\.\s*$/, '');

function shippingOptionsAnswer(f: ProductFacts): string | null {
  if (!f.delivery || f.delivery.disabled) return null;
  if (isDigital(f) || f.type === 'VENDING' || f.type === 'SERVICES') return `${f.delivery.description}: ${firstLower(f.delivery.text)}`;
  const option = (o: { description: string; text: string; cost: number }) =>
    `${firstLower(o.description)}${o.cost > 0 ? ` por ${q(o.cost)}` : /gratis/i.test(o.description) ? '' : ' sin costo'}, que ${firstLower(noPeriod(o.text))}`;
  const options = [option(f.delivery)];
  if (f.express) options.push(option(f.express));
  return `Puedes elegir ${options.join('; o ')}. En el carrito ves la fecha exacta para tu dirección o para un punto de recogida.`;
}

function cuotasAnswer(f: ProductFacts): string {
  if (f.installments.length === 0) return `Este producto no se puede pagar en cuotas. ${f.installmentsRefusal ?? ''}`.trim();
  const free = f.installments.filter((plan) => plan.surcharge === 0);
  const longest = f.installments[f.installments.length - 1]!;
  const lastFree = free[free.length - 1];
  const freeText = lastFree
    ? `${listJoin(free.map((plan) => String(plan.count)), 'o')} cuotas sin recargo (por ejemplo, ${lastFree.count} de ${q(lastFree.amount)})`
    : '';
  const longestText = longest.surcharge > 0 ? `hasta ${longest.count} cuotas de ${q(longest.amount)} con recargo` : '';
  const banks = [...new Set(f.installments.flatMap((plan) => plan.banks))];
  return `Sí, puedes pagarlo en ${[freeText, longestText].filter(Boolean).join(', o ')}, con tarjetas de ${listJoin(banks)}.`;
}

/**
 * The automated answer to a question about one product: its category, the answer from the product's
 * facts (null when unsure) and the chat options to offer next. `context.previousCategories` continues a
 * thread: a short follow-up keeps its topic, a second greeting is not repeated.
 */
export function answerQuestion(question: string, facts: ProductFacts, context: AnswerContext = {}): AutomatedAnswerResult {
  const previous = (context.previousCategories ?? []).filter((c) => !['Greeting', 'ThankYou', 'Goodbye', 'Unknown'].includes(c));
  let category = classifyQuestion(question, facts.attributes);
  if (category === 'Unknown' && previous.length > 0 && FOLLOW_UP.test(normalizeQuestion(question)))
    category = previous[previous.length - 1] as AnswerCategory;
  const help: ChatOption = 'ChatSupportIfAnswerNotOk';
  const expert: ChatOption = 'ChatSupportOrAskExpertIfAnswerNotOk';
  const withAnswer = (answer: string | null, options: ChatOption[]) => (answer === null ? unsure(category) : sure(category, answer, options));

  switch (category) {
    case 'ShippingTime':
      return withAnswer(shippingTimeAnswer(facts), ['ShowMeShippingOptions', help]);
    case 'ShippingCost':
      return withAnswer(shippingCostAnswer(facts), ['ShowMeShippingOptions', help]);
    case 'ShippingOptions':
    case 'ShippingMethods':
      return withAnswer(shippingOptionsAnswer(facts), ['ShowMeShippingOptions', help]);
    case 'Cuotas':
      return sure(category, cuotasAnswer(facts), facts.installments.length > 0 ? ['ShowMeInstallments', help] : ['ShowMePrice', help]);
    case 'Stock':
      return withAnswer(stockAnswer(facts), [help]);
    case 'Price':
      return sure(category, priceAnswer(facts), facts.installments.length > 0 ? ['ShowMePrice', 'ShowMeInstallments', help] : ['ShowMePrice', help]);
    case 'SalePriceEndDate':
      if (facts.hasFlashSale && facts.flashSaleEnd)
        return sure(category, `La oferta relámpago termina ${spanishMoment(facts.flashSaleEnd)}. ${priceAnswer(facts)}`, ['ShowMePrice', help]);
      if (facts.isOnSale)
        return sure(category, `Está en oferta y por ahora no tiene fecha de fin anunciada. ${priceAnswer(facts)}`, ['ShowMePrice', help]);
      return sure(category, `Este producto no tiene una oferta vigente. ${priceAnswer(facts)}`, ['ShowMePrice', help]);
    case 'PaymentOptions': {
      // "tarjeta de crédito o débito", but "Vana Pay" keeps its capitals.
      const methods = listJoin(facts.paymentMethods.map((name) => (/\s[A-Z]/.test(name) ? name : firstLower(name))), 'o');
      return sure(category, `Puedes pagar con ${methods}.`, facts.installments.length > 0 ? ['ShowMeInstallments', help] : [help]);
    }
    case 'Warranty':
      if (facts.warrantyMonths === null) return unsure(category);
      if (facts.warrantyMonths <= 0) return sure(category, 'Este producto no incluye garantía.', [help]);
      return sure(
        category,
        `Sí, tiene garantía de ${facts.warrantyMonths === 1 ? '1 mes' : facts.warrantyMonths % 12 === 0 ? `${facts.warrantyMonths / 12 === 1 ? '1 año' : `${facts.warrantyMonths / 12} años`}` : `${facts.warrantyMonths} meses`}.`,
        [help],
      );
    case 'CanIBuyInStore':
      return sure(
        category,
        'Vendemos solo en línea: no tenemos tienda física. Pídelo aquí y recíbelo a domicilio o recógelo en un punto de recogida.',
        ['HowToBuyTutorial', help],
      );
    case 'HowToPurchase':
      return sure(
        category,
        'Elige la cantidad y toca «Agregar al carrito». Luego, en el carrito, toca «Continuar al pago»: eliges la entrega, el pago y la factura, y confirmas con «Realizar pedido».',
        ['HowToBuyTutorial', help],
      );
    case 'BulkOrderPrice':
      return sure(category, 'Para compras por mayor te preparamos una cotización: déjanos la cantidad y tu teléfono y te llamamos.', ['BulkQuotationForm', help]);
    case 'RequestChatWithHuman':
      return sure(category, 'Claro: te comunicamos con una persona de nuestro equipo.', ['ChatSupport']);
    case 'CommentOnProductPriceOrDescription':
      return sure(category, 'Gracias por avisarnos: nuestro equipo revisará el precio y la descripción de este producto.', [expert]);
    case 'SpecificProductInfo': {
      const attribute = matchAttribute(question, facts.attributes);
      return attribute ? sure(category, `${attribute.name}: ${attribute.value}.`, [expert]) : unsure(category);
    }
    case 'UnspecifiedProductInfo':
      if (facts.attributes.length === 0) return unsure(category);
      return sure(
        category,
        `Estas son sus características: ${facts.attributes
          .slice(0, 6)
          .map((a) => `${a.name}: ${a.value}`)
          .join('; ')}.`,
        [expert],
      );
    case 'Greeting':
      return sure(
        category,
        (context.previousCategories ?? []).length > 0 ? '¡Hola de nuevo! ¿Qué más quieres saber?' : `¡Hola! ¿Qué te gustaría saber de ${facts.title}?`,
        ['EndThread'],
      );
    case 'ThankYou':
      return sure(category, '¡Con gusto! ¿Te ayudo con algo más?', ['EndThread']);
    case 'Goodbye':
      return sure(category, '¡Hasta pronto! Gracias por visitar Tienda.', ['EndThread']);
    case 'HowToCancelOrder':
    case 'OtherGeneralQuestion':
    case 'Unknown':
      return unsure(category);
  }
}
