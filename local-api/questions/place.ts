/*
 * The place a product question names ("¿cuándo llega a Quetzaltenango?"): a Guatemalan municipality or
 * department found in its words, so the automated answer estimates delivery there and not for the capital.
 */
import { GT_DEPARTMENTS, GT_MUNICIPALITY_ALIASES, placeKey, type GtDepartmentId } from '../../src/domain/addresses/guatemala';

/** A place as an address gives it: department id (state) and the municipality's official name (city). */
export interface NamedPlace {
  country: 'GT';
  state: GtDepartmentId;
  city: string;
  /** How the answer names it: the municipality, with its department when they differ. */
  label: string;
}

/** Everyday names that are not on the official lists. */
const NICKNAMES: Readonly<Record<string, { state: GtDepartmentId; city: string }>> = {
  xela: { state: 'QZ', city: 'Quetzaltenango' },
  xelaju: { state: 'QZ', city: 'Quetzaltenango' },
  antigua: { state: 'SA', city: 'Antigua Guatemala' },
  'la antigua': { state: 'SA', city: 'Antigua Guatemala' },
  'puerto barrios': { state: 'IZ', city: 'Puerto Barrios' },
};

/** Names shorter than this are not matched (too many ordinary words). */
const MIN_NAME = 4;

interface Candidate {
  key: string;
  state: GtDepartmentId;
  city: string;
  /** A department's name stands for its head municipality (the first in INE order). */
  department: boolean;
}

let candidates: Candidate[] | null = null;

function allCandidates(): Candidate[] {
  if (candidates) return candidates;
  const list: Candidate[] = [];
  for (const d of GT_DEPARTMENTS) {
    list.push({ key: placeKey(d.name), state: d.id, city: d.municipalities[0]!, department: true });
    for (const name of d.municipalities) list.push({ key: placeKey(name), state: d.id, city: name, department: false });
    for (const [alias, official] of Object.entries(GT_MUNICIPALITY_ALIASES[d.id] ?? {}))
      list.push({ key: placeKey(alias), state: d.id, city: official, department: false });
  }
  for (const [key, place] of Object.entries(NICKNAMES)) list.push({ key, ...place, department: false });
  candidates = list.filter((c) => c.key.length >= MIN_NAME);
  return candidates;
}

const words = (text: string) => ` ${placeKey(text).replace(/[^a-z0-9ñ ]+/g, ' ').replace(/\s+/g, ' ').trim()} `;

/**
 * The place the question names, or null. The longest name found wins ("San Juan Ostuncalco" over
 * "Ostuncalco"); a municipality of a department the question also names wins over one of the same name
 * elsewhere; a department alone stands for its head municipality ("Quetzaltenango" → Quetzaltenango, QZ).
 */
export function placeInQuestion(question: string): NamedPlace | null {
  const text = words(question);
  const found = allCandidates().filter((c) => text.includes(` ${c.key} `));
  if (found.length === 0) return null;
  const departments = new Set(found.filter((c) => c.department).map((c) => c.state));
  const ranked = [...found].sort(
    (a, b) =>
      b.key.length - a.key.length ||
      Number(departments.has(b.state)) - Number(departments.has(a.state)) ||
      Number(a.department) - Number(b.department),
  );
  // A municipality inside a named department beats a longer name elsewhere only when it is named too.
  const best = ranked.find((c) => !c.department && departments.has(c.state)) ?? ranked[0]!;
  const department = GT_DEPARTMENTS.find((d) => d.id === best.state)!;
  const label = placeKey(best.city) === placeKey(department.name) ? best.city : `${best.city}, ${department.name}`;
  return { country: 'GT', state: best.state, city: best.city, label };
}
