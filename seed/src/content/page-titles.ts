/** Spanish page titles (page `titleEs`) and meta titles (`seo.titleEs`), by their English text. */
const PAGE_TITLES_ES: Readonly<Record<string, string>> = {
  'Apply for Financing': 'Solicitar financiamiento',
  'Auto Financing': 'Financiamiento de autos',
  'Bad Credit Auto Financing': 'Financiamiento de autos con mal crédito',
  'Better Than Buy Here Pay Here': 'Mejor que Buy Here Pay Here',
  'Car Research': 'Investigación de autos',
  Careers: 'Empleos',
  'Cars for Sale': 'Autos en venta',
  'Contact Us': 'Contáctenos',
  'Dealer Offers': 'Ofertas del concesionario',
  'Full Credit Application': 'Solicitud de crédito completa',
  'Help Center': 'Centro de ayuda',
  Home: 'Inicio',
  'How Buying Works': 'Cómo funciona la compra',
  'How It Works': 'Cómo funciona',
  'Instant Cash Offer': 'Oferta en efectivo al instante',
  'Meet Our Team': 'Nuestro equipo',
  'New Cars for Sale': 'Autos nuevos en venta',
  'Our Company': 'Nuestra empresa',
  'Profit Sharing Offer': 'Oferta de ganancias compartidas',
  'Schedule Service': 'Programar servicio',
  'Search Articles': 'Buscar artículos',
  'Sell or Trade My Car': 'Vender o intercambiar mi auto',
  Service: 'Servicio',
  'Service Offers': 'Ofertas de servicio',
  'Special Offers': 'Ofertas especiales',
  'Used Cars for Sale': 'Autos usados en venta',
  'Value My Car': 'Valorar mi auto',
  'Vehicle Protection Plans': 'Planes de protección del vehículo',
};

/** Meta titles written for a page (not "title | brand"); `{brand}` is the brand's name. */
const SEO_TITLES_ES: Readonly<Record<string, string>> = {
  'How Our Car Offers Work': 'Cómo funcionan nuestras ofertas por su auto',
  'Sell My Car: Instant Cash Offer': 'Vender mi auto: oferta en efectivo al instante',
  'Sell My Car: Profit Sharing Offer': 'Vender mi auto: oferta de ganancias compartidas',
  'About {brand}': 'Acerca de {brand}',
  'Careers at {brand}': 'Empleos en {brand}',
  '{brand} | Used Cars in the Chicago Area': '{brand} | Autos usados en el área de Chicago',
  'Auto Service & Repair | {brand}': 'Servicio y reparación de autos | {brand}',
  'Used Cars for Sale in the Chicago Area': 'Autos usados en venta en el área de Chicago',
  '{brand} | Sell Your Car in 2 Minutes': '{brand} | Venda su auto en 2 minutos',
};

function spanish(table: Readonly<Record<string, string>>, english: string, kind: string): string {
  const text = table[english];
  if (!text) throw new Error(`${kind} without a Spanish text: ${english}`);
  return text;
}

export const pageTitleEs = (title: string): string => spanish(PAGE_TITLES_ES, title, 'page title');

/** The Spanish meta title: the written one translated, else "Spanish title | brand" as in English. */
export function seoTitleEs(seoTitle: string | undefined, title: string, brand: string): string {
  if (seoTitle === undefined) return `${pageTitleEs(title)} | ${brand}`;
  return spanish(SEO_TITLES_ES, seoTitle.split(brand).join('{brand}'), 'meta title').split('{brand}').join(brand);
}
