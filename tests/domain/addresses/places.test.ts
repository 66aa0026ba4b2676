import { describe, expect, it } from 'vitest';
import {
  findGtDepartment,
  findGtMunicipality,
  GT_DEPARTMENTS,
  GT_MUNICIPALITY_ALIASES,
  placeKey,
} from '../../../src/domain/addresses/guatemala';
import { findUsState, US_STATES } from '../../../src/domain/addresses/us-states';

const PER_DEPARTMENT: Record<string, [string, string, number]> = {
  GU: ['01', 'Guatemala', 17],
  PR: ['02', 'El Progreso', 8],
  SA: ['03', 'Sacatepéquez', 16],
  CM: ['04', 'Chimaltenango', 16],
  ES: ['05', 'Escuintla', 14],
  SR: ['06', 'Santa Rosa', 14],
  SO: ['07', 'Sololá', 19],
  TO: ['08', 'Totonicapán', 8],
  QZ: ['09', 'Quetzaltenango', 24],
  SU: ['10', 'Suchitepéquez', 21],
  RE: ['11', 'Retalhuleu', 9],
  SM: ['12', 'San Marcos', 30],
  HU: ['13', 'Huehuetenango', 33],
  QC: ['14', 'Quiché', 21],
  BV: ['15', 'Baja Verapaz', 8],
  AV: ['16', 'Alta Verapaz', 17],
  PE: ['17', 'Petén', 14],
  IZ: ['18', 'Izabal', 5],
  ZA: ['19', 'Zacapa', 11],
  CQ: ['20', 'Chiquimula', 11],
  JA: ['21', 'Jalapa', 7],
  JU: ['22', 'Jutiapa', 17],
};

describe('Guatemala: departments and municipalities', () => {
  it('has the 22 departments, each with its ISO alphabetic id, INE number, name and municipality count', () => {
    expect(GT_DEPARTMENTS).toHaveLength(22);
    expect(Object.fromEntries(GT_DEPARTMENTS.map((d) => [d.id, [d.ine, d.name, d.municipalities.length]]))).toEqual(PER_DEPARTMENT);
    // INE order: 01 … 22.
    expect(GT_DEPARTMENTS.map((d) => d.ine)).toEqual(Array.from({ length: 22 }, (_, i) => String(i + 1).padStart(2, '0')));
  });

  it('has 340 municipalities, none repeated within its department, none with stray spaces', () => {
    expect(GT_DEPARTMENTS.reduce((sum, d) => sum + d.municipalities.length, 0)).toBe(340);
    for (const d of GT_DEPARTMENTS) {
      expect(new Set(d.municipalities.map(placeKey)).size, d.id).toBe(d.municipalities.length);
      for (const name of d.municipalities) expect(name).toMatch(/^\S(?:.*\S)?$/);
      for (const name of d.municipalities) expect(name).not.toMatch(/\s{2}/);
    }
    expect(new Set(GT_DEPARTMENTS.map((d) => d.id)).size).toBe(22);
    expect(new Set(GT_DEPARTMENTS.map((d) => d.ine)).size).toBe(22);
  });

  it('places known municipalities in their departments, accents as officially written', () => {
    const pairs: [string, string][] = [
      ['Mixco', 'GU'],
      ['Villa Nueva', 'GU'],
      ['Chinautla', 'GU'],
      ['Santa Catarina Pinula', 'GU'],
      ['San Juan Sacatepéquez', 'GU'],
      ['Antigua Guatemala', 'SA'],
      ['Cobán', 'AV'],
      ['San Pedro Carchá', 'AV'],
      ['Raxruhá', 'AV'],
      ['Flores', 'PE'],
      ['Las Cruces', 'PE'],
      ['El Chal', 'PE'],
      ['Puerto Barrios', 'IZ'],
      ['Esquipulas', 'CQ'],
      ['Santiago Atitlán', 'SO'],
      ['Salcajá', 'QZ'],
      ['Momostenango', 'TO'],
      ['Nebaj', 'QC'],
      ['Champerico', 'RE'],
      ['Ayutla', 'SM'],
      ['La Blanca', 'SM'],
      ['Asunción Mita', 'JU'],
      ['Gualán', 'ZA'],
      ['Salamá', 'BV'],
      ['Sanarate', 'PR'],
      ['Santa Lucía Cotzumalguapa', 'ES'],
      ['Sipacate', 'ES'],
      ['San José La Máquina', 'SU'],
      ['Petatán', 'HU'],
      ['Unión Cantinil', 'HU'],
      ['Mataquescuintla', 'JA'],
      ['Chiquimulilla', 'SR'],
      ['Tecpán Guatemala', 'CM'],
    ];
    for (const [city, id] of pairs) {
      const holders = GT_DEPARTMENTS.filter((d) => d.municipalities.includes(city)).map((d) => d.id);
      expect([city, holders]).toEqual([city, [id]]);
    }
    // Names shared by two departments belong to both.
    for (const [city, ids] of [
      ['San José', ['ES', 'PE']],
      ['San Lorenzo', ['SU', 'SM']],
      ['La Libertad', ['HU', 'PE']],
      ['Santa Bárbara', ['SU', 'HU']],
      ['San Pedro Sacatepéquez', ['GU', 'SM']],
    ] as const)
      expect(GT_DEPARTMENTS.filter((d) => d.municipalities.includes(city)).map((d) => d.id)).toEqual(ids);
  });

  it('finds a department by its alphabetic id or its INE number, case-insensitive and trimmed', () => {
    expect(findGtDepartment('SA')?.name).toBe('Sacatepéquez');
    expect(findGtDepartment(' av ')?.name).toBe('Alta Verapaz');
    expect(findGtDepartment('01')?.id).toBe('GU');
    expect(findGtDepartment('16')?.id).toBe('AV');
    expect(findGtDepartment('3')?.id).toBe('SA');
    expect(findGtDepartment('GT-SA')).toBeUndefined();
    expect(findGtDepartment('XX')).toBeUndefined();
    expect(findGtDepartment('23')).toBeUndefined();
    expect(findGtDepartment('00')).toBeUndefined();
    expect(findGtDepartment('')).toBeUndefined();
  });

  it('matches a city ignoring case, accents and spaces, and answers the official spelling', () => {
    expect(findGtMunicipality('AV', 'coban')).toBe('Cobán');
    expect(findGtMunicipality('av', '  SAN  pedro carcha ')).toBe('San Pedro Carchá');
    expect(findGtMunicipality('16', 'Cobán')).toBe('Cobán');
    expect(findGtMunicipality('SU', 'san jose la maquina')).toBe('San José La Máquina');
    // Aliases in common use answer the official name.
    expect(findGtMunicipality('SM', 'Tecún Umán')).toBe('Ayutla');
    expect(findGtMunicipality('QC', 'santa maria nebaj')).toBe('Nebaj');
    expect(findGtMunicipality('SA', 'La Antigua Guatemala')).toBe('Antigua Guatemala');
    // In another department, or not a municipality, or in an unknown department: nothing.
    expect(findGtMunicipality('GU', 'Cobán')).toBeUndefined();
    expect(findGtMunicipality('AV', 'Cobánn')).toBeUndefined();
    expect(findGtMunicipality('XX', 'Cobán')).toBeUndefined();
  });

  it('has aliases that name an official municipality of their department and shadow no official name', () => {
    let count = 0;
    for (const [id, aliases] of Object.entries(GT_MUNICIPALITY_ALIASES)) {
      const d = findGtDepartment(id)!;
      const officialKeys = new Set(d.municipalities.map(placeKey));
      for (const [alias, official] of Object.entries(aliases!)) {
        count++;
        expect([id, official, d.municipalities.includes(official)]).toEqual([id, official, true]);
        expect([id, alias, officialKeys.has(placeKey(alias))]).toEqual([id, alias, false]);
      }
    }
    expect(count).toBeGreaterThan(20);
  });
});

describe('United States: states', () => {
  it('has the 50 states plus DC, with unique USPS ids', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.id)).size).toBe(51);
    for (const s of US_STATES) expect(s.id).toMatch(/^[A-Z]{2}$/);
    expect(US_STATES.filter((s) => s.id === 'DC')).toHaveLength(1);
  });

  it('names each state in English and, where it differs, in Spanish', () => {
    expect(findUsState('NY')).toEqual({ id: 'NY', name: 'New York', spanishName: 'Nueva York' });
    expect(findUsState('ca')).toEqual({ id: 'CA', name: 'California', spanishName: 'California' });
    expect(findUsState(' dc ')?.spanishName).toBe('Distrito de Columbia');
    expect(findUsState('NC')?.name).toBe('North Carolina');
    expect(findUsState('WV')?.spanishName).toBe('Virginia Occidental');
    expect(findUsState('PR')).toBeUndefined();
    expect(findUsState('XX')).toBeUndefined();
  });
});
