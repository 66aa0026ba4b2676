import type { ProductType } from '../../src/domain';

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

/** How the products of a leaf category are made. */
export interface ProductTemplate {
  type: ProductType;
  count: number;
  brands: readonly string[];
  /** Title = noun + brand + qualifier, unless `titles` gives them outright. */
  nouns?: readonly string[];
  qualifiers?: readonly string[];
  titles?: readonly string[];
  /** Book titles: one of `first` + one of `second`. */
  bookTitle?: { first: readonly string[]; second: readonly string[] };
  price: readonly [number, number];
  weight: readonly [number, number];
  variants?: 'color' | 'size' | 'shoe-size';
  warrantyMonths?: number;
  attributes?: readonly (readonly [string, readonly string[]])[];
  features: readonly string[];
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

const TECH_FEATURES = [
  'batería de larga duración',
  'diseño delgado y liviano',
  'conectividad Wi-Fi 6 y Bluetooth 5.3',
  'garantía con servicio técnico en Guatemala',
  'pantalla con excelente brillo',
];
const HOME_FEATURES = ['materiales resistentes', 'fácil de limpiar', 'diseño moderno', 'ideal para el uso diario'];
const FASHION_FEATURES = ['tela fresca y suave', 'corte cómodo', 'costuras reforzadas', 'colores que no se destiñen'];
const SPORT_FEATURES = ['material ligero', 'gran resistencia', 'agarre seguro', 'ideal para entrenar a diario'];
const TOY_FEATURES = ['piezas seguras y sin tóxicos', 'estimula la creatividad', 'para jugar en familia'];
const BOOK_FEATURES = ['edición en español', 'tapa blanda', 'incluye prólogo de la autora o el autor'];
const BOOK_ATTRIBUTES = [
  ['Encuadernación', ['Tapa blanda', 'Tapa dura']],
  ['Idioma', ['Español']],
  ['Páginas', ['184', '240', '312', '356', '420', '512']],
] as const;

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
              nouns: ['Laptop', 'Laptop ultradelgada', 'Laptop para juegos', 'Laptop 2 en 1'],
              qualifiers: ['14 pulgadas 8 GB RAM', '15.6 pulgadas 16 GB RAM', '13 pulgadas 512 GB SSD', '16 pulgadas 1 TB SSD', 'Core i5 8 GB', 'Ryzen 7 16 GB'],
              price: [3500, 15000], weight: [1.1, 2.6], warrantyMonths: 12,
              attributes: [['Procesador', ['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5', 'AMD Ryzen 7']], ['Memoria RAM', ['8 GB', '16 GB', '32 GB']], ['Almacenamiento', ['256 GB SSD', '512 GB SSD', '1 TB SSD']], ['Sistema operativo', ['Windows 11', 'Linux']]],
              features: TECH_FEATURES,
            },
          },
          {
            name: 'Computadoras de escritorio',
            slug: 'computadoras-de-escritorio',
            description: 'Equipos de escritorio y todo en uno.',
            products: {
              type: 'SIMPLE', count: 12, brands: ['nexora', 'tecnova', 'voltix'],
              nouns: ['Computadora de escritorio', 'Computadora todo en uno', 'Mini PC'],
              qualifiers: ['Core i5 16 GB', 'Ryzen 5 8 GB', '24 pulgadas', 'Core i7 32 GB', 'para oficina'],
              price: [2500, 12000], weight: [1.5, 9], warrantyMonths: 12,
              attributes: [['Procesador', ['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5']], ['Memoria RAM', ['8 GB', '16 GB', '32 GB']]],
              features: TECH_FEATURES,
            },
          },
          {
            name: 'Monitores',
            description: 'Monitores para oficina, diseño y juegos.',
            products: {
              type: 'SIMPLE', count: 14, brands: ['kraftel', 'tecnova', 'voltix'],
              nouns: ['Monitor', 'Monitor curvo', 'Monitor para juegos'],
              qualifiers: ['24 pulgadas Full HD', '27 pulgadas 2K', '32 pulgadas 4K', '27 pulgadas 165 Hz', '22 pulgadas'],
              price: [900, 5500], weight: [2.5, 7.5], warrantyMonths: 12,
              attributes: [['Tamaño', ['22"', '24"', '27"', '32"']], ['Resolución', ['1920 × 1080', '2560 × 1440', '3840 × 2160']]],
              features: TECH_FEATURES,
            },
          },
          {
            name: 'Kits y combos',
            slug: 'kits-y-combos',
            description: 'Combos de computadora, monitor y accesorios a mejor precio.',
            products: {
              type: 'BUNDLE', count: 8, brands: ['nexora', 'tecnova'],
              nouns: ['Combo oficina en casa', 'Kit estudiante', 'Combo gamer', 'Kit teletrabajo'],
              qualifiers: ['básico', 'completo', 'plus', 'pro'],
              price: [4000, 18000], weight: [4, 12], warrantyMonths: 12,
              features: ['todo lo que necesitas en una sola compra', 'ahorra frente a la compra por separado'],
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
              nouns: ['Celular', 'Smartphone', 'Celular plegable'],
              qualifiers: ['128 GB', '256 GB', '64 GB 4G', '5G 256 GB', 'Lite 128 GB', 'Pro 512 GB'],
              price: [1200, 11000], weight: [0.15, 0.25], warrantyMonths: 12,
              attributes: [['Almacenamiento', ['64 GB', '128 GB', '256 GB', '512 GB']], ['Pantalla', ['6.1"', '6.5"', '6.7"']], ['Cámara', ['48 MP', '50 MP', '108 MP']]],
              features: TECH_FEATURES,
            },
          },
          {
            name: 'Tablets',
            description: 'Tablets para leer, estudiar y ver series.',
            products: {
              type: 'SIMPLE', count: 12, brands: ['lumina', 'orbix', 'tecnova'], variants: 'color',
              nouns: ['Tablet', 'Tablet para niños', 'Tablet con teclado'],
              qualifiers: ['10 pulgadas 64 GB', '11 pulgadas 128 GB', '8 pulgadas 32 GB'],
              price: [900, 6500], weight: [0.3, 0.7], warrantyMonths: 12,
              attributes: [['Pantalla', ['8"', '10"', '11"']], ['Almacenamiento', ['32 GB', '64 GB', '128 GB']]],
              features: TECH_FEATURES,
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
              nouns: ['Audífonos inalámbricos', 'Audífonos de diadema', 'Audífonos deportivos'],
              qualifiers: ['con cancelación de ruido', 'Bluetooth 5.3', 'con micrófono', 'de larga duración'],
              price: [150, 2800], weight: [0.05, 0.35], warrantyMonths: 6,
              attributes: [['Conexión', ['Bluetooth', 'Cable 3.5 mm', 'USB-C']], ['Autonomía', ['20 horas', '30 horas', '40 horas']]],
              features: TECH_FEATURES,
            },
          },
          {
            name: 'Bocinas',
            description: 'Bocinas portátiles y barras de sonido.',
            products: {
              type: 'SIMPLE', count: 12, brands: ['sonaria', 'audiora', 'voltix'],
              nouns: ['Bocina portátil', 'Barra de sonido', 'Bocina inteligente'],
              qualifiers: ['resistente al agua', '20 W', '120 W', 'con luces', 'estéreo'],
              price: [200, 4500], weight: [0.4, 4.5], warrantyMonths: 6,
              attributes: [['Potencia', ['10 W', '20 W', '60 W', '120 W']], ['Conexión', ['Bluetooth', 'Wi-Fi', 'HDMI']]],
              features: TECH_FEATURES,
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
              nouns: ['Consola', 'Consola portátil', 'Control inalámbrico'],
              qualifiers: ['edición estándar', 'edición digital', '1 TB', 'con dos controles'],
              price: [450, 6500], weight: [0.3, 4.5], warrantyMonths: 12,
              attributes: [['Almacenamiento', ['512 GB', '1 TB']], ['Resolución', ['1080p', '4K']]],
              features: TECH_FEATURES,
            },
          },
          {
            name: 'Juegos digitales',
            slug: 'juegos-digitales',
            description: 'Códigos de descarga de videojuegos.',
            products: {
              type: 'DIGITAL', count: 16, brands: ['pixelia', 'zentro'],
              nouns: ['Juego digital', 'Código de descarga'],
              qualifiers: ['Aventura en el Volcán', 'Fútbol Chapín 2026', 'Carreras de la Costa Sur', 'Leyendas del Mundo Maya', 'Granja Feliz', 'Estrategia Galáctica', 'Misterio en Antigua', 'Ritmo y Marimba'],
              price: [80, 550], weight: [0, 0],
              attributes: [['Plataforma', ['Consola Zentro', 'PC', 'Consola portátil']], ['Clasificación', ['Todo público', 'Mayores de 12', 'Mayores de 16']]],
              features: ['recibe el código en tu correo al instante', 'se activa en la tienda de tu consola'],
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
              nouns: ['Juego de ollas', 'Sartén antiadherente', 'Set de cuchillos', 'Tabla para picar', 'Comal de hierro', 'Juego de cucharas de madera'],
              qualifiers: ['de 5 piezas', '28 cm', 'de acero inoxidable', 'de bambú', 'profesional', 'de 24 cm'],
              price: [60, 1500], weight: [0.3, 6],
              attributes: [['Material', ['Acero inoxidable', 'Aluminio', 'Hierro fundido', 'Bambú', 'Madera']], ['Apto para lavavajillas', ['Sí', 'No']]],
              features: HOME_FEATURES,
            },
          },
          {
            name: 'Electrodomésticos de cocina',
            slug: 'electrodomesticos-de-cocina',
            description: 'Licuadoras, cafeteras, freidoras y más.',
            products: {
              type: 'SIMPLE', count: 16, brands: ['hogari', 'casaviva', 'tecnova'],
              nouns: ['Licuadora', 'Cafetera', 'Freidora de aire', 'Horno tostador', 'Batidora de pedestal', 'Olla arrocera'],
              qualifiers: ['de 1.5 litros', '5 litros', 'digital', 'de 12 tazas', '600 W', 'compacta'],
              price: [180, 3200], weight: [1, 8], warrantyMonths: 12,
              attributes: [['Potencia', ['600 W', '900 W', '1500 W']], ['Voltaje', ['110 V']]],
              features: HOME_FEATURES,
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
              nouns: ['Sofá de tres plazas', 'Mesa de centro', 'Librera', 'Sillón reclinable'],
              qualifiers: ['de pino', 'moderno', 'de cedro', 'escandinavo'],
              price: [800, 9000], weight: [8, 60],
              attributes: [['Material', ['Pino', 'Cedro', 'MDF', 'Tela']], ['Requiere armado', ['Sí', 'No']]],
              features: HOME_FEATURES,
            },
          },
          {
            name: 'Oficina en casa',
            slug: 'oficina-en-casa',
            description: 'Escritorios y sillas para trabajar cómodo.',
            products: {
              type: 'SIMPLE', count: 10, brands: ['maderal', 'tecnova'],
              nouns: ['Escritorio', 'Silla ergonómica', 'Archivero', 'Escritorio elevable'],
              qualifiers: ['de 120 cm', 'con soporte lumbar', 'de 3 gavetas', 'eléctrico'],
              price: [500, 6000], weight: [6, 40],
              attributes: [['Material', ['Melamina', 'Metal', 'Malla transpirable']], ['Requiere armado', ['Sí']]],
              features: HOME_FEATURES,
            },
          },
        ],
      },
      {
        name: 'Decoración',
        description: 'Lámparas, cojines y textiles para tu hogar.',
        products: {
          type: 'SIMPLE', count: 12, brands: ['textilia', 'casaviva'],
          nouns: ['Cojín tejido', 'Lámpara de mesa', 'Camino de mesa típico', 'Espejo redondo', 'Maceta de barro'],
          qualifiers: ['de 45 cm', 'artesanal', 'de colores', 'mediano', 'grande'],
          price: [60, 900], weight: [0.3, 5],
          attributes: [['Material', ['Algodón', 'Barro', 'Vidrio', 'Metal']]],
          features: HOME_FEATURES,
        },
      },
      {
        name: 'Artículos promocionales',
        slug: 'articulos-promocionales',
        description: 'Artículos promocionales y de regalo de la casa.',
        products: {
          type: 'PROMOTIONAL', count: 10, brands: ['promoarte', 'tienda'],
          nouns: ['Taza conmemorativa', 'Termo', 'Bolsa reutilizable', 'Llavero', 'Gorra bordada'],
          qualifiers: ['edición aniversario', 'de 500 ml', 'de manta', 'Tienda', 'edición limitada'],
          price: [15, 150], weight: [0.05, 0.5],
          features: ['regalo ideal', 'edición limitada de la casa'],
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
              nouns: ['Blusa bordada', 'Blusa de lino', 'Blusa casual'],
              qualifiers: ['manga corta', 'manga larga', 'con encaje', 'de algodón'],
              price: [90, 450], weight: [0.15, 0.3],
              attributes: [['Material', ['Algodón', 'Lino', 'Poliéster']], ['Cuidado', ['Lavar a mano', 'Lavar en máquina']]],
              features: FASHION_FEATURES,
            },
          },
          {
            name: 'Vestidos',
            description: 'Vestidos para toda ocasión.',
            products: {
              type: 'SIMPLE', count: 12, brands: ['quetzalia', 'brisa'], variants: 'size',
              nouns: ['Vestido largo', 'Vestido casual', 'Vestido de fiesta'],
              qualifiers: ['estampado', 'de algodón', 'con cinturón', 'floreado'],
              price: [150, 800], weight: [0.2, 0.5],
              attributes: [['Material', ['Algodón', 'Seda', 'Poliéster']]],
              features: FASHION_FEATURES,
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
              nouns: ['Camisa Oxford', 'Camisa de lino', 'Camisa tipo polo', 'Camisa a cuadros'],
              qualifiers: ['manga larga', 'manga corta', 'slim fit', 'clásica'],
              price: [110, 520], weight: [0.2, 0.35],
              attributes: [['Material', ['Algodón', 'Lino', 'Piqué']], ['Corte', ['Slim', 'Regular']]],
              features: FASHION_FEATURES,
            },
          },
          {
            name: 'Pantalones',
            description: 'Jeans, chinos y pantalones de vestir.',
            products: {
              type: 'SIMPLE', count: 12, brands: ['urbano'], variants: 'size',
              nouns: ['Jeans', 'Pantalón chino', 'Pantalón de vestir'],
              qualifiers: ['corte recto', 'slim', 'elástico', 'clásico'],
              price: [160, 600], weight: [0.4, 0.8],
              attributes: [['Material', ['Mezclilla', 'Gabardina', 'Algodón elástico']]],
              features: FASHION_FEATURES,
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
              nouns: ['Tenis para correr', 'Tenis casuales', 'Tenis de entrenamiento'],
              qualifiers: ['ultraligeros', 'con amortiguación', 'clásicos', 'transpirables'],
              price: [250, 1200], weight: [0.6, 1.1],
              attributes: [['Suela', ['Caucho', 'EVA']], ['Uso', ['Correr', 'Casual', 'Gimnasio']]],
              features: FASHION_FEATURES,
            },
          },
          {
            name: 'Sandalias',
            description: 'Sandalias cómodas para el calor.',
            products: {
              type: 'SIMPLE', count: 8, brands: ['andante', 'brisa'], variants: 'color',
              nouns: ['Sandalias de cuero', 'Sandalias de playa', 'Sandalias artesanales'],
              qualifiers: ['planas', 'con plataforma', 'tejidas'],
              price: [80, 400], weight: [0.3, 0.6],
              attributes: [['Material', ['Cuero', 'Caucho', 'Tejido']]],
              features: FASHION_FEATURES,
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
          nouns: ['Bicicleta de montaña', 'Bicicleta urbana', 'Casco para ciclismo', 'Luz LED para bicicleta'],
          qualifiers: ['aro 29', 'aro 26', 'de aluminio', 'recargable', '21 velocidades'],
          price: [90, 7500], weight: [0.2, 16],
          attributes: [['Material', ['Aluminio', 'Acero', 'Fibra de carbono', 'Plástico']]],
          features: SPORT_FEATURES,
        },
      },
      {
        name: 'Fitness',
        description: 'Equipo para entrenar en casa o en el gimnasio.',
        products: {
          type: 'SIMPLE', count: 14, brands: ['atletik', 'cumbre'],
          nouns: ['Juego de mancuernas', 'Tapete para yoga', 'Banda de resistencia', 'Cuerda para saltar', 'Banco de pesas'],
          qualifiers: ['ajustable', 'de 6 mm', 'de 20 kg', 'profesional', 'antideslizante'],
          price: [40, 2500], weight: [0.2, 25],
          attributes: [['Nivel', ['Principiante', 'Intermedio', 'Avanzado']]],
          features: SPORT_FEATURES,
        },
      },
      {
        name: 'Fútbol',
        slug: 'futbol',
        description: 'Balones, tacos y uniformes.',
        products: {
          type: 'SIMPLE', count: 12, brands: ['golazo', 'atletik'],
          nouns: ['Balón de fútbol', 'Tacos de fútbol', 'Espinilleras', 'Guantes de portero'],
          qualifiers: ['número 5', 'profesional', 'para cancha sintética', 'de entrenamiento'],
          price: [60, 900], weight: [0.2, 1],
          attributes: [['Uso', ['Cancha natural', 'Cancha sintética', 'Fútbol sala']]],
          features: SPORT_FEATURES,
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
          nouns: ['Juego de mesa', 'Rompecabezas', 'Juego de cartas', 'Lotería'],
          qualifiers: ['Mercado de Chichicastenango', '1000 piezas', 'familiar', 'de estrategia', 'chapina'],
          price: [50, 450], weight: [0.3, 1.5],
          attributes: [['Edad recomendada', ['6+', '8+', '10+', '14+']], ['Jugadores', ['2-4', '2-6', '3-8']]],
          features: TOY_FEATURES,
        },
      },
      {
        name: 'Figuras de acción',
        slug: 'figuras-de-accion',
        description: 'Figuras coleccionables y de juego.',
        products: {
          type: 'SIMPLE', count: 10, brands: ['ludika'],
          nouns: ['Figura de acción', 'Set de figuras', 'Robot transformable'],
          qualifiers: ['guerrero maya', 'astronauta', 'dinosaurio', 'de 30 cm', 'articulado'],
          price: [60, 600], weight: [0.2, 1.2],
          attributes: [['Edad recomendada', ['4+', '6+', '8+']]],
          features: TOY_FEATURES,
        },
      },
      {
        name: 'Juguetes para bebé',
        slug: 'juguetes-para-bebe',
        description: 'Juguetes didácticos y seguros para bebés.',
        products: {
          type: 'SIMPLE', count: 10, brands: ['pequenos-genios'],
          nouns: ['Sonaja', 'Gimnasio para bebé', 'Cubos didácticos', 'Mordedera'],
          qualifiers: ['de colores', 'musical', 'de tela', 'de silicona'],
          price: [40, 700], weight: [0.1, 2],
          attributes: [['Edad recomendada', ['0+ meses', '6+ meses', '12+ meses']]],
          features: TOY_FEATURES,
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
          nouns: ['Motocicleta', 'Scooter'],
          qualifiers: ['125 cc', '150 cc', '110 cc automática', '200 cc deportiva'],
          price: [8500, 24000], weight: [95, 140], warrantyMonths: 24,
          attributes: [['Cilindrada', ['110 cc', '125 cc', '150 cc', '200 cc']], ['Transmisión', ['Manual', 'Automática']]],
          features: ['bajo consumo de combustible', 'incluye placas y tarjeta de circulación', 'servicio en talleres autorizados'],
        },
      },
      {
        name: 'Motocicletas de trabajo',
        slug: 'motocicletas-de-trabajo',
        description: 'Motos de carga y reparto.',
        products: {
          type: 'MOTORCYCLE', count: 6, brands: ['rayo-motors'],
          nouns: ['Motocicleta de trabajo', 'Motocarro'],
          qualifiers: ['150 cc con parrilla', '200 cc de carga', '125 cc para reparto'],
          price: [11000, 32000], weight: [110, 320], warrantyMonths: 24,
          attributes: [['Cilindrada', ['125 cc', '150 cc', '200 cc']], ['Capacidad de carga', ['150 kg', '300 kg', '500 kg']]],
          features: ['chasis reforzado', 'ideal para reparto', 'bajo costo de mantenimiento'],
        },
      },
      {
        name: 'Cascos y accesorios',
        slug: 'cascos-y-accesorios-moto',
        description: 'Cascos, guantes y chaquetas para motorista.',
        products: {
          type: 'SIMPLE', count: 10, brands: ['volcan-motos', 'motovia'], variants: 'size',
          nouns: ['Casco integral', 'Chaqueta para motorista', 'Guantes para moto'],
          qualifiers: ['certificado DOT', 'con protecciones', 'impermeable', 'ventilado'],
          price: [150, 1800], weight: [0.2, 1.8],
          attributes: [['Certificación', ['DOT', 'ECE 22.06']]],
          features: ['máxima protección', 'materiales resistentes a la abrasión'],
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
          titles: ['Entrada general: Festival de Marimba Chapina', 'Entrada VIP: Noche de Rock en Cayalá', 'Entrada general: Orquesta Sinfónica Nacional', 'Entrada general: Festival de Jazz en Antigua', 'Entrada preferencial: Concierto de Trova en el Teatro Nacional', 'Entrada general: Reggae en el Puerto', 'Entrada general: Festival Electrónico del Lago', 'Entrada palco: Gala de Ópera en el Teatro Nacional'],
          price: [120, 1500], weight: [0, 0],
          attributes: [['Lugar', ['Teatro Nacional', 'Explanada Cayalá', 'Antigua Guatemala', 'Puerto de San José']], ['Edad mínima', ['Todo público', '18+']]],
          features: ['recibe tu entrada en el correo', 'presenta el código QR en la puerta'],
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
          features: ['elige tu asiento en el mapa de la sala', 'entrada digital'],
        },
      },
      {
        name: 'Eventos deportivos',
        slug: 'eventos-deportivos',
        description: 'Partidos y carreras.',
        products: {
          type: 'EVENT_TICKET', count: 6, brands: ['boleteria-central'],
          titles: ['Entrada general: Clásico del fútbol nacional', 'Inscripción: Medio maratón de la Ciudad', 'Entrada preferencial: Final de la liga de baloncesto', 'Inscripción: Carrera nocturna 10K', 'Entrada general: Torneo de tenis de Guatemala', 'Entrada general: Vuelta ciclística, etapa final'],
          price: [60, 600], weight: [0, 0],
          attributes: [['Lugar', ['Estadio Doroteo Guamuch Flores', 'Ciudad de Guatemala', 'Domo Zona 13']]],
          features: ['entrada digital', 'llega con tiempo, las puertas abren dos horas antes'],
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
      features: ['se envía por correo con tu dedicatoria', 'válida por un año en toda la tienda'],
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
          features: ['un técnico te contacta para agendar la visita', 'incluye garantía de instalación de 30 días'],
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
          features: ['reparación o cambio sin costo', 'atención en todo el país'],
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
          type: 'VENDING', count: 8, brands: ['expendia', 'cafe-altiplano'],
          titles: ['Agua pura 600 ml', 'Refresco de cola 355 ml', 'Café frío en lata 250 ml', 'Jugo de naranja 300 ml', 'Bebida isotónica 500 ml', 'Té helado de limón 500 ml', 'Agua mineral con gas 355 ml', 'Horchata en botella 350 ml'],
          price: [5, 18], weight: [0.3, 0.65],
          features: ['bien fría', 'retírala en la máquina con tu código'],
        },
      },
      {
        name: 'Snacks',
        slug: 'snacks-expendedora',
        description: 'Botanas y dulces en máquina expendedora.',
        products: {
          type: 'VENDING', count: 8, brands: ['expendia', 'snackeria'],
          titles: ['Papalinas clásicas 45 g', 'Manías saladas 50 g', 'Galletas de chocolate 60 g', 'Barra de granola con miel', 'Chicharrines picantes 40 g', 'Palomitas de maíz con mantequilla', 'Chocolate con leche 40 g', 'Mix de frutos secos 50 g'],
          price: [4, 15], weight: [0.04, 0.1],
          features: ['para el antojo', 'retíralo en la máquina con tu código'],
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
          type: 'SIMPLE', count: 10, brands: ['vinedos-del-sol'],
          nouns: ['Vino tinto', 'Vino blanco', 'Vino espumoso', 'Vino rosado'],
          qualifiers: ['Malbec 750 ml', 'Cabernet Sauvignon 750 ml', 'Chardonnay 750 ml', 'brut 750 ml', 'reserva 750 ml'],
          price: [90, 650], weight: [1.2, 1.6],
          attributes: [['Contenido', ['750 ml']], ['Origen', ['Argentina', 'Chile', 'España']]],
          features: ['venta solo a mayores de 18 años', 'servir a temperatura adecuada'],
        },
      },
      {
        name: 'Licores',
        description: 'Rones y licores añejados.',
        over18: true,
        products: {
          type: 'SIMPLE', count: 6, brands: ['destileria-antigua'],
          nouns: ['Ron añejo', 'Licor de café', 'Ron reserva'],
          qualifiers: ['8 años 750 ml', '12 años 750 ml', '23 años 750 ml', '375 ml'],
          price: [120, 1400], weight: [0.8, 1.6],
          attributes: [['Contenido', ['375 ml', '750 ml']], ['Graduación', ['35 %', '40 %']]],
          features: ['venta solo a mayores de 18 años', 'disfrútalo con moderación'],
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
