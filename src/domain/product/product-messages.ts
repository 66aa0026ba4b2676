import { registerCauseMessages, type ErrorCause } from '../errors/error-catalogue';

/**
 * Spanish copy for the causes the product page's actions can meet (spec section 8: the wait list, seats, the
 * Amazon import), for when the API sends no text fit to show. Registered when `tienda.product` loads, so pages
 * that cannot meet them do not carry them.
 */
export const PRODUCT_CAUSE_MESSAGES: Readonly<Partial<Record<ErrorCause, string>>> = {
  INVALID_URL: 'El enlace no es de un producto de Amazon.com. Copia el enlace completo desde la página del producto.',
  USED_PRODUCTS_NOT_ALLOWED: 'No importamos productos usados. Elige la oferta del producto nuevo.',
  GLOBAL_SELLER_NOT_ALLOWED: 'No importamos productos de vendedores globales. Elige otra oferta del producto.',
  PRODUCT_NOT_FOUND: 'No encontramos ese producto. Revisa el enlace e inténtalo de nuevo.',
  PRODUCT_NOT_CREATED: 'No pudimos preparar la cotización de ese producto. Inténtalo de nuevo más tarde.',
  MISSING_EMAIL: 'Escribe un correo electrónico válido para avisarte.',
  ALREADY_IN_STOCK: 'Este producto ya tiene existencias: puedes comprarlo ahora.',
  EVENT_SEATS_ERROR: 'Uno de los asientos que elegiste ya no está disponible. Elige otros.',
};

export function registerProductMessages(): void {
  registerCauseMessages(PRODUCT_CAUSE_MESSAGES);
}
