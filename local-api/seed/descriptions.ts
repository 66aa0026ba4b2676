import type { ProductType } from '../../src/domain';
import type { ProductCopy } from './catalogue-data';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a, b y c" */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** One sentence of selling points, for the top of the product page and the search snippet. */
export function shortDescription(features: readonly string[]): string {
  return `${capitalise(listOf(features))}.`;
}

export interface LongDescriptionInput {
  type: ProductType;
  copy: ProductCopy;
  warrantyMonths: number | undefined;
  /** Sold in colours or sizes: a change of either is free. */
  variantAttribute: string | null;
  author: { name: string; bio: string } | null;
}

/** The warranty and returns paragraph, by what kind of thing it is. */
function warrantyText(input: LongDescriptionInput): string {
  if (input.warrantyMonths)
    return (
      `Tiene ${input.warrantyMonths} meses de garantía del fabricante contra defectos de fábrica. ` +
      'Si algo falla, repórtalo desde «Mis pedidos» y coordinamos la revisión con el centro de servicio, en la capital o desde los departamentos.'
    );
  switch (input.type) {
    case 'DIGITAL':
      return 'Si el código o el archivo no funciona, escríbenos y te enviamos otro o te devolvemos tu dinero. Por ser digital, no tiene cambio una vez canjeado.';
    case 'GIFT_CARD':
      return 'No se cambia por efectivo. Si el correo no llega, lo reenviamos desde «Mis pedidos»; el saldo no usado sigue disponible hasta su vencimiento.';
    case 'EVENT_TICKET':
    case 'EVENT_SEAT':
      return 'Si el evento se cancela, te devolvemos el valor de la entrada; si cambia de fecha, tu entrada vale para la nueva fecha o puedes pedir la devolución.';
    case 'SERVICES':
      return 'El trabajo tiene 30 días de garantía: si algo falla por la instalación o el servicio, el técnico regresa sin costo. Puedes reprogramar la visita sin cargo con un día de anticipación.';
    case 'VENDING':
      return 'Si la máquina no entrega tu producto, te devolvemos el pago al instante en el mismo medio con que pagaste.';
    default: {
      const swap = input.variantAttribute === 'Talla' ? ' El primer cambio de talla no tiene costo.' : input.variantAttribute === 'Color' ? ' El primer cambio de color no tiene costo.' : '';
      return `Si no es lo que esperabas, tienes 30 días desde la entrega para devolverlo sin usar y en su empaque original.${swap}`;
    }
  }
}

const DIGITAL: readonly ProductType[] = ['DIGITAL', 'GIFT_CARD', 'EVENT_TICKET', 'EVENT_SEAT', 'SERVICES', 'VENDING'];

/**
 * The long description: what it is for, what comes in the box, how to look
 * after it and the warranty, as simple HTML (the product page sanitises it).
 * It adds to the short description, which lists the selling points.
 */
export function longDescription(input: LongDescriptionInput): string {
  const { copy, author } = input;
  const parts = [`<p>${copy.use}</p>`];
  if (author) parts.push(`<p><strong>Sobre la autora o el autor:</strong> ${author.name}. ${author.bio}</p>`);
  parts.push(`<p><strong>${DIGITAL.includes(input.type) ? 'Qué recibes' : 'En la caja'}:</strong> ${copy.box}</p>`);
  parts.push(`<p><strong>${DIGITAL.includes(input.type) ? 'Ten en cuenta' : 'Cuidados'}:</strong> ${copy.care}</p>`);
  parts.push(`<p><strong>Garantía y devoluciones:</strong> ${warrantyText(input)}</p>`);
  return parts.join('');
}
