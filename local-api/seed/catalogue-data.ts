import type { ProductType } from '../../src/domain';
import type { AttributeDefs } from './title-facts';

/** The fixed Spanish content the seed builds the demo catalogue from. */

export interface BrandDef {
  slug: string;
  name: string;
  description: string;
}

const brand = (slug: string, name: string, description: string): BrandDef => ({ slug, name, description });

export const BRANDS: readonly BrandDef[] = [
  brand('nexora', 'Nexora', 'Computadoras y accesorios pensados para estudiar y trabajar.'),
  brand('voltix', 'Voltix', 'Tecnología de alto rendimiento a precio justo.'),
  brand('sonaria', 'Sonaria', 'Audio nítido para la casa y para llevar.'),
  brand('kraftel', 'Kraftel', 'Pantallas y periféricos de uso profesional.'),
  brand('lumina', 'Lumina', 'Celulares y tablets con pantallas brillantes.'),
  brand('tecnova', 'Tecnova', 'Equipos confiables para el hogar y la oficina.'),
  brand('pixelia', 'Pixelia', 'Videojuegos y entretenimiento digital.'),
  brand('audiora', 'Audiora', 'Audífonos y bocinas con sonido envolvente.'),
  brand('zentro', 'Zentro', 'Consolas y accesorios para jugadores exigentes.'),
  brand('orbix', 'Orbix', 'Dispositivos móviles resistentes y duraderos.'),
  brand('casaviva', 'Casaviva', 'Todo para una casa alegre y funcional.'),
  brand('cocinarte', 'Cocinarte', 'Utensilios de cocina para el día a día.'),
  brand('hogari', 'Hogarí', 'Electrodomésticos prácticos y eficientes.'),
  brand('maderal', 'Maderal', 'Muebles de madera hechos para durar.'),
  brand('textilia', 'Textilia', 'Textiles y decoración con color local.'),
  brand('quetzalia', 'Quetzalia', 'Moda inspirada en Guatemala.'),
  brand('urbano', 'Urbano', 'Ropa casual para la ciudad.'),
  brand('tejidos-maya', 'Tejidos Maya', 'Prendas tejidas con técnicas tradicionales.'),
  brand('andante', 'Andante', 'Calzado cómodo para caminar todo el día.'),
  brand('brisa', 'Brisa', 'Ropa ligera para climas cálidos.'),
  brand('atletik', 'Atletik', 'Equipo deportivo para entrenar en serio.'),
  brand('cumbre', 'Cumbre', 'Equipo de montaña y ciclismo.'),
  brand('ruedas-gt', 'Ruedas GT', 'Bicicletas y accesorios de ciclismo.'),
  brand('golazo', 'Golazo', 'Todo para el fútbol.'),
  brand('jugarte', 'Jugarte', 'Juegos de mesa para toda la familia.'),
  brand('ludika', 'Lúdika', 'Juguetes que despiertan la imaginación.'),
  brand('pequenos-genios', 'Pequeños Genios', 'Juguetes didácticos para bebés y niños.'),
  brand('motovia', 'Motovía', 'Motocicletas urbanas económicas.'),
  brand('rayo-motors', 'Rayo Motors', 'Motocicletas de trabajo y reparto.'),
  brand('volcan-motos', 'Volcán Motos', 'Motocicletas y cascos certificados.'),
  brand('editorial-ceiba', 'Editorial Ceiba', 'Narrativa centroamericana contemporánea.'),
  brand('ediciones-quetzal', 'Ediciones Quetzal', 'Libros de historia, ciencia y divulgación.'),
  brand('editorial-lago-azul', 'Editorial Lago Azul', 'Literatura infantil y juvenil.'),
  brand('letras-del-sur', 'Letras del Sur', 'Novela negra y romántica en español.'),
  brand('boleteria-central', 'Boletería Central', 'Entradas para conciertos y eventos deportivos.'),
  brand('escenarios-gt', 'Escenarios GT', 'Teatro y espectáculos en vivo.'),
  brand('servihogar', 'ServiHogar', 'Instalaciones a domicilio con técnicos certificados.'),
  brand('tecnicasa', 'TecniCasa', 'Garantías extendidas y soporte técnico.'),
  brand('expendia', 'Expendia', 'Bebidas y snacks en máquinas expendedoras.'),
  brand('tienda', 'Tienda', 'Tarjetas de regalo y artículos de la casa.'),
  brand('cafe-altiplano', 'Café Altiplano', 'Café y bebidas de las tierras altas.'),
  brand('promoarte', 'PromoArte', 'Artículos promocionales personalizados.'),
  brand('vinedos-del-sol', 'Viñedos del Sol', 'Vinos importados seleccionados.'),
  brand('destileria-antigua', 'Destilería Antigua', 'Rones y licores añejados.'),
  brand('snackeria', 'Snackería', 'Botanas crujientes para cualquier momento.'),
];

export interface AuthorDef {
  name: string;
  bio: string;
}

export const AUTHORS: readonly AuthorDef[] = [
  { name: 'Mariela Cifuentes', bio: 'Novelista guatemalteca; escribe sobre la memoria de los pueblos del altiplano.' },
  { name: 'Rodrigo Asturias Molina', bio: 'Historiador y narrador, autor de varias sagas ambientadas en la colonia.' },
  { name: 'Lucía Barrios', bio: 'Periodista convertida en autora de novela policiaca.' },
  { name: 'Tomás Herrera Quan', bio: 'Divulgador científico y profesor universitario de física.' },
  { name: 'Isabel Monzón', bio: 'Autora de cuentos infantiles traducidos a cinco idiomas.' },
  { name: 'Andrés Solórzano', bio: 'Poeta y novelista; ganador de varios premios centroamericanos.' },
  { name: 'Gabriela Ixcot', bio: 'Escritora k\'iche\' que mezcla leyendas mayas con fantasía juvenil.' },
  { name: 'Fernando Castañeda', bio: 'Escribe novela romántica ambientada en la Antigua Guatemala.' },
  { name: 'Daniela Orellana', bio: 'Bióloga y autora de libros de naturaleza para todo público.' },
  { name: 'Julio César Arriaga', bio: 'Autor de thrillers urbanos ambientados en la capital.' },
  { name: 'Valeria Sandoval', bio: 'Ilustradora y escritora de álbumes para primeros lectores.' },
  { name: 'Marco Antonio Recinos', bio: 'Investigador de la historia del café en Centroamérica.' },
  { name: 'Sofía Aldana', bio: 'Escritora de novela histórica sobre mujeres olvidadas.' },
  { name: 'Héctor Pineda Lau', bio: 'Matemático y autor de libros de ciencia recreativa.' },
  { name: 'Carmen Estrada', bio: 'Novelista y guionista; sus historias suceden junto al mar.' },
  { name: 'Pablo Estuardo Gil', bio: 'Escritor de misterio con un detective de la Zona 1.' },
  { name: 'Ana Lucía Girón', bio: 'Autora juvenil sobre amistad, volcanes y aventuras.' },
  { name: 'Ricardo Menchú Ortiz', bio: 'Cronista de viajes por la ruta maya.' },
];

export const COLOURS: readonly { name: string; hex: string }[] = [
  { name: 'Negro', hex: '#1F1F1F' },
  { name: 'Blanco', hex: '#F5F5F5' },
  { name: 'Azul marino', hex: '#1B2A4A' },
  { name: 'Rojo', hex: '#C62828' },
  { name: 'Verde olivo', hex: '#6B7A3A' },
  { name: 'Gris', hex: '#8A8A8A' },
  { name: 'Rosa', hex: '#E91E63' },
  { name: 'Beige', hex: '#D8C8A8' },
];

export const CLOTHING_SIZES: readonly string[] = ['XS', 'S', 'M', 'L', 'XL'];
export const SHOE_SIZES: readonly string[] = ['37', '38', '39', '40', '41', '42', '43'];

/** What the long description says beyond the short one. */
export interface ProductCopy {
  /** What it is for and who it suits: the opening paragraph. */
  use: string;
  /** What comes in the box, or what the shopper receives. */
  box: string;
  /** How to look after it. */
  care: string;
}

/** One kind of product of a category: its noun, the qualifiers that fit it, and what is proper to it. */
export interface ProductLine {
  noun: string;
  qualifiers: readonly string[];
  /** Attribute values proper to this line; they replace the template's of the same name. */
  attributes?: AttributeDefs;
  features?: readonly string[];
  copy?: Partial<ProductCopy>;
}

const line = (noun: string, qualifiers: readonly string[], extra: Omit<ProductLine, 'noun' | 'qualifiers'> = {}): ProductLine => ({
  noun,
  qualifiers,
  ...extra,
});

/** How the products of a leaf category are made. */
export interface ProductTemplate {
  type: ProductType;
  count: number;
  brands: readonly string[];
  /** Title = noun + brand + one of that noun's qualifiers, unless `titles` gives them outright. */
  lines?: readonly ProductLine[];
  /** Fixed titles, each optionally with attribute values only it has (an event's venue). */
  titles?: readonly (string | readonly [string, AttributeDefs])[];
  /** Book titles: one of `first` + one of `second`. */
  bookTitle?: { first: readonly string[]; second: readonly string[] };
  price: readonly [number, number];
  weight: readonly [number, number];
  variants?: 'color' | 'size' | 'shoe-size';
  warrantyMonths?: number;
  attributes?: AttributeDefs;
  features: readonly string[];
  copy: ProductCopy;
  /** Food and drink: a volume in the title is its `Contenido`, not a `Capacidad`. */
  consumable?: boolean;
}

export interface CategoryDef {
  name: string;
  slug?: string;
  description: string;
  over18?: boolean;
  disabledOnMobile?: boolean;
  children?: readonly CategoryDef[];
  products?: ProductTemplate;
}

const COMPUTER_FEATURES = ['arranque en segundos', 'teclado cómodo para escribir horas', 'Wi-Fi 6 y Bluetooth 5.3', 'batería para toda la jornada'];
const PHONE_FEATURES = ['batería para todo el día', 'carga rápida', 'pantalla brillante que se lee bajo el sol', 'doble SIM'];
const HOME_FEATURES = ['materiales resistentes', 'diseño moderno', 'acabado de buena calidad', 'pensado para el uso diario'];
const FASHION_FEATURES = ['tela fresca y suave', 'corte cómodo', 'costuras reforzadas', 'colores que no se destiñen'];
const SHOE_FEATURES = ['plantilla acolchada', 'suela que no resbala', 'ligeros para caminar todo el día', 'horma cómoda desde el primer día'];
const SPORT_FEATURES = ['material ligero', 'gran resistencia', 'agarre seguro', 'aguanta el entrenamiento diario'];
const TOY_FEATURES = ['piezas seguras y sin tóxicos', 'estimula la creatividad', 'para jugar en familia'];
const BOOK_FEATURES = ['edición en español', 'impresión nítida en papel ahuesado', 'letra cómoda de leer'];
const BOOK_ATTRIBUTES = [
  ['Encuadernación', ['Tapa blanda', 'Tapa dura']],
  ['Idioma', ['Español']],
  ['Páginas', ['184', '240', '312', '356', '420', '512']],
] as const;
const BOOK_BOX = 'El libro nuevo, con su factura electrónica; lo enviamos protegido en cartón para que las esquinas lleguen intactas.';
const BOOK_CARE = 'Guárdalo de pie y lejos de la humedad y del sol directo, así el papel no se amarilla ni se ondula.';
const CLOTHES_CARE = 'Lávala del revés con agua fría y colores parecidos, sin cloro; sécala a la sombra y plánchala a temperatura media.';

export const CATEGORY_TREE: readonly CategoryDef[] = [
  {
    name: 'Tecnología',
    description: 'Computadoras, celulares, audio y videojuegos.',
    children: [
      {
        name: 'Computadoras',
        description: 'Laptops, computadoras de escritorio y monitores.',
        children: [
          {
            name: 'Laptops',
            description: 'Laptops para estudiar, trabajar y jugar.',
            products: {
              type: 'SIMPLE', count: 24, brands: ['nexora', 'voltix', 'tecnova', 'kraftel'],
              lines: [
                line('Laptop', ['14 pulgadas 8 GB RAM', '15.6 pulgadas 16 GB RAM', 'Core i5 512 GB SSD', 'Ryzen 5 16 GB RAM']),
                line('Laptop ultradelgada', ['13 pulgadas 16 GB RAM', '14 pulgadas 512 GB SSD', 'Core i7 1 TB SSD']),
                line('Laptop para juegos', ['16 pulgadas 1 TB SSD', 'Ryzen 7 32 GB RAM', '15.6 pulgadas 165 Hz'], {
                  copy: { use: 'Pensada para jugar títulos exigentes sin bajar la calidad gráfica, y también para editar video o transmitir en vivo.' },
                }),
                line('Laptop 2 en 1', ['13 pulgadas 8 GB RAM', '14 pulgadas 256 GB SSD'], {
                  copy: { use: 'Su pantalla táctil gira hasta quedar como tableta: sirve para tomar apuntes a mano, dibujar o ver series en la cama.' },
                }),
              ],
              price: [3500, 15000], weight: [1.1, 2.6], warrantyMonths: 12,
              attributes: [['Procesador', ['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5', 'AMD Ryzen 7']], ['Memoria RAM', ['8 GB', '16 GB', '32 GB']], ['Almacenamiento', ['256 GB SSD', '512 GB SSD', '1 TB SSD']], ['Pantalla', ['13"', '14"', '15.6"', '16"']], ['Sistema operativo', ['Windows 11', 'Linux']]],
              features: COMPUTER_FEATURES,
              copy: {
                use: 'Ideal para clases en línea, trabajo de oficina y videollamadas: abre varias pestañas, hojas de cálculo y presentaciones a la vez sin trabarse.',
                box: 'La laptop, su cargador USB-C de 65 W con cable y una guía de inicio rápido en español.',
                care: 'Límpiala apagada con un paño de microfibra apenas húmedo; no la uses sobre cama o cojines, que tapan las rejillas de ventilación.',
              },
            },
          },
          {
            name: 'Computadoras de escritorio',
            slug: 'computadoras-de-escritorio',
            description: 'Equipos de escritorio y todo en uno.',
            products: {
              type: 'SIMPLE', count: 12, brands: ['nexora', 'tecnova', 'voltix'],
              lines: [
                line('Computadora de escritorio', ['Core i5 16 GB RAM', 'Ryzen 5 8 GB RAM', 'Core i7 32 GB RAM', '1 TB SSD']),
                line('Computadora todo en uno', ['24 pulgadas', '27 pulgadas Core i7'], {
                  copy: { box: 'La computadora con la pantalla integrada, su base, teclado y mouse inalámbricos, el cable de corriente y la guía de instalación.' },
                }),
                line('Mini PC', ['Core i5 8 GB RAM', 'Ryzen 7 16 GB RAM', '512 GB SSD'], {
                  copy: { box: 'La mini PC, su fuente de poder, un soporte para fijarla detrás del monitor y la guía de instalación.' },
                }),
              ],
              price: [2500, 12000], weight: [1.5, 9], warrantyMonths: 12,
              attributes: [['Procesador', ['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5']], ['Memoria RAM', ['8 GB', '16 GB', '32 GB']], ['Almacenamiento', ['512 GB SSD', '1 TB SSD']]],
              features: ['arranque en segundos', 'puertos USB-C y HDMI al frente', 'Wi-Fi 6 y Bluetooth 5.3', 'funcionamiento silencioso'],
              copy: {
                use: 'Para la oficina en casa, la contabilidad del negocio o las tareas de toda la familia: un equipo fijo que rinde años sin pedir mucho.',
                box: 'El equipo, el cable de corriente, teclado y mouse con cable y la guía de instalación.',
                care: 'Déjale unos 10 cm libres atrás para que respire y quítale el polvo de las rejillas cada pocos meses; conéctala a un regulador de voltaje.',
              },
            },
          },
          {
            name: 'Monitores',
            description: 'Monitores para oficina, diseño y juegos.',
            products: {
              type: 'SIMPLE', count: 14, brands: ['kraftel', 'tecnova', 'voltix'],
              lines: [
                line('Monitor', ['24 pulgadas Full HD', '27 pulgadas 2K', '22 pulgadas Full HD', '32 pulgadas 4K']),
                line('Monitor curvo', ['27 pulgadas 2K', '32 pulgadas 4K']),
                line('Monitor para juegos', ['27 pulgadas 165 Hz', '24 pulgadas 144 Hz'], { attributes: [['Frecuencia', ['144 Hz', '165 Hz']]] }),
              ],
              price: [900, 5500], weight: [2.5, 7.5], warrantyMonths: 12,
              attributes: [['Pantalla', ['22"', '24"', '27"', '32"']], ['Resolución', ['Full HD (1920 × 1080)', '2K (2560 × 1440)', '4K (3840 × 2160)']], ['Frecuencia', ['60 Hz', '75 Hz']], ['Entradas', ['HDMI y DisplayPort']]],
              features: ['colores fieles', 'bordes delgados', 'filtro de luz azul', 'base con altura ajustable'],
              copy: {
                use: 'Sirve para trabajar con dos ventanas lado a lado, retocar fotos o conectar tu laptop y ver todo más grande.',
                box: 'El monitor, su base, un cable HDMI, el cable de corriente y la guía de armado.',
                care: 'Limpia la pantalla solo con un paño seco de microfibra, sin alcohol ni limpiavidrios, y muévelo tomándolo del marco.',
              },
            },
          },
          {
            name: 'Kits y combos',
            slug: 'kits-y-combos',
            description: 'Combos de computadora, monitor y accesorios a mejor precio.',
            products: {
              type: 'BUNDLE', count: 8, brands: ['nexora', 'tecnova'],
              lines: [
                line('Combo oficina en casa', ['básico', 'completo']),
                line('Kit estudiante', ['básico', 'plus']),
                line('Combo gamer', ['pro', 'completo']),
                line('Kit teletrabajo', ['plus', 'pro']),
              ],
              price: [4000, 18000], weight: [4, 12], warrantyMonths: 12,
              features: ['todo lo que necesitas en una sola compra', 'ahorra frente a la compra por separado'],
              copy: {
                use: 'Reúne en un solo pedido los equipos que se usan juntos, elegidos para que funcionen bien entre sí desde el primer día.',
                box: 'Cada equipo del combo en su caja original, con sus cables y manuales, y una sola factura por el conjunto.',
                care: 'Cada equipo conserva sus propios cuidados: revisa la guía que trae en su caja antes de instalarlo.',
              },
            },
          },
        ],
      },
      {
        name: 'Celulares y tablets',
        slug: 'celulares-y-tablets',
        description: 'Teléfonos inteligentes, tablets y accesorios.',
        children: [
          {
            name: 'Celulares',
            description: 'Teléfonos inteligentes liberados.',
            products: {
              type: 'SIMPLE', count: 24, brands: ['lumina', 'orbix', 'voltix'], variants: 'color',
              lines: [
                line('Celular', ['128 GB', '256 GB', '64 GB 4G', '5G 256 GB']),
                line('Smartphone', ['Lite 128 GB', 'Pro 512 GB', '5G 128 GB']),
                line('Celular plegable', ['5G 512 GB', '5G 256 GB'], {
                  copy: { use: 'Se dobla por la mitad para caber en cualquier bolsillo y se abre como un librito para leer, ver videos o usar dos aplicaciones a la vez.' },
                }),
              ],
              price: [1200, 11000], weight: [0.15, 0.25], warrantyMonths: 12,
              attributes: [['Almacenamiento', ['64 GB', '128 GB', '256 GB', '512 GB']], ['Red', ['4G', '5G']], ['Pantalla', ['6.1"', '6.5"', '6.7"']], ['Cámara', ['48 MP', '50 MP', '108 MP']]],
              features: PHONE_FEATURES,
              copy: {
                use: 'Liberado para cualquier compañía de Guatemala: mete tu chip y listo. Su cámara saca fotos nítidas de noche y graba video estable.',
                box: 'El teléfono, un cable USB-C, la herramienta para abrir la bandeja del chip y la guía de inicio. El cargador de pared se vende aparte.',
                care: 'Usa un protector de vidrio templado y un estuche; no lo dejes cargando entre las cobijas ni al sol dentro del carro.',
              },
            },
          },
          {
            name: 'Tablets',
            description: 'Tablets para leer, estudiar y ver series.',
            products: {
              type: 'SIMPLE', count: 12, brands: ['lumina', 'orbix', 'tecnova'], variants: 'color',
              lines: [
                line('Tablet', ['10 pulgadas 64 GB', '11 pulgadas 128 GB']),
                line('Tablet para niños', ['8 pulgadas 32 GB', '10 pulgadas 32 GB'], {
                  copy: {
                    use: 'Con control parental para decidir qué aplicaciones y cuánto tiempo usa cada niño, y aplicaciones educativas en español.',
                    box: 'La tablet dentro de un estuche de hule antigolpes con agarradera, un cable USB-C y la guía de inicio.',
                  },
                }),
                line('Tablet con teclado', ['11 pulgadas 128 GB', '10 pulgadas 64 GB'], {
                  copy: { box: 'La tablet, su funda con teclado magnético en español, un cable USB-C y la guía de inicio.' },
                }),
              ],
              price: [900, 6500], weight: [0.3, 0.7], warrantyMonths: 12,
              attributes: [['Pantalla', ['8"', '10"', '11"']], ['Almacenamiento', ['32 GB', '64 GB', '128 GB']]],
              features: ['batería para todo el día', 'pantalla brillante', 'bocinas estéreo', 'liviana para llevar a todos lados'],
              copy: {
                use: 'Para leer, estudiar, hacer videollamadas y ver series; su tamaño es cómodo para sostenerla con una mano.',
                box: 'La tablet, un cable USB-C, un cargador de pared y la guía de inicio.',
                care: 'Guárdala en una funda, límpiala con un paño suave y no la dejes cargando toda la noche todos los días.',
              },
            },
          },
        ],
      },
      {
        name: 'Audio',
        description: 'Audífonos, bocinas y sonido.',
        children: [
          {
            name: 'Audífonos',
            description: 'Audífonos inalámbricos y con cable.',
            products: {
              type: 'SIMPLE', count: 18, brands: ['sonaria', 'audiora'], variants: 'color',
              lines: [
                line('Audífonos inalámbricos', ['con cancelación de ruido', 'Bluetooth 5.3', 'de larga duración']),
                line('Audífonos de diadema', ['con cancelación de ruido', 'con micrófono', 'plegables']),
                line('Audífonos deportivos', ['Bluetooth 5.3', 'resistentes al sudor'], {
                  copy: { use: 'Se sujetan firmes a la oreja para correr, ir en bicicleta o entrenar, y aguantan el sudor y la lluvia ligera.' },
                }),
              ],
              price: [150, 2800], weight: [0.05, 0.35], warrantyMonths: 6,
              attributes: [['Conexión', ['Bluetooth 5.3', 'Bluetooth 5.2']], ['Autonomía', ['20 horas', '30 horas', '40 horas']]],
              features: ['sonido claro con bajos profundos', 'se conectan solos al sacarlos del estuche', 'micrófono para llamadas'],
              copy: {
                use: 'Para escuchar música en el bus, atender llamadas con las manos libres o concentrarte en la oficina.',
                box: 'Los audífonos, su estuche de carga, un cable USB-C y almohadillas de tres tamaños.',
                care: 'Limpia las almohadillas con un paño seco y guárdalos en su estuche; no los cargues si están mojados de sudor.',
              },
            },
          },
          {
            name: 'Bocinas',
            description: 'Bocinas portátiles y barras de sonido.',
            products: {
              type: 'SIMPLE', count: 12, brands: ['sonaria', 'audiora', 'voltix'],
              lines: [
                line('Bocina portátil', ['resistente al agua', '20 W', 'con luces'], { attributes: [['Potencia', ['10 W', '20 W', '30 W']], ['Conexión', ['Bluetooth 5.3']]] }),
                line('Barra de sonido', ['120 W', 'estéreo', 'con subwoofer'], {
                  attributes: [['Potencia', ['60 W', '120 W', '200 W']], ['Conexión', ['HDMI ARC y Bluetooth', 'Óptica y Bluetooth']]],
                  copy: {
                    use: 'Se coloca frente al televisor y hace que los diálogos se entiendan y que las películas y los partidos suenen como en el cine.',
                    box: 'La barra de sonido, su control remoto con baterías, un cable HDMI, el cable de corriente y soportes para colgarla en la pared.',
                  },
                }),
                line('Bocina inteligente', ['con asistente de voz', 'estéreo'], { attributes: [['Potencia', ['20 W', '40 W']], ['Conexión', ['Wi-Fi y Bluetooth']]] }),
              ],
              price: [200, 4500], weight: [0.4, 4.5], warrantyMonths: 6,
              features: ['sonido potente y sin distorsión', 'se empareja en segundos', 'bajos que se sienten'],
              copy: {
                use: 'Para llevar la música al patio, a la playa o a la reunión familiar; se conecta al celular sin cables.',
                box: 'La bocina, un cable de carga USB-C y la guía de inicio.',
                care: 'Cárgala por completo antes del primer uso; si se moja, sécala y espera a que esté seca para conectarla.',
              },
            },
          },
        ],
      },
      {
        name: 'Videojuegos',
        description: 'Consolas y juegos digitales.',
        children: [
          {
            name: 'Consolas',
            description: 'Consolas de videojuegos y controles.',
            products: {
              type: 'SIMPLE', count: 8, brands: ['zentro', 'pixelia'],
              lines: [
                line('Consola', ['edición estándar 1 TB', 'edición digital 512 GB'], { attributes: [['Almacenamiento', ['512 GB', '1 TB']], ['Resolución', ['4K (3840 × 2160)']]] }),
                line('Consola portátil', ['OLED 64 GB', 'Lite 32 GB'], {
                  attributes: [['Almacenamiento', ['32 GB', '64 GB']], ['Resolución', ['720p', '1080p']]],
                  copy: { box: 'La consola portátil, sus dos controles desmontables, la base para conectarla al televisor, un cable HDMI y el cargador.' },
                }),
                line('Control inalámbrico', ['con vibración', 'recargable'], {
                  attributes: [['Conexión', ['Bluetooth']], ['Autonomía', ['15 horas', '40 horas']]],
                  features: ['agarre cómodo para sesiones largas', 'vibración que se siente en cada jugada', 'batería recargable'],
                  copy: {
                    use: 'Un control extra para jugar de a dos en la misma consola, o para tener uno cargado mientras el otro se carga.',
                    box: 'El control y su cable de carga USB-C.',
                    care: 'Límpialo con un paño seco; guárdalo lejos del piso y de las mascotas, y cárgalo antes de que se agote del todo.',
                  },
                }),
              ],
              price: [450, 6500], weight: [0.3, 4.5], warrantyMonths: 12,
              features: ['gráficos fluidos', 'juego en línea con amigos', 'catálogo con juegos en español'],
              copy: {
                use: 'Para jugar en familia en la sala o en línea con amigos; también sirve para ver series y películas en el televisor.',
                box: 'La consola, un control inalámbrico, un cable HDMI, el cable de corriente y un cable USB-C para cargar el control.',
                care: 'Colócala en un lugar ventilado, nunca dentro de un mueble cerrado, y quítale el polvo de las rejillas de vez en cuando.',
              },
            },
          },
          {
            name: 'Juegos digitales',
            slug: 'juegos-digitales',
            description: 'Códigos de descarga de videojuegos.',
            products: {
              type: 'DIGITAL', count: 16, brands: ['pixelia', 'zentro'],
              lines: [
                line('Juego digital', ['Aventura en el Volcán', 'Fútbol Chapín 2026', 'Carreras de la Costa Sur', 'Leyendas del Mundo Maya', 'Selva de Petén']),
                line('Código de descarga', ['Granja Feliz', 'Estrategia Galáctica', 'Misterio en Antigua', 'Ritmo y Marimba', 'Guardianes del Lago']),
              ],
              price: [80, 550], weight: [0, 0],
              attributes: [['Plataforma', ['Consola Zentro', 'PC', 'Consola portátil']], ['Clasificación', ['Todo público', 'Mayores de 12', 'Mayores de 16']]],
              features: ['entrega inmediata, sin esperar envío', 'partidas guardadas en la nube', 'voces y textos en español'],
              copy: {
                use: 'Es el juego completo en formato digital: lo descargas en tu consola o PC y queda en tu biblioteca para siempre, sin discos que se rayen.',
                box: 'Recibes un código de canje en tu correo y en «Mis pedidos», con los pasos para activarlo. No se envía nada físico.',
                care: 'El código se canjea una sola vez: guárdalo en un lugar seguro hasta activarlo y no lo compartas en redes.',
              },
            },
          },
        ],
      },
    ],
  },
  {
    name: 'Hogar',
    description: 'Cocina, muebles y decoración.',
    children: [
      {
        name: 'Cocina',
        description: 'Utensilios y electrodomésticos de cocina.',
        children: [
          {
            name: 'Utensilios',
            description: 'Ollas, sartenes, cuchillos y más.',
            products: {
              type: 'SIMPLE', count: 20, brands: ['cocinarte', 'casaviva'],
              lines: [
                line('Juego de ollas', ['de 5 piezas', 'de 7 piezas', 'de acero inoxidable'], {
                  attributes: [['Material', ['Acero inoxidable', 'Aluminio']], ['Apto para lavavajillas', ['Sí']]],
                  copy: { box: 'Las ollas con sus tapas de vidrio templado y un folleto de uso y cuidado.' },
                }),
                line('Sartén antiadherente', ['28 cm', '24 cm', 'profesional'], {
                  attributes: [['Material', ['Aluminio']], ['Apto para lavavajillas', ['No']]],
                  copy: { care: 'Usa cucharas de madera o silicona, no la calientes vacía a fuego alto y lávala a mano con esponja suave para cuidar el antiadherente.' },
                }),
                line('Set de cuchillos', ['de 6 piezas', 'profesional'], {
                  attributes: [['Material', ['Acero inoxidable']], ['Apto para lavavajillas', ['No']]],
                  copy: {
                    box: 'Los cuchillos en su bloque de madera, con tijeras de cocina y una chaira para afilar.',
                    care: 'Lávalos a mano y sécalos enseguida; córtalos sobre tablas de madera o plástico, nunca sobre vidrio o piedra.',
                  },
                }),
                line('Tabla para picar', ['de bambú', 'de madera', 'grande'], { attributes: [['Material', ['Bambú', 'Madera']], ['Apto para lavavajillas', ['No']]] }),
                line('Comal de hierro', ['30 cm', 'redondo'], {
                  attributes: [['Material', ['Hierro fundido']], ['Apto para lavavajillas', ['No']]],
                  copy: {
                    use: 'Perfecto para tortear, calentar tortillas y asar chiles, cebolla y tomate para el chirmol; retiene el calor parejo.',
                    care: 'Después de lavarlo, sécalo al fuego y úntale unas gotas de aceite para que no se oxide ni se pegue la masa.',
                  },
                }),
                line('Juego de cucharas de madera', ['de 5 piezas', 'de 3 piezas'], { attributes: [['Material', ['Madera']], ['Apto para lavavajillas', ['No']]] }),
              ],
              price: [60, 1500], weight: [0.3, 6],
              features: HOME_FEATURES,
              copy: {
                use: 'Para la cocina de todos los días: del desayuno de frijoles y huevos al caldo del domingo. Funciona en estufa de gas y eléctrica.',
                box: 'La pieza o el juego tal como se describe en el título, en su caja, con un folleto de uso y cuidado.',
                care: 'Lávalo con agua tibia y jabón suave y sécalo bien antes de guardarlo; evita las fibras metálicas.',
              },
            },
          },
          {
            name: 'Electrodomésticos de cocina',
            slug: 'electrodomesticos-de-cocina',
            description: 'Licuadoras, cafeteras, freidoras y más.',
            products: {
              type: 'SIMPLE', count: 16, brands: ['hogari', 'casaviva', 'tecnova'],
              lines: [
                line('Licuadora', ['600 W', 'de 1.5 litros', 'de 10 velocidades'], {
                  attributes: [['Potencia', ['600 W', '900 W']], ['Capacidad', ['1.5 litros', '2 litros']]],
                  copy: { use: 'Para licuados, salsas, el chirmol y el atol; tritura hielo y deja las bebidas sin grumos.' },
                }),
                line('Cafetera', ['de 12 tazas', 'programable'], {
                  attributes: [['Potencia', ['900 W']], ['Capacidad', ['10 tazas', '12 tazas']]],
                  copy: { use: 'Prepara el café de la mañana para toda la familia; la placa lo mantiene caliente hasta por dos horas.' },
                }),
                line('Freidora de aire', ['5 litros', 'digital', 'de 3.5 litros'], {
                  attributes: [['Potencia', ['1500 W']], ['Capacidad', ['3.5 litros', '5 litros']]],
                  copy: { use: 'Dora papas, pollo y plátanos con una cucharada de aceite o ninguna, en menos tiempo que el horno.' },
                }),
                line('Horno tostador', ['compacto', 'con convección'], { attributes: [['Potencia', ['1200 W']], ['Capacidad', ['12 litros', '20 litros']]] }),
                line('Batidora de pedestal', ['5 litros', '600 W'], {
                  attributes: [['Potencia', ['600 W', '800 W']], ['Capacidad', ['5 litros']]],
                  copy: { box: 'La batidora, su tazón de acero inoxidable, tres accesorios (globo, gancho y paleta) y el recetario.' },
                }),
                line('Olla arrocera', ['de 10 tazas', 'digital'], { attributes: [['Potencia', ['500 W']], ['Capacidad', ['6 tazas', '10 tazas']]] }),
              ],
              price: [180, 3200], weight: [1, 8], warrantyMonths: 12,
              attributes: [['Voltaje', ['110 V']]],
              features: ['fácil de usar', 'piezas que se lavan sin complicaciones', 'diseño compacto que cabe en cualquier mesa'],
              copy: {
                use: 'Ahorra tiempo en la cocina de todos los días: menos trastes, menos espera y resultados parejos.',
                box: 'El aparato, sus accesorios, el manual en español y el recetario de bienvenida.',
                care: 'Desconéctalo antes de limpiarlo; lava las piezas desmontables con agua y jabón y pasa un paño húmedo por el cuerpo, sin sumergirlo.',
              },
            },
          },
        ],
      },
      {
        name: 'Muebles',
        description: 'Muebles para sala y oficina en casa.',
        children: [
          {
            name: 'Sala',
            slug: 'muebles-de-sala',
            description: 'Sofás, mesas de centro y libreras.',
            products: {
              type: 'SIMPLE', count: 10, brands: ['maderal', 'casaviva'], variants: 'color',
              lines: [
                line('Sofá de tres plazas', ['moderno', 'escandinavo'], { attributes: [['Material', ['Tela', 'Cuero sintético']], ['Requiere armado', ['No']]] }),
                line('Mesa de centro', ['de pino', 'de cedro'], { attributes: [['Material', ['Pino', 'Cedro']], ['Requiere armado', ['Sí']]] }),
                line('Librera', ['de pino', 'moderna'], { attributes: [['Material', ['Pino', 'MDF']], ['Requiere armado', ['Sí']]] }),
                line('Sillón reclinable', ['de tela', 'moderno'], { attributes: [['Material', ['Tela', 'Cuero sintético']], ['Requiere armado', ['No']]] }),
              ],
              price: [800, 9000], weight: [8, 60],
              features: HOME_FEATURES,
              copy: {
                use: 'Hecho para la sala de todos los días: aguanta visitas, niños y tardes de película sin perder la forma.',
                box: 'El mueble protegido con esquineros y plástico; si requiere armado, trae los herrajes, la llave Allen y el instructivo ilustrado.',
                care: 'Sacude el polvo con un paño seco, evita el sol directo para que no se decolore y limpia las manchas enseguida con un paño húmedo.',
              },
            },
          },
          {
            name: 'Oficina en casa',
            slug: 'oficina-en-casa',
            description: 'Escritorios y sillas para trabajar cómodo.',
            products: {
              type: 'SIMPLE', count: 10, brands: ['maderal', 'tecnova'],
              lines: [
                line('Escritorio', ['de 120 cm', 'de 100 cm'], { attributes: [['Material', ['Melamina', 'Metal y melamina']]] }),
                line('Silla ergonómica', ['con soporte lumbar', 'con cabecera'], {
                  attributes: [['Material', ['Malla transpirable']], ['Soporta', ['120 kg']]],
                  copy: { use: 'Su respaldo sigue la curva de la espalda y la altura se ajusta para que los pies queden planos en el piso durante la jornada.' },
                }),
                line('Archivero', ['metálico', 'con llave'], { attributes: [['Material', ['Metal']]] }),
                line('Escritorio elevable', ['eléctrico', 'de 140 cm'], {
                  attributes: [['Material', ['Metal y melamina']]],
                  copy: { use: 'Sube y baja con un botón para alternar entre trabajar sentado y de pie; recuerda tres alturas.' },
                }),
              ],
              price: [500, 6000], weight: [6, 40],
              attributes: [['Requiere armado', ['Sí']]],
              features: HOME_FEATURES,
              copy: {
                use: 'Para armar un rincón de trabajo ordenado en casa, donde la laptop, los papeles y el café tengan su lugar.',
                box: 'Las piezas embaladas, los tornillos y herrajes contados, la llave Allen y un instructivo ilustrado paso a paso.',
                care: 'Límpialo con un paño húmedo y jabón neutro; revisa y aprieta los tornillos cada seis meses.',
              },
            },
          },
        ],
      },
      {
        name: 'Decoración',
        description: 'Lámparas, cojines y textiles para tu hogar.',
        products: {
          type: 'SIMPLE', count: 12, brands: ['textilia', 'casaviva'],
          lines: [
            line('Cojín tejido', ['de 45 cm', 'artesanal'], { attributes: [['Material', ['Algodón']]] }),
            line('Lámpara de mesa', ['artesanal', 'de barro'], {
              attributes: [['Material', ['Barro', 'Metal']]],
              copy: { box: 'La lámpara con su pantalla de tela y cable de 1.5 m; el foco LED se vende aparte.' },
            }),
            line('Camino de mesa típico', ['de 180 cm', 'de colores'], { attributes: [['Material', ['Algodón']]] }),
            line('Espejo redondo', ['de 60 cm', 'con marco de madera'], { attributes: [['Material', ['Vidrio y madera', 'Vidrio y metal']]] }),
            line('Maceta de barro', ['mediana', 'grande', 'de 30 cm'], { attributes: [['Material', ['Barro']]] }),
          ],
          price: [60, 900], weight: [0.3, 5],
          features: ['hecho por artesanos guatemaltecos', 'colores alegres', 'pieza única'],
          copy: {
            use: 'Le da calidez a la sala, al comedor o al dormitorio, y es un buen regalo para quien estrena casa.',
            box: 'La pieza envuelta en papel y cartón, con una tarjeta que cuenta dónde y cómo se hizo.',
            care: 'Los textiles se lavan a mano con agua fría; el barro y el vidrio, con un paño húmedo. Protégelo de los golpes.',
          },
        },
      },
      {
        name: 'Artículos promocionales',
        slug: 'articulos-promocionales',
        description: 'Artículos promocionales y de regalo de la casa.',
        products: {
          type: 'PROMOTIONAL', count: 10, brands: ['promoarte', 'tienda'],
          lines: [
            line('Taza conmemorativa', ['edición aniversario', 'de 350 ml'], { attributes: [['Material', ['Cerámica']]] }),
            line('Termo', ['de 500 ml', 'de acero inoxidable'], { attributes: [['Material', ['Acero inoxidable']]] }),
            line('Bolsa reutilizable', ['de manta', 'plegable'], { attributes: [['Material', ['Manta']]] }),
            line('Llavero', ['edición aniversario', 'de metal'], { attributes: [['Material', ['Metal']]] }),
            line('Gorra bordada', ['edición limitada', 'de algodón'], { attributes: [['Material', ['Algodón']]] }),
          ],
          price: [15, 150], weight: [0.05, 0.5],
          features: ['regalo ideal', 'edición limitada de la casa'],
          copy: {
            use: 'Un recuerdo de la tienda para usar a diario o para regalar; cada pieza lleva el logotipo bordado o impreso.',
            box: 'El artículo en una bolsa de papel con el sello de la casa.',
            care: 'Lávalo a mano con agua fría y jabón suave; no uses cloro para que el logotipo no se borre.',
          },
        },
      },
    ],
  },
  {
    name: 'Libros',
    description: 'Novela, libros infantiles, ciencia y libros digitales.',
    children: [
      {
        name: 'Novela',
        description: 'Novela en español de autoras y autores de la región.',
        children: [
          {
            name: 'Novela histórica',
            slug: 'novela-historica',
            description: 'Historias que suceden en otros siglos.',
            products: {
              type: 'BOOK', count: 16, brands: ['editorial-ceiba', 'ediciones-quetzal'],
              bookTitle: { first: ['La sombra del', 'El último día del', 'Crónica del', 'Los secretos del', 'La memoria del', 'Las campanas del'], second: ['volcán de Agua', 'Cerro de la Cruz', 'virrey', 'convento de Santa Clara', 'puerto de Santo Tomás', 'terremoto de 1773', 'cafetal', 'capitán general'] },
              price: [95, 260], weight: [0.3, 0.8], attributes: BOOK_ATTRIBUTES, features: BOOK_FEATURES,
              copy: {
                use: 'Una novela que lleva al lector a la Guatemala colonial y republicana: calles empedradas, conventos, terremotos y las familias que los vivieron. Ideal para quien disfruta aprender historia a través de personajes.',
                box: BOOK_BOX,
                care: BOOK_CARE,
              },
            },
          },
          {
            name: 'Novela policiaca',
            slug: 'novela-policiaca',
            description: 'Misterio, crimen y suspenso.',
            products: {
              type: 'BOOK', count: 14, brands: ['letras-del-sur', 'editorial-ceiba'],
              bookTitle: { first: ['Muerte en la', 'El silencio de la', 'Sangre en la', 'La pista de la', 'Nadie sale de la', 'El caso de la'], second: ['Zona 1', 'Sexta Avenida', 'estación central', 'lluvia de mayo', 'finca abandonada', 'casa del lago', 'mujer de rojo'] },
              price: [90, 240], weight: [0.3, 0.7], attributes: BOOK_ATTRIBUTES, features: BOOK_FEATURES,
              copy: {
                use: 'Un misterio que se resuelve capítulo a capítulo, con pistas repartidas para que el lector intente adivinar al culpable antes que la investigadora. Ideal para leer de un tirón.',
                box: BOOK_BOX,
                care: BOOK_CARE,
              },
            },
          },
          {
            name: 'Novela romántica',
            slug: 'novela-romantica',
            description: 'Historias de amor para leer de un tirón.',
            products: {
              type: 'BOOK', count: 10, brands: ['letras-del-sur'],
              bookTitle: { first: ['Un verano en', 'Cartas desde', 'Te esperaré en', 'Amor en', 'Atardecer en'], second: ['Antigua', 'Panajachel', 'Livingston', 'Monterrico', 'Flores', 'Quetzaltenango'] },
              price: [85, 210], weight: [0.25, 0.6], attributes: BOOK_ATTRIBUTES, features: BOOK_FEATURES,
              copy: {
                use: 'Una historia de amor con paisajes guatemaltecos de fondo, reencuentros y segundas oportunidades. Ideal para el fin de semana o para regalar.',
                box: BOOK_BOX,
                care: BOOK_CARE,
              },
            },
          },
        ],
      },
      {
        name: 'Infantil y juvenil',
        slug: 'infantil-y-juvenil',
        description: 'Cuentos, álbumes ilustrados y novelas juveniles.',
        products: {
          type: 'BOOK', count: 14, brands: ['editorial-lago-azul'],
          bookTitle: { first: ['Las aventuras de', 'El gran viaje de', 'Un día con', 'El secreto de', 'La noche de'], second: ['Tito el quetzal', 'la tortuga Lola', 'los duendes del bosque', 'la niña del volcán', 'Pepe el jaguar', 'las luciérnagas'] },
          price: [60, 180], weight: [0.2, 0.6], attributes: BOOK_ATTRIBUTES, features: ['ilustraciones a todo color', 'letra grande para primeros lectores'],
          copy: {
            use: 'Un cuento con animales y paisajes de Guatemala para leer en voz alta antes de dormir o para que los primeros lectores lo disfruten solos. Recomendado de 4 a 9 años.',
            box: BOOK_BOX,
            care: 'Sus páginas gruesas aguantan manitas curiosas; límpialas con un paño seco y guárdalo lejos de la humedad.',
          },
        },
      },
      {
        name: 'Ciencia y divulgación',
        slug: 'ciencia-y-divulgacion',
        description: 'Ciencia explicada para todo público.',
        products: {
          type: 'BOOK', count: 12, brands: ['ediciones-quetzal'],
          bookTitle: { first: ['Breve historia del', 'Todo lo que sabemos del', 'La ciencia del', 'Los misterios del', 'Guía práctica del'], second: ['universo', 'maíz', 'cerebro', 'clima', 'café', 'tiempo', 'océano'] },
          price: [110, 320], weight: [0.35, 0.9], attributes: BOOK_ATTRIBUTES, features: BOOK_FEATURES,
          copy: {
            use: 'Explica con ejemplos cotidianos y sin fórmulas difíciles lo que la ciencia sabe hoy sobre el tema, con gráficas y un glosario al final. Sirve para curiosos y para estudiantes de diversificado.',
            box: BOOK_BOX,
            care: BOOK_CARE,
          },
        },
      },
      {
        name: 'Libros digitales',
        slug: 'libros-digitales',
        description: 'Libros electrónicos para leer en cualquier dispositivo.',
        products: {
          type: 'DIGITAL', count: 12, brands: ['editorial-ceiba', 'letras-del-sur', 'ediciones-quetzal'],
          bookTitle: { first: ['El regreso al', 'Historias del', 'Cuentos del', 'El mapa del', 'Viaje al centro del'], second: ['lago', 'mercado', 'altiplano', 'río Dulce', 'barrio', 'bosque nuboso'] },
          price: [40, 150], weight: [0, 0],
          attributes: [['Formato', ['EPUB', 'PDF']], ['Idioma', ['Español']]],
          features: ['descarga inmediata', 'compatible con cualquier lector electrónico'],
          copy: {
            use: 'Relatos de la vida en pueblos, mercados y caminos de Guatemala, para leer en el celular, la tablet o un lector de libros electrónicos, con letra del tamaño que prefieras.',
            box: 'Recibes el enlace de descarga en tu correo y en «Mis pedidos»; puedes bajar el archivo hasta cinco veces.',
            care: 'Guarda una copia del archivo en tu nube o en tu computadora para no perderlo si cambias de teléfono.',
          },
        },
      },
    ],
  },
  {
    name: 'Moda',
    description: 'Ropa para mujer y hombre, y calzado.',
    children: [
      {
        name: 'Mujer',
        slug: 'moda-mujer',
        description: 'Ropa de mujer.',
        children: [
          {
            name: 'Blusas',
            description: 'Blusas casuales y bordadas.',
            products: {
              type: 'SIMPLE', count: 15, brands: ['quetzalia', 'tejidos-maya', 'brisa'], variants: 'size',
              lines: [
                line('Blusa bordada', ['manga corta', 'manga larga'], {
                  attributes: [['Material', ['Algodón']], ['Cuidado', ['Lavar a mano']]],
                  copy: { use: 'Lleva un bordado de flores hecho a mano inspirado en los huipiles del altiplano; luce igual con jeans que con falda.' },
                }),
                line('Blusa de lino', ['manga corta', 'manga larga'], { attributes: [['Material', ['Lino']], ['Cuidado', ['Lavar a mano']]] }),
                line('Blusa casual', ['con encaje', 'de algodón'], { attributes: [['Material', ['Algodón', 'Poliéster']], ['Cuidado', ['Lavar en máquina']]] }),
              ],
              price: [90, 450], weight: [0.15, 0.3],
              features: FASHION_FEATURES,
              copy: {
                use: 'Para el trabajo, una salida o el fin de semana; su tela deja pasar el aire en los días calurosos.',
                box: 'La blusa doblada en una bolsa de papel, con su etiqueta de tallas.',
                care: CLOTHES_CARE,
              },
            },
          },
          {
            name: 'Vestidos',
            description: 'Vestidos para toda ocasión.',
            products: {
              type: 'SIMPLE', count: 12, brands: ['quetzalia', 'brisa'], variants: 'size',
              lines: [
                line('Vestido largo', ['estampado', 'floreado'], { attributes: [['Material', ['Algodón', 'Poliéster']]] }),
                line('Vestido casual', ['de algodón', 'con cinturón'], { attributes: [['Material', ['Algodón']]] }),
                line('Vestido de fiesta', ['con cinturón', 'de seda'], { attributes: [['Material', ['Seda', 'Poliéster']]] }),
              ],
              price: [150, 800], weight: [0.2, 0.5],
              features: FASHION_FEATURES,
              copy: {
                use: 'Para una boda de día, un cumpleaños o un paseo: cae con soltura y se ajusta sin apretar.',
                box: 'El vestido en su gancho, cubierto con una bolsa protectora.',
                care: 'Lávalo a mano o en ciclo delicado con agua fría; sécalo colgado a la sombra y plánchalo del revés.',
              },
            },
          },
        ],
      },
      {
        name: 'Hombre',
        slug: 'moda-hombre',
        description: 'Ropa de hombre.',
        children: [
          {
            name: 'Camisas',
            description: 'Camisas formales y casuales.',
            products: {
              type: 'SIMPLE', count: 15, brands: ['urbano', 'tejidos-maya'], variants: 'size',
              lines: [
                line('Camisa Oxford', ['manga larga', 'slim fit'], { attributes: [['Material', ['Algodón']], ['Corte', ['Regular', 'Slim']]] }),
                line('Camisa de lino', ['manga corta', 'manga larga'], { attributes: [['Material', ['Lino']], ['Corte', ['Regular']]] }),
                line('Camisa tipo polo', ['clásica', 'slim fit'], { attributes: [['Material', ['Piqué de algodón']], ['Corte', ['Regular', 'Slim']]] }),
                line('Camisa a cuadros', ['manga larga', 'de franela'], { attributes: [['Material', ['Algodón', 'Franela']], ['Corte', ['Regular']]] }),
              ],
              price: [110, 520], weight: [0.2, 0.35],
              features: FASHION_FEATURES,
              copy: {
                use: 'Va bien a la oficina con pantalón de vestir y el fin de semana con jeans; el cuello mantiene la forma todo el día.',
                box: 'La camisa doblada con su cartón de cuello, en una bolsa de papel.',
                care: CLOTHES_CARE,
              },
            },
          },
          {
            name: 'Pantalones',
            description: 'Jeans, chinos y pantalones de vestir.',
            products: {
              type: 'SIMPLE', count: 12, brands: ['urbano'], variants: 'size',
              lines: [
                line('Jeans', ['corte recto', 'slim', 'de tiro alto'], { attributes: [['Material', ['Mezclilla']], ['Corte', ['Recto', 'Slim']]] }),
                line('Pantalón chino', ['clásico', 'slim'], { attributes: [['Material', ['Gabardina']], ['Corte', ['Regular', 'Slim']]] }),
                line('Pantalón de vestir', ['clásico', 'elástico'], { attributes: [['Material', ['Poliéster y viscosa']], ['Corte', ['Regular']]] }),
              ],
              price: [160, 600], weight: [0.4, 0.8],
              features: FASHION_FEATURES,
              copy: {
                use: 'Un pantalón para usar toda la semana: cómodo al sentarse, con bolsas profundas y un tiro que no incomoda.',
                box: 'El pantalón doblado con su etiqueta de tallas; el ruedo viene sin cortar por si quieres ajustarlo.',
                care: 'Lávalo del revés con agua fría y ciérrale el zíper antes; sécalo colgado para que no encoja.',
              },
            },
          },
        ],
      },
      {
        name: 'Calzado',
        description: 'Tenis, sandalias y zapatos.',
        children: [
          {
            name: 'Tenis',
            description: 'Tenis para correr y para todos los días.',
            products: {
              type: 'SIMPLE', count: 14, brands: ['andante', 'atletik'], variants: 'shoe-size',
              lines: [
                line('Tenis para correr', ['ultraligeros', 'con amortiguación'], { attributes: [['Uso', ['Correr']]] }),
                line('Tenis casuales', ['clásicos', 'de lona'], { attributes: [['Uso', ['Casual']], ['Material', ['Lona']]] }),
                line('Tenis de entrenamiento', ['transpirables', 'para gimnasio'], { attributes: [['Uso', ['Gimnasio']]] }),
              ],
              price: [250, 1200], weight: [0.6, 1.1],
              attributes: [['Suela', ['Caucho', 'EVA']], ['Material', ['Malla transpirable', 'Sintético']]],
              features: SHOE_FEATURES,
              copy: {
                use: 'Para caminar la ciudad, correr en la mañana o pasar el día de pie; sostienen bien el talón y el arco.',
                box: 'El par en su caja, con papel de relleno y un juego de agujetas de repuesto.',
                care: 'Límpialos con un cepillo suave y agua con jabón; no los metas a la lavadora ni los seques al sol directo.',
              },
            },
          },
          {
            name: 'Sandalias',
            description: 'Sandalias cómodas para el calor.',
            products: {
              type: 'SIMPLE', count: 8, brands: ['andante', 'brisa'], variants: 'color',
              lines: [
                line('Sandalias de cuero', ['planas', 'con plataforma'], { attributes: [['Material', ['Cuero']]] }),
                line('Sandalias de playa', ['antideslizantes', 'ligeras'], { attributes: [['Material', ['Caucho', 'EVA']]] }),
                line('Sandalias artesanales', ['tejidas', 'bordadas'], { attributes: [['Material', ['Cuero y tejido de algodón']]] }),
              ],
              price: [80, 400], weight: [0.3, 0.6],
              features: SHOE_FEATURES,
              copy: {
                use: 'Para el calor de la costa, la piscina o un paseo por Antigua; se ponen y se quitan en un segundo.',
                box: 'El par en una bolsa de tela para guardarlas o llevarlas de viaje.',
                care: 'Enjuágalas con agua dulce después de la playa y déjalas secar a la sombra; el cuero se nutre con crema incolora.',
              },
            },
          },
        ],
      },
    ],
  },
  {
    name: 'Deportes',
    description: 'Ciclismo, fitness y fútbol.',
    children: [
      {
        name: 'Ciclismo',
        description: 'Bicicletas, cascos y accesorios.',
        products: {
          type: 'SIMPLE', count: 12, brands: ['ruedas-gt', 'cumbre'],
          lines: [
            line('Bicicleta de montaña', ['aro 29', 'aro 26', '21 velocidades'], {
              attributes: [['Material', ['Aluminio', 'Acero']], ['Aro', ['26', '29']], ['Velocidades', ['21', '24']]],
              copy: {
                use: 'Para subir a la montaña, bajar por veredas de tierra y andar en el pueblo; sus frenos de disco responden en lodo y lluvia.',
                box: 'La bicicleta armada al 90 %: el manubrio y los pedales se colocan en minutos con las llaves que incluye, junto al manual.',
              },
            }),
            line('Bicicleta urbana', ['aro 26', 'de aluminio'], {
              attributes: [['Material', ['Acero', 'Aluminio']], ['Aro', ['26', '28']], ['Velocidades', ['1', '7']]],
              copy: { box: 'La bicicleta armada al 90 %, con canasta delantera, timbre, las llaves para terminar el armado y el manual.' },
            }),
            line('Casco para ciclismo', ['ventilado', 'con luz trasera'], {
              attributes: [['Material', ['Policarbonato y espuma EPS']]],
              copy: {
                use: 'Protege la cabeza en la ciudad y en la montaña; sus ventilas mantienen fresca la cabeza en las subidas.',
                box: 'El casco, almohadillas de repuesto y una bolsa para guardarlo.',
                care: 'Lávalo con agua y jabón neutro; cámbialo después de cualquier golpe fuerte aunque no se vea dañado.',
              },
            }),
            line('Luz LED para bicicleta', ['recargable', 'de 800 lúmenes'], {
              attributes: [['Material', ['Aluminio', 'Plástico']], ['Potencia de luz', ['400 lúmenes', '800 lúmenes']]],
              copy: { box: 'La luz delantera, su soporte para el manubrio y un cable USB-C para cargarla.' },
            }),
          ],
          price: [90, 7500], weight: [0.2, 16],
          features: SPORT_FEATURES,
          copy: {
            use: 'Para moverte en dos ruedas con seguridad, de día y de noche.',
            box: 'El producto en su caja, con las herramientas necesarias y el manual.',
            care: 'Después de rodar en lodo o lluvia, límpiala y sécala; lubrica la cadena cada mes y revisa la presión de las llantas.',
          },
        },
      },
      {
        name: 'Fitness',
        description: 'Equipo para entrenar en casa o en el gimnasio.',
        products: {
          type: 'SIMPLE', count: 14, brands: ['atletik', 'cumbre'],
          lines: [
            line('Juego de mancuernas', ['de 20 kg', 'ajustable', 'de 10 kg'], { attributes: [['Material', ['Hierro fundido']], ['Peso', ['10 kg', '20 kg']]] }),
            line('Tapete para yoga', ['de 6 mm', 'antideslizante', 'de 10 mm'], {
              attributes: [['Material', ['TPE', 'PVC']], ['Grosor', ['6 mm', '10 mm']]],
              copy: { box: 'El tapete enrollado con su correa para cargarlo al hombro.' },
            }),
            line('Banda de resistencia', ['de tela', 'de látex'], { attributes: [['Material', ['Látex', 'Tela']]] }),
            line('Cuerda para saltar', ['profesional', 'con contador'], { attributes: [['Material', ['PVC y aluminio']]] }),
            line('Banco de pesas', ['ajustable', 'plegable'], { attributes: [['Material', ['Acero']], ['Soporta', ['150 kg', '250 kg']]] }),
          ],
          price: [40, 2500], weight: [0.2, 25],
          attributes: [['Nivel', ['Principiante', 'Intermedio', 'Avanzado']]],
          features: SPORT_FEATURES,
          copy: {
            use: 'Para entrenar fuerza, resistencia y flexibilidad en casa, sin pagar gimnasio y a tu propio horario.',
            box: 'El equipo en su caja con una guía de ejercicios ilustrada para empezar.',
            care: 'Límpialo con un paño húmedo después de cada uso para quitar el sudor y guárdalo bajo techo.',
          },
        },
      },
      {
        name: 'Fútbol',
        slug: 'futbol',
        description: 'Balones, tacos y uniformes.',
        products: {
          type: 'SIMPLE', count: 12, brands: ['golazo', 'atletik'],
          lines: [
            line('Balón de fútbol', ['número 5', 'número 4', 'profesional'], {
              attributes: [['Tamaño', ['Número 4', 'Número 5']]],
              copy: { box: 'El balón desinflado en su caja, con una aguja para inflarlo.' },
            }),
            line('Tacos de fútbol', ['para cancha sintética', 'para cancha natural']),
            line('Espinilleras', ['de entrenamiento', 'profesionales']),
            line('Guantes de portero', ['profesionales', 'de entrenamiento']),
          ],
          price: [60, 900], weight: [0.2, 1],
          attributes: [['Uso', ['Cancha natural', 'Cancha sintética', 'Fútbol sala']]],
          features: SPORT_FEATURES,
          copy: {
            use: 'Para la mejenga del fin de semana, la liga del barrio o el entreno del equipo del colegio.',
            box: 'El producto en su empaque, con etiqueta de tallas o medidas.',
            care: 'Quítale el lodo con un cepillo al terminar y déjalo secar a la sombra, nunca junto a una fuente de calor.',
          },
        },
      },
    ],
  },
  {
    name: 'Juguetes',
    description: 'Juegos de mesa, figuras y juguetes para bebé.',
    children: [
      {
        name: 'Juegos de mesa',
        slug: 'juegos-de-mesa',
        description: 'Juegos para reunir a la familia.',
        products: {
          type: 'SIMPLE', count: 12, brands: ['jugarte', 'ludika'],
          lines: [
            line('Juego de mesa', ['de estrategia', 'familiar', 'Mercado de Chichicastenango']),
            line('Rompecabezas', ['de 1000 piezas', 'de 500 piezas'], { attributes: [['Jugadores', ['1 o más']]] }),
            line('Juego de cartas', ['familiar', 'chapín']),
            line('Lotería', ['chapina', 'tradicional'], { attributes: [['Jugadores', ['2-10']]] }),
          ],
          price: [50, 450], weight: [0.3, 1.5],
          attributes: [['Edad recomendada', ['6+', '8+', '10+', '14+']], ['Jugadores', ['2-4', '2-6', '3-8']]],
          features: TOY_FEATURES,
          copy: {
            use: 'Para las tardes de lluvia y las reuniones de domingo: se aprende en cinco minutos y se juega entre niños y adultos.',
            box: 'El tablero o las piezas, las cartas, los dados que correspondan y el reglamento en español.',
            care: 'Guarda las piezas en su bolsa dentro de la caja para que no se pierdan, y lejos de la humedad.',
          },
        },
      },
      {
        name: 'Figuras de acción',
        slug: 'figuras-de-accion',
        description: 'Figuras coleccionables y de juego.',
        products: {
          type: 'SIMPLE', count: 10, brands: ['ludika'],
          lines: [
            line('Figura de acción', ['guerrero maya', 'astronauta', 'de 30 cm', 'caballero jaguar', 'bombero']),
            line('Set de figuras', ['de dinosaurios', 'de animales de la selva', 'de animales de la granja']),
            line('Robot transformable', ['dinosaurio', 'con luces', 'carro deportivo'], { copy: { box: 'El robot, un instructivo para pasar de robot a dinosaurio y las baterías para las luces.' } }),
          ],
          price: [60, 600], weight: [0.2, 1.2],
          attributes: [['Edad recomendada', ['4+', '6+', '8+']], ['Material', ['Plástico libre de BPA']]],
          features: TOY_FEATURES,
          copy: {
            use: 'Sus brazos y piernas se mueven para inventar batallas y aventuras; también luce en un estante de coleccionista.',
            box: 'La figura o el set en su caja con ventana, con sus accesorios sujetos al cartón.',
            care: 'Límpiala con un paño húmedo; las piezas pequeñas no son para menores de 3 años.',
          },
        },
      },
      {
        name: 'Juguetes para bebé',
        slug: 'juguetes-para-bebe',
        description: 'Juguetes didácticos y seguros para bebés.',
        products: {
          type: 'SIMPLE', count: 10, brands: ['pequenos-genios'],
          lines: [
            line('Sonaja', ['de colores', 'de madera', 'con cascabel'], { attributes: [['Material', ['Plástico libre de BPA', 'Madera']]] }),
            line('Gimnasio para bebé', ['musical', 'de tela'], {
              attributes: [['Material', ['Tela y plástico libre de BPA']]],
              copy: { box: 'El tapete acolchado, los dos arcos, cinco juguetes colgantes y el módulo musical con sus baterías.' },
            }),
            line('Cubos didácticos', ['de tela', 'de silicona', 'apilables'], { attributes: [['Material', ['Tela', 'Silicona']]] }),
            line('Mordedera', ['de silicona', 'refrigerante', 'en forma de fruta'], { attributes: [['Material', ['Silicona']]] }),
          ],
          price: [40, 700], weight: [0.1, 2],
          attributes: [['Edad recomendada', ['0+ meses', '6+ meses', '12+ meses']]],
          features: TOY_FEATURES,
          copy: {
            use: 'Estimula la vista, el oído y el agarre del bebé con colores contrastantes, texturas y sonidos suaves.',
            box: 'El juguete en una caja sin grapas ni plásticos sueltos, con su guía de edad y seguridad.',
            care: 'Lávalo con agua tibia y jabón neutro antes del primer uso y después de cada semana; revísalo y deséchalo si se rompe.',
          },
        },
      },
    ],
  },
  {
    name: 'Motocicletas',
    description: 'Motocicletas urbanas, de trabajo y accesorios.',
    children: [
      {
        name: 'Motocicletas urbanas',
        slug: 'motocicletas-urbanas',
        description: 'Motos económicas para moverse en la ciudad.',
        products: {
          type: 'MOTORCYCLE', count: 8, brands: ['motovia', 'volcan-motos'],
          lines: [
            line('Motocicleta', ['125 cc', '150 cc', '200 cc deportiva'], { attributes: [['Transmisión', ['Manual']]] }),
            line('Scooter', ['110 cc automática', '125 cc automática'], { attributes: [['Transmisión', ['Automática']]] }),
          ],
          price: [8500, 24000], weight: [95, 140], warrantyMonths: 24,
          attributes: [['Cilindrada', ['110 cc', '125 cc', '150 cc', '200 cc']]],
          features: ['bajo consumo de combustible', 'incluye placas y tarjeta de circulación', 'servicio en talleres autorizados'],
          copy: {
            use: 'Para ir al trabajo o a estudiar esquivando el tráfico: rinde más de 100 km por galón y se estaciona en cualquier lugar.',
            box: 'La moto armada y revisada, con dos llaves, el manual del propietario, la factura y los trámites de placa en proceso.',
            care: 'Haz el primer servicio a los 1,000 km en un taller autorizado; cambia el aceite cada 3,000 km y revisa la presión de las llantas cada semana.',
          },
        },
      },
      {
        name: 'Motocicletas de trabajo',
        slug: 'motocicletas-de-trabajo',
        description: 'Motos de carga y reparto.',
        products: {
          type: 'MOTORCYCLE', count: 6, brands: ['rayo-motors'],
          lines: [
            line('Motocicleta de trabajo', ['150 cc con parrilla', '125 cc para reparto', '200 cc con cajón', '125 cc con parrilla'], { attributes: [['Capacidad de carga', ['150 kg']]] }),
            line('Motocarro', ['200 cc de carga', '200 cc con caja de 500 kg', '250 cc de carga'], { attributes: [['Capacidad de carga', ['300 kg', '500 kg']]] }),
          ],
          price: [11000, 32000], weight: [110, 320], warrantyMonths: 24,
          attributes: [['Cilindrada', ['125 cc', '150 cc', '200 cc']]],
          features: ['chasis reforzado', 'ideal para reparto', 'bajo costo de mantenimiento'],
          copy: {
            use: 'Hecha para el negocio: reparto de tortillas, agua pura, encomiendas o materiales de construcción, todos los días y con carga.',
            box: 'El vehículo armado y revisado, con dos llaves, herramientas básicas, el manual del propietario y la factura.',
            care: 'Respeta la carga máxima, engrasa la cadena cada semana y haz los servicios cada 3,000 km en un taller autorizado.',
          },
        },
      },
      {
        name: 'Cascos y accesorios',
        slug: 'cascos-y-accesorios-moto',
        description: 'Cascos, guantes y chaquetas para motorista.',
        products: {
          type: 'SIMPLE', count: 10, brands: ['volcan-motos', 'motovia'], variants: 'size',
          lines: [
            line('Casco integral', ['certificado DOT', 'certificado ECE 22.06'], {
              attributes: [['Certificación', ['DOT', 'ECE 22.06']], ['Material', ['Policarbonato']]],
              copy: {
                use: 'Cubre toda la cabeza y la barbilla, con visera antiempañante; obligatorio y pensado para el uso diario en ciudad y carretera.',
                box: 'El casco con su visera transparente puesta, una bolsa de tela para guardarlo y el certificado.',
                care: 'Limpia la visera con agua y jabón neutro, nunca con solventes; cambia el casco después de cualquier caída.',
              },
            }),
            line('Chaqueta para motorista', ['con protecciones', 'impermeable'], {
              attributes: [['Material', ['Cordura', 'Cuero']]],
              copy: {
                use: 'Protege hombros, codos y espalda en una caída y corta el viento y la lluvia en carretera; tiene franjas reflectivas para que te vean de noche.',
                box: 'La chaqueta con sus protecciones puestas y un forro térmico desmontable.',
                care: 'Saca las protecciones antes de lavarla a mano con agua fría; déjala secar colgada a la sombra.',
              },
            }),
            line('Guantes para moto', ['con protecciones', 'de cuero'], {
              attributes: [['Material', ['Cuero', 'Textil']]],
              copy: {
                use: 'Protegen las manos del viento, del sol y del asfalto en una caída, sin perder el tacto en las manetas.',
                box: 'El par de guantes con su etiqueta de tallas.',
                care: 'Límpialos con un paño húmedo y déjalos secar lejos del sol; el cuero se nutre con crema incolora.',
              },
            }),
          ],
          price: [150, 1800], weight: [0.2, 1.8],
          features: ['máxima protección', 'materiales resistentes a la abrasión'],
          copy: {
            use: 'Equipo de protección para el motorista.',
            box: 'El producto con su etiqueta de tallas.',
            care: 'Límpialo con un paño húmedo y guárdalo bajo techo.',
          },
        },
      },
    ],
  },
  {
    name: 'Boletos y eventos',
    slug: 'boletos-y-eventos',
    description: 'Entradas para conciertos, teatro y deportes.',
    children: [
      {
        name: 'Conciertos',
        description: 'Entradas para conciertos en vivo.',
        products: {
          type: 'EVENT_TICKET', count: 8, brands: ['boleteria-central'],
          titles: [
            ['Entrada general: Festival de Marimba Chapina', [['Lugar', ['Teatro Nacional']]]],
            ['Entrada VIP: Noche de Rock en Cayalá', [['Lugar', ['Explanada Cayalá']], ['Edad mínima', ['18+']]]],
            ['Entrada general: Orquesta Sinfónica Nacional', [['Lugar', ['Teatro Nacional']]]],
            ['Entrada general: Festival de Jazz en Antigua', [['Lugar', ['Antigua Guatemala']]]],
            ['Entrada preferencial: Concierto de Trova en el Teatro Nacional', [['Lugar', ['Teatro Nacional']]]],
            ['Entrada general: Reggae en el Puerto', [['Lugar', ['Puerto de San José']]]],
            ['Entrada general: Festival Electrónico del Lago', [['Lugar', ['Panajachel, lago de Atitlán']], ['Edad mínima', ['18+']]]],
            ['Entrada palco: Gala de Ópera en el Teatro Nacional', [['Lugar', ['Teatro Nacional']]]],
          ],
          price: [120, 1500], weight: [0, 0],
          attributes: [['Edad mínima', ['Todo público']]],
          features: ['artistas de primer nivel', 'parqueo cercano al lugar'],
          copy: {
            use: 'Una noche de música en vivo con sonido e iluminación profesionales; las puertas abren una hora antes del inicio.',
            box: 'Recibes la entrada con su código QR en tu correo y en «Mis pedidos»; muéstrala en el celular o impresa en la entrada.',
            care: 'El código vale para una sola entrada: no lo publiques en redes. Lleva tu DPI si la entrada es para mayores de edad.',
          },
        },
      },
      {
        name: 'Teatro',
        description: 'Obras de teatro con asiento numerado.',
        products: {
          type: 'EVENT_SEAT', count: 6, brands: ['escenarios-gt'],
          titles: ['Obra: El Señor Presidente (asiento numerado)', 'Obra: La casa de Bernarda Alba (asiento numerado)', 'Comedia: Cena de Compadres (asiento numerado)', 'Musical: Leyendas de Guatemala (asiento numerado)', 'Obra infantil: El Sombrerón (asiento numerado)', 'Danza: Ballet Moderno de Guatemala (asiento numerado)'],
          price: [90, 450], weight: [0, 0],
          attributes: [['Lugar', ['Teatro Nacional', 'Teatro de Bellas Artes', 'Teatro Lux']]],
          features: ['elige tu butaca en el plano', 'elenco guatemalteco'],
          copy: {
            use: 'Una función de una compañía guatemalteca, con la sala en penumbra y el escenario a pocos metros; la función dura cerca de dos horas con intermedio.',
            box: 'Recibes una entrada por asiento, con la fila y el número, en tu correo y en «Mis pedidos».',
            care: 'Llega 20 minutos antes: con la función iniciada, el acomodador te ubica en el primer intermedio.',
          },
        },
      },
      {
        name: 'Eventos deportivos',
        slug: 'eventos-deportivos',
        description: 'Partidos y carreras.',
        products: {
          type: 'EVENT_TICKET', count: 6, brands: ['boleteria-central'],
          titles: [
            ['Entrada general: Clásico del fútbol nacional', [['Lugar', ['Estadio Doroteo Guamuch Flores']]]],
            ['Inscripción: Medio maratón de la Ciudad', [['Lugar', ['Ciudad de Guatemala']]]],
            ['Entrada preferencial: Final de la liga de baloncesto', [['Lugar', ['Domo Zona 13']]]],
            ['Inscripción: Carrera nocturna 10K', [['Lugar', ['Ciudad de Guatemala']]]],
            ['Entrada general: Torneo de tenis de Guatemala', [['Lugar', ['Federación de Tenis, Zona 15']]]],
            ['Entrada general: Vuelta ciclística, etapa final', [['Lugar', ['Ciudad de Guatemala']]]],
          ],
          price: [60, 600], weight: [0, 0],
          features: ['ambiente familiar', 'puertas abiertas dos horas antes'],
          copy: {
            use: 'Vive el deporte en vivo, desde la tribuna o desde la línea de salida, con la afición guatemalteca.',
            box: 'Recibes la entrada o tu número de inscripción con código QR en tu correo y en «Mis pedidos».',
            care: 'No se permite el ingreso con botellas de vidrio ni bengalas; si corres, recoge tu kit el día anterior con tu DPI.',
          },
        },
      },
    ],
  },
  {
    name: 'Tarjetas de regalo',
    slug: 'tarjetas-de-regalo',
    description: 'Tarjetas de regalo digitales para cualquier ocasión.',
    products: {
      type: 'GIFT_CARD', count: 6, brands: ['tienda'],
      titles: ['Tarjeta de regalo Tienda Q100', 'Tarjeta de regalo Tienda Q200', 'Tarjeta de regalo Tienda Q250 de cumpleaños', 'Tarjeta de regalo Tienda Q500', 'Tarjeta de regalo Tienda Q1,000', 'Tarjeta de regalo Tienda Q150 de aniversario'],
      price: [100, 1000], weight: [0, 0],
      attributes: [['Vigencia', ['12 meses']]],
      features: ['diseños para cada ocasión', 'válida por un año en toda la tienda'],
      copy: {
        use: 'El regalo perfecto cuando no sabes qué elegir: quien la recibe escoge lo que quiera entre miles de productos, y puede usar el saldo en varias compras.',
        box: 'Recibes, o recibe la persona que elijas, un correo con el diseño de la tarjeta, tu dedicatoria y un código para canjear al pagar.',
        care: 'Guarda el código como si fuera efectivo: no lo compartas. El saldo se consulta en «Mi cuenta».',
      },
    },
  },
  {
    name: 'Servicios',
    description: 'Instalaciones a domicilio y garantías extendidas.',
    children: [
      {
        name: 'Instalación',
        slug: 'servicios-de-instalacion',
        description: 'Técnicos certificados a domicilio.',
        products: {
          type: 'SERVICES', count: 6, brands: ['servihogar'],
          titles: ['Instalación de televisor en pared', 'Instalación de aire acondicionado mini split', 'Instalación de lavadora y secadora', 'Armado de muebles a domicilio', 'Instalación de cámaras de seguridad', 'Instalación de calentador de agua'],
          price: [150, 1200], weight: [0, 0],
          attributes: [['Cobertura', ['Ciudad de Guatemala', 'Mixco y Villa Nueva', 'Antigua Guatemala']], ['Duración aproximada', ['1 hora', '2 horas', '4 horas']]],
          features: ['personal identificado y puntual', 'agenda en el horario que prefieras'],
          copy: {
            use: 'Un técnico certificado llega a tu casa con sus herramientas, instala, prueba que todo funcione y deja el área limpia.',
            box: 'Incluye la mano de obra y los materiales de fijación básicos; repuestos o tubería adicional se cotizan en la visita antes de usarse.',
            care: 'Ten a mano el aparato y despeja el área de trabajo; alguien mayor de edad debe estar en casa durante la visita.',
          },
        },
      },
      {
        name: 'Garantía extendida',
        slug: 'garantia-extendida',
        description: 'Protege tus compras por más tiempo.',
        products: {
          type: 'SERVICES', count: 5, brands: ['tecnicasa'],
          titles: ['Garantía extendida de 1 año para laptops', 'Garantía extendida de 2 años para celulares', 'Garantía extendida de 1 año para electrodomésticos', 'Garantía extendida de 2 años para televisores', 'Garantía extendida de 1 año para consolas'],
          price: [120, 900], weight: [0, 0],
          attributes: [['Cobertura', ['Fallas de fábrica', 'Fallas de fábrica y daños accidentales']]],
          features: ['reparación o reemplazo sin pagar de más', 'válida en los 22 departamentos'],
          copy: {
            use: 'Empieza cuando termina la garantía del fabricante y cubre las reparaciones que necesite tu equipo, con piezas originales.',
            box: 'Recibes el certificado de cobertura en tu correo, con el número de póliza y el teléfono de atención.',
            care: 'Guarda la factura del equipo junto al certificado; los daños por humedad o mal uso no están cubiertos.',
          },
        },
      },
    ],
  },
  {
    name: 'Máquinas expendedoras',
    slug: 'maquinas-expendedoras',
    description: 'Bebidas y snacks de nuestras máquinas expendedoras.',
    disabledOnMobile: false,
    children: [
      {
        name: 'Bebidas',
        slug: 'bebidas-expendedora',
        description: 'Bebidas frías en máquina expendedora.',
        products: {
          type: 'VENDING', count: 8, brands: ['expendia', 'cafe-altiplano'], consumable: true,
          titles: ['Agua pura 600 ml', 'Refresco de cola 355 ml', 'Café frío en lata 250 ml', 'Jugo de naranja 300 ml', 'Bebida isotónica 500 ml', 'Té helado de limón 500 ml', 'Agua mineral con gas 355 ml', 'Horchata en botella 350 ml'],
          price: [5, 18], weight: [0.3, 0.65],
          features: ['bien fría', 'lista en segundos'],
          copy: {
            use: 'Para la sed del camino: la pagas en línea y la sacas de la máquina expendedora más cercana, sin monedas.',
            box: 'Recibes un código de retiro de seis dígitos en tu correo; tecléalo en la máquina y la bebida cae enseguida.',
            care: 'Consúmela antes de la fecha impresa en el envase; una vez abierta, guárdala en refrigeración.',
          },
        },
      },
      {
        name: 'Snacks',
        slug: 'snacks-expendedora',
        description: 'Botanas y dulces en máquina expendedora.',
        products: {
          type: 'VENDING', count: 8, brands: ['expendia', 'snackeria'], consumable: true,
          titles: ['Papalinas clásicas 45 g', 'Manías saladas 50 g', 'Galletas de chocolate 60 g', 'Barra de granola con miel', 'Chicharrines picantes 40 g', 'Palomitas de maíz con mantequilla', 'Chocolate con leche 40 g', 'Mix de frutos secos 50 g'],
          price: [4, 15], weight: [0.04, 0.1],
          features: ['para el antojo', 'porción individual'],
          copy: {
            use: 'Una botana para la refacción de media mañana o de la tarde, lista en la máquina expendedora de tu oficina o tu universidad.',
            box: 'Recibes un código de retiro de seis dígitos en tu correo; tecléalo en la máquina y sale tu producto.',
            care: 'Guárdalo en un lugar fresco y seco; una vez abierto, ciérralo bien o consúmelo el mismo día.',
          },
        },
      },
    ],
  },
  {
    name: 'Vinos y licores',
    slug: 'vinos-y-licores',
    description: 'Vinos y licores. Venta solo a mayores de 18 años.',
    over18: true,
    children: [
      {
        name: 'Vinos',
        description: 'Vinos tintos, blancos y espumosos.',
        over18: true,
        products: {
          type: 'SIMPLE', count: 10, brands: ['vinedos-del-sol'], consumable: true,
          lines: [
            line('Vino tinto', ['Malbec 750 ml', 'Cabernet Sauvignon 750 ml', 'reserva 750 ml', 'Merlot 750 ml']),
            line('Vino blanco', ['Chardonnay 750 ml', 'Sauvignon Blanc 750 ml', 'Moscato 750 ml']),
            line('Vino espumoso', ['brut 750 ml', 'extra brut 750 ml'], { copy: { care: 'Sírvelo bien frío, entre 6 y 8 °C; una vez abierto, tápalo con un tapón para espumosos y bébelo en dos días.' } }),
            line('Vino rosado', ['750 ml', 'seco 750 ml', 'Garnacha 750 ml']),
          ],
          price: [90, 650], weight: [1.2, 1.6],
          attributes: [['Contenido', ['750 ml']], ['Origen', ['Argentina', 'Chile', 'España']], ['Graduación', ['12.5 %', '13 %', '13.5 %']]],
          features: ['cosecha seleccionada', 'equilibrado y fácil de beber', 'buena relación calidad-precio'],
          copy: {
            use: 'Acompaña carnes asadas, pastas o una tabla de quesos; también es un buen regalo para una cena.',
            box: 'La botella protegida con separadores de cartón. Al entregar se pide DPI: la venta es solo para mayores de 18 años.',
            care: 'Guarda la botella acostada, lejos de la luz y del calor; una vez abierta, tápala y bébela en tres o cuatro días.',
          },
        },
      },
      {
        name: 'Licores',
        description: 'Rones y licores añejados.',
        over18: true,
        products: {
          type: 'SIMPLE', count: 6, brands: ['destileria-antigua'], consumable: true,
          lines: [
            line('Ron añejo', ['8 años 750 ml', '12 años 750 ml', '5 años 750 ml'], { attributes: [['Graduación', ['40 %']]] }),
            line('Ron reserva', ['23 años 750 ml', '15 años 750 ml'], { attributes: [['Graduación', ['40 %']]] }),
            line('Licor de café', ['750 ml', '375 ml', '500 ml'], { attributes: [['Graduación', ['25 %']]] }),
          ],
          price: [120, 1400], weight: [0.8, 1.6],
          features: ['sabor suave con notas de vainilla', 'aroma intenso', 'botella de colección'],
          copy: {
            use: 'Para servir solo con hielo, en un cóctel o como digestivo después de la cena; añejado en barricas de roble en las alturas.',
            box: 'La botella en su estuche de cartón. Al entregar se pide DPI: la venta es solo para mayores de 18 años.',
            care: 'Guarda la botella de pie, bien tapada y lejos del sol; una vez abierta conserva su sabor por meses.',
          },
        },
      },
    ],
  },
];

export const REVIEWER_NAMES: readonly string[] = [
  'María G.', 'José L.', 'Luis R.', 'Andrea M.', 'Sofía P.', 'Diego C.', 'Valeria H.', 'Jorge A.', 'Camila S.',
  'Pedro V.', 'Fernanda O.', 'Kevin T.', 'Alejandra B.', 'Mario E.', 'Gabriela Q.', 'Estuardo D.', 'Lucía F.', 'Juan Pablo N.',
];

export const REVIEW_COMMENTS: Record<'good' | 'ok' | 'bad', readonly string[]> = {
  good: [
    'Excelente producto, llegó antes de lo esperado y bien empacado.',
    'Muy buena calidad por el precio. Lo recomiendo.',
    'Justo lo que buscaba, funciona perfecto.',
    'Me encantó, ya es la segunda vez que lo compro.',
    'Buena atención y entrega rápida a Quetzaltenango.',
    'Superó mis expectativas, se nota la calidad.',
  ],
  ok: [
    'Está bien, aunque esperaba un poco más.',
    'Cumple, pero la entrega tardó un par de días más.',
    'Buen producto, el empaque venía algo golpeado.',
    'Aceptable por el precio.',
  ],
  bad: [
    'No me gustó, la calidad no es la que esperaba.',
    'Llegó con un detalle y tuve que pedir cambio.',
    'No corresponde del todo a la descripción.',
  ],
};

export const QUESTIONS: readonly (readonly [string, string])[] = [
  ['¿Hacen envíos a Huehuetenango?', 'Sí, enviamos a los 22 departamentos de Guatemala.'],
  ['¿Tiene garantía?', 'Sí, cuenta con la garantía del fabricante; revisa el detalle en la descripción.'],
  ['¿Puedo pagar en cuotas?', 'Sí, con tarjetas de crédito de los bancos participantes.'],
  ['¿Se puede recoger en tienda?', 'Sí, elige la opción de recoger en tienda al pagar.'],
  ['¿Cuánto tarda en llegar a la capital?', 'Normalmente de 1 a 3 días hábiles.'],
  ['¿Viene con factura?', 'Sí, todas las compras incluyen factura electrónica.'],
];

export const BANNERS: readonly {
  label: string;
  alt_text: string;
  target_type: 'URL' | 'BRAND' | 'CATEGORY' | 'PRODUCT' | 'SECTION' | 'NONE';
  target_url?: string;
  target_slug?: string;
}[] = [
  { label: 'Ofertas de la semana', alt_text: 'Ofertas de la semana: hasta 40 % de descuento en tecnología', target_type: 'URL', target_url: '/ofertas' },
  { label: 'Regreso a clases', alt_text: 'Regreso a clases: laptops y tablets para estudiar', target_type: 'CATEGORY', target_slug: 'laptops' },
  { label: 'Sonaria', alt_text: 'Audio Sonaria: audífonos y bocinas con envío gratis', target_type: 'BRAND', target_slug: 'sonaria' },
  { label: 'Cocina con estilo', alt_text: 'Cocina con estilo: utensilios y electrodomésticos para tu hogar', target_type: 'CATEGORY', target_slug: 'cocina' },
  { label: 'Libros del mes', alt_text: 'Libros del mes: novela histórica de autoras guatemaltecas', target_type: 'CATEGORY', target_slug: 'novela-historica' },
  { label: 'Novedades', alt_text: 'Novedades: lo más nuevo que llegó a la tienda', target_type: 'URL', target_url: '/novedades' },
  { label: 'Envío gratis', alt_text: 'Envío gratis en compras desde Q500', target_type: 'NONE' },
];

export const BENEFITS: readonly { title: string; subtitle: string; target_url: string | null }[] = [
  { title: 'Envío gratis desde Q500', subtitle: 'A toda Guatemala', target_url: null },
  { title: 'Paga en cuotas', subtitle: 'Con tarjetas de crédito participantes', target_url: null },
  { title: 'Recoge en tienda', subtitle: 'Sin costo en nuestros puntos de entrega', target_url: null },
  { title: 'Compra segura', subtitle: 'Tus datos siempre protegidos', target_url: null },
];

/** Home sections: `source` says how the server fills each one. */
export const HOME_SECTIONS: readonly {
  type: string;
  title: string;
  source: string;
  category_slug?: string;
  brand_slug?: string;
  message?: string;
}[] = [
  { type: 'BANNERS', title: 'Destacados', source: 'banners' },
  { type: 'BENEFITS', title: 'Compra con confianza', source: 'benefits' },
  { type: 'PRIME_DAYS', title: 'Ofertas relámpago', source: 'flash', message: '¡Solo por tiempo limitado!' },
  { type: 'CATEGORIES', title: 'Compra por categoría', source: 'categories' },
  { type: 'PRODUCTS_RECENTLY_VIEWED', title: 'Vistos recientemente', source: 'recently-viewed' },
  { type: 'PRODUCTS_SLIDER', title: 'Lo mejor en tecnología', source: 'category', category_slug: 'tecnologia' },
  { type: 'PRODUCTS_GRID', title: 'Recomendados para ti', source: 'top-rated' },
  { type: 'BRANDS', title: 'Marcas destacadas', source: 'brands' },
  { type: 'PRODUCTS_SLIDER_DARK', title: 'Audio Sonaria', source: 'brand', brand_slug: 'sonaria' },
  { type: 'PRODUCTS_SLIDER', title: 'Para tu cocina', source: 'category', category_slug: 'cocina' },
  { type: 'PRODUCTS_GRID', title: 'Libros más vendidos', source: 'category', category_slug: 'libros' },
  { type: 'PRODUCTS_SLIDER', title: 'Ofertas en moda', source: 'sale-category', category_slug: 'moda' },
];
