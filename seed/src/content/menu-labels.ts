/** The menus' labels for Spanish readers (navLink/navGroup `labelEs`), by their English label. */
export const MENU_LABELS_ES: Readonly<Record<string, string>> = {
  'Cars for Sale': 'Autos en venta',
  'Used Cars for Sale': 'Autos usados en venta',
  'New Cars for Sale': 'Autos nuevos en venta',
  'Used Under $20k': 'Usados por menos de $20k',
  'Price Drops': 'Rebajas de precio',
  'Premium Upgrades': 'Mejoras premium',
  Financing: 'Financiamiento',
  Finance: 'Financiamiento',
  Service: 'Servicio',
  'How It Works': 'Cómo funciona',
  'Instant Cash': 'Efectivo al instante',
  'Instant Cash Offer': 'Oferta en efectivo al instante',
  'Profit Sharing': 'Ganancias compartidas',
  'Profit Sharing Offer': 'Oferta de ganancias compartidas',
  'Value My Car': 'Valorar mi auto',
  'Trade My Car': 'Intercambiar mi auto',
  'Sell or Trade My Car': 'Vender o intercambiar mi auto',
  Shop: 'Comprar',
  'Auto Financing': 'Financiamiento de autos',
  'Apply for Financing': 'Solicitar financiamiento',
  'Full Credit Application': 'Solicitud de crédito completa',
  'Bad Credit Auto Financing': 'Financiamiento con mal crédito',
  'Better Than Buy Here Pay Here': 'Mejor que Buy Here Pay Here',
  'Service Center': 'Centro de servicio',
  'Schedule Service': 'Programar servicio',
  'Service Offers': 'Ofertas de servicio',
  'Special Offers': 'Ofertas especiales',
  'All Offers': 'Todas las ofertas',
  'Dealer Offers': 'Ofertas del concesionario',
  'Protection Plans': 'Planes de protección',
  'Vehicle Protection Plans': 'Planes de protección del vehículo',
  'About Us': 'Nosotros',
  'Our Company': 'Nuestra empresa',
  'Meet Our Team': 'Nuestro equipo',
  Careers: 'Empleos',
  'Car Research': 'Investigación de autos',
  'Help Center': 'Centro de ayuda',
  'Reach Out': 'Contáctenos',
  'Contact Us': 'Contáctenos',
  'My Garage': 'Mi garaje',
  'Privacy Policy': 'Política de privacidad',
  'Terms of Sale': 'Términos de venta',
  'Cookie Policy': 'Política de cookies',
  'Electronic Signature Disclosure': 'Divulgación de firma electrónica',
};

/** The Spanish label of a seeded menu entry; a label without one is a seed bug, caught when seeding. */
export function menuLabelEs(label: string): string {
  const spanish = MENU_LABELS_ES[label];
  if (!spanish) throw new Error(`menu label without a Spanish label: ${label}`);
  return spanish;
}
