/**
 * The facts a product title states (256 GB, 8 GB RAM, 27 pulgadas, 750 ml,
 * de cuero…), as the attributes that carry them. The seed builds a product's
 * attributes from these first, so its characteristics never contradict its
 * name: "Celular Orbix 5G 256 GB" has 256 GB of storage and a 5G network.
 */

export type AttributeDefs = readonly (readonly [string, readonly string[]])[];

const MATERIALS: Record<string, string> = {
  'acero inoxidable': 'Acero inoxidable',
  aluminio: 'Aluminio',
  bambú: 'Bambú',
  madera: 'Madera',
  pino: 'Pino',
  cedro: 'Cedro',
  cuero: 'Cuero',
  lino: 'Lino',
  algodón: 'Algodón',
  silicona: 'Silicona',
  tela: 'Tela',
  barro: 'Barro',
  manta: 'Manta',
  hierro: 'Hierro fundido',
  mezclilla: 'Mezclilla',
  seda: 'Seda',
  lona: 'Lona',
  franela: 'Franela',
  látex: 'Látex',
  metal: 'Metal',
};

const RESOLUTIONS: Record<string, string> = {
  'Full HD': 'Full HD (1920 × 1080)',
  '2K': '2K (2560 × 1440)',
  '4K': '4K (3840 × 2160)',
};

const GRAPES = ['Cabernet Sauvignon', 'Sauvignon Blanc', 'Chardonnay', 'Malbec', 'Merlot', 'Moscato', 'Garnacha'];

/** What a centimetre measure is called for this kind of thing. */
function lengthFact(title: string, n: string): [string, string] {
  if (/^Escritorio/.test(title)) return ['Ancho', `${n} cm`];
  if (/^Camino de mesa/.test(title)) return ['Largo', `${n} cm`];
  if (/^(Figura|Set de figuras)/.test(title)) return ['Altura', `${n} cm`];
  if (/^(Sartén|Comal|Maceta|Espejo)/.test(title)) return ['Diámetro', `${n} cm`];
  if (/^Cojín/.test(title)) return ['Medidas', `${n} × ${n} cm`];
  return ['Medidas', `${n} cm`];
}

/**
 * The attributes a title states, in the order it states them (the first
 * statement of an attribute wins). `options` are the attribute values the
 * product's template offers: a material the title names picks the option that
 * contains it ("con marco de madera" → "Vidrio y madera"). Liquids are
 * `Contenido` for what is drunk (`consumable`), else `Capacidad`.
 */
export function titleFacts(title: string, options: AttributeDefs = [], consumable = false): [string, string][] {
  const facts = new Map<string, string>();
  const add = (name: string, value: string) => {
    if (!facts.has(name)) facts.set(name, value);
  };
  const each = (pattern: RegExp, fn: (m: RegExpExecArray) => void) => {
    for (const m of title.matchAll(pattern)) fn(m as RegExpExecArray);
  };

  each(/\bCore (i[3579])\b/g, (m) => add('Procesador', `Intel Core ${m[1]}`));
  each(/\bRyzen ([3579])\b/g, (m) => add('Procesador', `AMD Ryzen ${m[1]}`));
  each(/(\d+(?:\.\d+)?) pulgadas\b/g, (m) => add('Pantalla', `${m[1]}"`));
  each(/(\d+) GB RAM\b/g, (m) => add('Memoria RAM', `${m[1]} GB`));
  each(/(\d+) (GB|TB) SSD\b/g, (m) => add('Almacenamiento', `${m[1]} ${m[2]} SSD`));
  each(/(\d+) (GB|TB)\b(?! RAM| SSD)/g, (m) => add('Almacenamiento', `${m[1]} ${m[2]}`));
  each(/\b(Full HD|2K|4K)\b/g, (m) => add('Resolución', RESOLUTIONS[m[1]!]!));
  each(/(\d+) Hz\b/g, (m) => add('Frecuencia', `${m[1]} Hz`));
  each(/\b([45])G\b/g, (m) => add('Red', `${m[1]}G`));
  each(/Bluetooth (\d\.\d)/g, (m) => add('Conexión', `Bluetooth ${m[1]}`));
  each(/(\d+) W\b/g, (m) => add('Potencia', `${m[1]} W`));
  each(/(\d+) cc\b/g, (m) => add('Cilindrada', `${m[1]} cc`));
  each(/\bautomática\b/g, () => add('Transmisión', 'Automática'));
  each(/(\d+(?:\.\d+)?) (ml|litros?)\b/g, (m) => add(consumable ? 'Contenido' : 'Capacidad', `${m[1]} ${m[2]}`));
  each(/(\d+) g\b/g, (m) => add('Contenido', `${m[1]} g`));
  each(/(\d+) tazas\b/g, (m) => add('Capacidad', `${m[1]} tazas`));
  each(/(\d+) piezas\b/g, (m) => add('Piezas', m[1]!));
  each(/(\d+) velocidades\b/g, (m) => add('Velocidades', m[1]!));
  each(/\baro (\d+)\b/g, (m) => add('Aro', m[1]!));
  each(/(\d+) lúmenes\b/g, (m) => add('Potencia de luz', `${m[1]} lúmenes`));
  each(/(\d+) cm\b/g, (m) => add(...lengthFact(title, m[1]!)));
  each(/(\d+) kg\b/g, (m) => add(/carga|caja/.test(title) ? 'Capacidad de carga' : 'Peso', `${m[1]} kg`));
  each(/(\d+) mm\b/g, (m) => add('Grosor', `${m[1]} mm`));
  each(/(\d+) (años?)\b/g, (m) => add(/garant/i.test(title) ? 'Vigencia' : 'Añejamiento', `${m[1]} ${m[2]}`));
  each(/\bnúmero (\d)\b/g, (m) => add('Tamaño', `Número ${m[1]}`));
  each(/\b(DOT|ECE 22\.06)(?![\w.])/g, (m) => add('Certificación', m[1]!));
  each(/\b(\d+)K\b/g, (m) => {
    if (/^(Inscripción|Entrada)/.test(title)) add('Distancia', `${m[1]} km`);
  });
  each(/\bMedio maratón\b/g, () => add('Distancia', '21 km'));
  each(/\bQ([\d,]+)\b/g, (m) => add('Monto', `Q${m[1]}`));
  each(/\bslim\b/gi, () => add('Corte', 'Slim'));
  each(/\bcancha (sintética|natural)\b/g, (m) => add('Uso', `Cancha ${m[1]}`));
  for (const grape of GRAPES) if (title.includes(grape)) add('Cepa', grape);
  each(/\bde (acero inoxidable|aluminio|bambú|madera|pino|cedro|cuero|lino|algodón|silicona|tela|barro|manta|hierro|mezclilla|seda|lona|franela|látex|metal)(?!\p{L})/giu, (m) => {
    const word = m[1]!.toLowerCase();
    const offered = options.find(([name]) => name === 'Material')?.[1].find((value) => value.toLowerCase().includes(word));
    add('Material', offered ?? MATERIALS[word]!);
  });
  return [...facts];
}
