import { numberForms } from './text';
import type { Vocabulary } from './vocabulary';

/**
 * What shoppers in Guatemala call a thing → what the catalogue calls it (issue 25 part 4, defect 18: «zapatos» found
 * nothing in a catalogue of «tenis», «tacos» and «calzado»). Folded (no accents, lower case), singular; plurals come
 * from numberForms. One way only: «zapatos» finds tenis, but «tenis» does not bring every sandal.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Not «tenis»: it is also the sport («Torneo de tenis»). The tenis are in the «Calzado» category, which the index holds.
  zapato: ['calzado', 'tacos', 'sandalia', 'zapatilla'],
  zapatilla: ['calzado'],
  auricular: ['audifono'],
  cascos: ['audifono'],
  parlante: ['bocina'],
  altavoz: ['bocina'],
  altavoces: ['bocina'],
  speaker: ['bocina'],
  movil: ['celular', 'smartphone'],
  telefono: ['celular', 'smartphone'],
  smartphone: ['celular'],
  celular: ['smartphone'],
  portatil: ['laptop'],
  notebook: ['laptop'],
  computador: ['computadora'],
  ordenador: ['computadora', 'laptop'],
  televisor: ['television', 'pantalla', 'tv'],
  nevera: ['refrigerador', 'refrigeradora'],
  refri: ['refrigerador', 'refrigeradora'],
  playera: ['camiseta', 'camisa'],
  camiseta: ['playera', 'camisa'],
  pantalon: ['jeans'],
  vaquero: ['jeans'],
  bici: ['bicicleta'],
  moto: ['motocicleta', 'scooter'],
  gaseosa: ['refresco'],
  soda: ['refresco'],
  anteojos: ['lentes', 'gafas'],
  gafas: ['lentes', 'anteojos'],
  lentes: ['gafas', 'anteojos'],
  sofa: ['sillon'],
  sillon: ['sofa'],
  boleto: ['entrada'],
  entrada: ['boleto'],
  ticket: ['entrada', 'boleto'],
};

/** Every folded form (singular or plural) of a shopper's word → the catalogue's words it stands for. */
const BY_FORM = new Map<string, readonly string[]>();
for (const [word, meanings] of Object.entries(SYNONYMS)) for (const form of numberForms(word)) BY_FORM.set(form, meanings);

/** The index's terms that mean what `word` (folded) means, by the table above: each meaning in its singular and plural. */
export function synonymTerms(vocabulary: Vocabulary, word: string): string[] {
  const meanings = BY_FORM.get(word);
  if (!meanings) return [];
  return [...new Set(meanings.flatMap((meaning) => numberForms(meaning).filter((form) => vocabulary.has(form))))];
}

/** The shoppers' words of the table (each form), for typo correction: «zapatoz» is one typo from «zapatos». */
export function synonymWords(): IterableIterator<string> {
  return BY_FORM.keys();
}
