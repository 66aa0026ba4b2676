/**
 * Guatemala's 22 departments and 340 municipalities (spec section 3: "22
 * Guatemalan ones with two-letter ids … municipalities are listed per
 * department"). Plain data, no zod: the address form's pickers import it.
 *
 * The id scheme. A department's `id` is its ISO 3166-2:GT alphabetic code
 * without the `GT-` prefix, as ISO published them until its 2021 change to
 * numeric codes (AV Alta Verapaz … ZA Zacapa); these are the ids addresses
 * store and send as `state`. Each department also carries its `ine` number,
 * the National Statistics Institute's (INE) numbering 01 Guatemala … 22
 * Jutiapa, which ISO's numeric codes of 2021 follow (GT-01 … GT-22), so
 * either scheme can be read: `findGtDepartment` takes both.
 *
 * Municipalities are listed in INE order within each department (so the
 * n-th one is INE code `ine` + n, two digits: 0108 Mixco), named as INE and
 * SEGEPLAN write them, accents included. The newest are in (Unión Cantinil,
 * Raxruhá, Las Cruces, El Chal, San José La Máquina, La Blanca, Sipacate and
 * Petatán, the last in 2015), which make 340.
 * Other names in common use ("Tecún Umán" for Ayutla, "Santa María Nebaj"
 * for Nebaj) are aliases: `findGtMunicipality` accepts them and answers the
 * official name.
 */

export type GtDepartmentId =
  | 'AV' | 'BV' | 'CM' | 'CQ' | 'PR' | 'ES' | 'GU' | 'HU' | 'IZ' | 'JA' | 'JU'
  | 'PE' | 'QZ' | 'QC' | 'RE' | 'SA' | 'SM' | 'SR' | 'SO' | 'SU' | 'TO' | 'ZA';

/** A department of Guatemala, with its codes and municipalities. */
export interface GtDepartment {
  /** ISO 3166-2:GT alphabetic code (before 2021), without `GT-`: what an address stores as `state`. */
  readonly id: GtDepartmentId;
  /** INE's department number, two digits ('01' Guatemala … '22' Jutiapa). */
  readonly ine: string;
  readonly name: string;
  /** Official names, in INE order. */
  readonly municipalities: readonly string[];
}

const department = (id: GtDepartmentId, ine: string, name: string, municipalities: string): GtDepartment => ({
  id,
  ine,
  name,
  municipalities: municipalities.split('|'),
});

/** The 22 departments, in INE order. */
// One pure expression, so a bundle that never reads the data leaves it out.
export const GT_DEPARTMENTS: readonly GtDepartment[] = /* @__PURE__ */ (() => [
  department('GU', '01', 'Guatemala',
    'Guatemala|Santa Catarina Pinula|San José Pinula|San José del Golfo|Palencia|Chinautla|San Pedro Ayampuc|Mixco|' +
    'San Pedro Sacatepéquez|San Juan Sacatepéquez|San Raymundo|Chuarrancho|Fraijanes|Amatitlán|Villa Nueva|Villa Canales|' +
    'San Miguel Petapa'),
  department('PR', '02', 'El Progreso',
    'Guastatoya|Morazán|San Agustín Acasaguastlán|San Cristóbal Acasaguastlán|El Jícaro|Sansare|Sanarate|San Antonio La Paz'),
  department('SA', '03', 'Sacatepéquez',
    'Antigua Guatemala|Jocotenango|Pastores|Sumpango|Santo Domingo Xenacoj|Santiago Sacatepéquez|San Bartolomé Milpas Altas|' +
    'San Lucas Sacatepéquez|Santa Lucía Milpas Altas|Magdalena Milpas Altas|Santa María de Jesús|Ciudad Vieja|San Miguel Dueñas|' +
    'Alotenango|San Antonio Aguas Calientes|Santa Catarina Barahona'),
  department('CM', '04', 'Chimaltenango',
    'Chimaltenango|San José Poaquil|San Martín Jilotepeque|San Juan Comalapa|Santa Apolonia|Tecpán Guatemala|Patzún|' +
    'San Miguel Pochuta|Patzicía|Santa Cruz Balanyá|Acatenango|San Pedro Yepocapa|San Andrés Itzapa|Parramos|Zaragoza|El Tejar'),
  department('ES', '05', 'Escuintla',
    'Escuintla|Santa Lucía Cotzumalguapa|La Democracia|Siquinalá|Masagua|Tiquisate|La Gomera|Guanagazapa|San José|Iztapa|' +
    'Palín|San Vicente Pacaya|Nueva Concepción|Sipacate'),
  department('SR', '06', 'Santa Rosa',
    'Cuilapa|Barberena|Santa Rosa de Lima|Casillas|San Rafael Las Flores|Oratorio|San Juan Tecuaco|Chiquimulilla|Taxisco|' +
    'Santa María Ixhuatán|Guazacapán|Santa Cruz Naranjo|Pueblo Nuevo Viñas|Nueva Santa Rosa'),
  department('SO', '07', 'Sololá',
    'Sololá|San José Chacayá|Santa María Visitación|Santa Lucía Utatlán|Nahualá|Santa Catarina Ixtahuacán|' +
    'Santa Clara La Laguna|Concepción|San Andrés Semetabaj|Panajachel|Santa Catarina Palopó|San Antonio Palopó|' +
    'San Lucas Tolimán|Santa Cruz La Laguna|San Pablo La Laguna|San Marcos La Laguna|San Juan La Laguna|' +
    'San Pedro La Laguna|Santiago Atitlán'),
  department('TO', '08', 'Totonicapán',
    'Totonicapán|San Cristóbal Totonicapán|San Francisco El Alto|San Andrés Xecul|Momostenango|Santa María Chiquimula|' +
    'Santa Lucía La Reforma|San Bartolo'),
  department('QZ', '09', 'Quetzaltenango',
    'Quetzaltenango|Salcajá|Olintepeque|San Carlos Sija|Sibilia|Cabricán|Cajolá|San Miguel Sigüilá|San Juan Ostuncalco|' +
    'San Mateo|Concepción Chiquirichapa|San Martín Sacatepéquez|Almolonga|Cantel|Huitán|Zunil|Colomba Costa Cuca|' +
    'San Francisco La Unión|El Palmar|Coatepeque|Génova|Flores Costa Cuca|La Esperanza|Palestina de Los Altos'),
  department('SU', '10', 'Suchitepéquez',
    'Mazatenango|Cuyotenango|San Francisco Zapotitlán|San Bernardino|San José El Ídolo|Santo Domingo Suchitepéquez|' +
    'San Lorenzo|Samayac|San Pablo Jocopilas|San Antonio Suchitepéquez|San Miguel Panán|San Gabriel|Chicacao|Patulul|' +
    'Santa Bárbara|San Juan Bautista|Santo Tomás La Unión|Zunilito|Pueblo Nuevo|Río Bravo|San José La Máquina'),
  department('RE', '11', 'Retalhuleu',
    'Retalhuleu|San Sebastián|Santa Cruz Muluá|San Martín Zapotitlán|San Felipe|San Andrés Villa Seca|Champerico|' +
    'Nuevo San Carlos|El Asintal'),
  department('SM', '12', 'San Marcos',
    'San Marcos|San Pedro Sacatepéquez|San Antonio Sacatepéquez|Comitancillo|San Miguel Ixtahuacán|Concepción Tutuapa|' +
    'Tacaná|Sibinal|Tajumulco|Tejutla|San Rafael Pie de la Cuesta|Nuevo Progreso|El Tumbador|El Rodeo|Malacatán|Catarina|' +
    'Ayutla|Ocós|San Pablo|El Quetzal|La Reforma|Pajapita|Ixchiguán|San José Ojetenam|San Cristóbal Cucho|Sipacapa|' +
    'Esquipulas Palo Gordo|Río Blanco|San Lorenzo|La Blanca'),
  department('HU', '13', 'Huehuetenango',
    'Huehuetenango|Chiantla|Malacatancito|Cuilco|Nentón|San Pedro Necta|Jacaltenango|San Pedro Soloma|' +
    'San Ildefonso Ixtahuacán|Santa Bárbara|La Libertad|La Democracia|San Miguel Acatán|San Rafael La Independencia|' +
    'Todos Santos Cuchumatán|San Juan Atitán|Santa Eulalia|San Mateo Ixtatán|Colotenango|San Sebastián Huehuetenango|' +
    'Tectitán|Concepción Huista|San Juan Ixcoy|San Antonio Huista|San Sebastián Coatán|Santa Cruz Barillas|Aguacatán|' +
    'San Rafael Petzal|San Gaspar Ixchil|Santiago Chimaltenango|Santa Ana Huista|Unión Cantinil|Petatán'),
  department('QC', '14', 'Quiché',
    'Santa Cruz del Quiché|Chiché|Chinique|Zacualpa|Chajul|Chichicastenango|Patzité|San Antonio Ilotenango|' +
    'San Pedro Jocopilas|Cunén|San Juan Cotzal|Joyabaj|Nebaj|San Andrés Sajcabajá|Uspantán|Sacapulas|' +
    'San Bartolomé Jocotenango|Canillá|Chicamán|Ixcán|Pachalum'),
  department('BV', '15', 'Baja Verapaz',
    'Salamá|San Miguel Chicaj|Rabinal|Cubulco|Granados|El Chol|San Jerónimo|Purulhá'),
  department('AV', '16', 'Alta Verapaz',
    'Cobán|Santa Cruz Verapaz|San Cristóbal Verapaz|Tactic|Tamahú|Tucurú|Panzós|Senahú|San Pedro Carchá|San Juan Chamelco|' +
    'Lanquín|Cahabón|Chisec|Chahal|Fray Bartolomé de las Casas|Santa Catalina La Tinta|Raxruhá'),
  department('PE', '17', 'Petén',
    'Flores|San José|San Benito|San Andrés|La Libertad|San Francisco|Santa Ana|Dolores|San Luis|Sayaxché|' +
    'Melchor de Mencos|Poptún|Las Cruces|El Chal'),
  department('IZ', '18', 'Izabal', 'Puerto Barrios|Livingston|El Estor|Morales|Los Amates'),
  department('ZA', '19', 'Zacapa',
    'Zacapa|Estanzuela|Río Hondo|Gualán|Teculután|Usumatlán|Cabañas|San Diego|La Unión|Huité|San Jorge'),
  department('CQ', '20', 'Chiquimula',
    'Chiquimula|San José La Arada|San Juan Ermita|Jocotán|Camotán|Olopa|Esquipulas|Concepción Las Minas|Quezaltepeque|' +
    'San Jacinto|Ipala'),
  department('JA', '21', 'Jalapa',
    'Jalapa|San Pedro Pinula|San Luis Jilotepeque|San Manuel Chaparrón|San Carlos Alzatate|Monjas|Mataquescuintla'),
  department('JU', '22', 'Jutiapa',
    'Jutiapa|El Progreso|Santa Catarina Mita|Agua Blanca|Asunción Mita|Yupiltepeque|Atescatempa|Jerez|El Adelanto|' +
    'Zapotitlán|Comapa|Jalpatagua|Conguaco|Moyuta|Pasaco|San José Acatempa|Quesada'),
])();

/**
 * Other names in common use for a municipality, per department: alias →
 * official name. Matching ignores case, accents and spaces, so only
 * different words need an entry.
 */
export const GT_MUNICIPALITY_ALIASES: Readonly<Partial<Record<GtDepartmentId, Readonly<Record<string, string>>>>> = {
  GU: { 'Ciudad de Guatemala': 'Guatemala', 'Petapa': 'San Miguel Petapa' },
  SA: { 'La Antigua Guatemala': 'Antigua Guatemala', 'Antigua': 'Antigua Guatemala', 'San Juan Alotenango': 'Alotenango' },
  CM: {
    'Comalapa': 'San Juan Comalapa',
    'Tecpán': 'Tecpán Guatemala',
    'Pochuta': 'San Miguel Pochuta',
    'Yepocapa': 'San Pedro Yepocapa',
  },
  TO: { 'San Bartolo Aguas Calientes': 'San Bartolo' },
  QZ: { 'Ostuncalco': 'San Juan Ostuncalco', 'Colomba': 'Colomba Costa Cuca' },
  SM: { 'Tecún Umán': 'Ayutla', 'Ciudad Tecún Umán': 'Ayutla', 'San José El Rodeo': 'El Rodeo' },
  HU: { 'Soloma': 'San Pedro Soloma', 'Barillas': 'Santa Cruz Barillas' },
  QC: {
    'Santa María Nebaj': 'Nebaj',
    'Santo Tomás Chichicastenango': 'Chichicastenango',
    'San Miguel Uspantán': 'Uspantán',
    'San Gaspar Chajul': 'Chajul',
    'Santa Cruz Quiché': 'Santa Cruz del Quiché',
  },
  BV: { 'Santa Cruz El Chol': 'El Chol' },
  AV: {
    'San Miguel Tucurú': 'Tucurú',
    'San Agustín Lanquín': 'Lanquín',
    'Santa María Cahabón': 'Cahabón',
    'La Tinta': 'Santa Catalina La Tinta',
    'Fray Bartolomé': 'Fray Bartolomé de las Casas',
  },
};

/** A place name as it is compared: no accents, lower case, single spaces, trimmed ("  Cobán " → "coban"). */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The department with this id, case-insensitive: the alphabetic id ('SA') or the INE number ('03' or '3'). */
export function findGtDepartment(id: string): GtDepartment | undefined {
  const key = id.trim().toUpperCase();
  if (/^\d{1,2}$/.test(key)) return GT_DEPARTMENTS.find((d) => Number(d.ine) === Number(key));
  return GT_DEPARTMENTS.find((d) => d.id === key);
}

// Built on first use: department id → compared name → official name.
let municipalityIndex: Map<GtDepartmentId, Map<string, string>> | null = null;

function indexOfMunicipalities(): Map<GtDepartmentId, Map<string, string>> {
  if (municipalityIndex) return municipalityIndex;
  municipalityIndex = new Map();
  for (const d of GT_DEPARTMENTS) {
    const names = new Map<string, string>();
    for (const name of d.municipalities) names.set(placeKey(name), name);
    for (const [alias, official] of Object.entries(GT_MUNICIPALITY_ALIASES[d.id] ?? {}))
      if (!names.has(placeKey(alias))) names.set(placeKey(alias), official);
    municipalityIndex.set(d.id, names);
  }
  return municipalityIndex;
}

/**
 * The official name of the municipality `city` of the department `departmentId`
 * (either scheme), ignoring case, accents and surrounding spaces, aliases
 * included ("coban" in AV → "Cobán"); undefined when it is not one of them.
 */
export function findGtMunicipality(departmentId: string, city: string): string | undefined {
  const found = findGtDepartment(departmentId);
  return found ? indexOfMunicipalities().get(found.id)!.get(placeKey(city)) : undefined;
}
