/**
 * The store's information pages, in the footer's order: what shoppers look
 * for before paying. The routes, the footer, the heads and the sitemap all
 * read this one list; each page's text is its own lazy screen (info/<screen>).
 */
export interface InfoPage {
  /** The address, without the leading slash. */
  path: string;
  /** The link text in the footer and beside the other pages. */
  label: string;
  /** The page's <h1> and <title> (without " · Tienda"); its meta description is in info-heads.ts, on the server only. */
  title: string;
  /** A Lucide icon name (drawn by CSS: `.icon--<name>` in layout.css). */
  icon: string;
  /** Its screen module under src/presentation (no extension). */
  screen: string;
  group: 'help' | 'legal';
}

export const INFO_PAGES: readonly InfoPage[] = [
  {
    path: 'ayuda',
    label: 'Ayuda y contacto',
    title: 'Ayuda y contacto',
    icon: 'life-buoy',
    screen: 'info/HelpPage',
    group: 'help',
  },
  {
    path: 'envios-y-devoluciones',
    label: 'Envíos y devoluciones',
    title: 'Envíos y devoluciones',
    icon: 'truck',
    screen: 'info/ShippingPage',
    group: 'help',
  },
  {
    path: 'formas-de-pago',
    label: 'Formas de pago',
    title: 'Formas de pago',
    icon: 'credit-card',
    screen: 'info/PaymentPage',
    group: 'help',
  },
  {
    path: 'terminos-y-condiciones',
    label: 'Términos y condiciones',
    title: 'Términos y condiciones',
    icon: 'file-text',
    screen: 'info/TermsPage',
    group: 'legal',
  },
  {
    path: 'privacidad',
    label: 'Privacidad',
    title: 'Aviso de privacidad',
    icon: 'shield-check',
    screen: 'info/PrivacyPage',
    group: 'legal',
  },
];
