/**
 * The `siteSettings` singleton: variant, enabled pages, menus (Navigation), interface strings in English and
 * Spanish, lead routing for all 15 form types, popups, cookie tier and inventory conditions.
 */
import { LEAD_FORM_TYPES, type LeadFormType, type LeadMailFormat } from '@dealer/schemas/constants';
import { PAGE_KEYS, legalPath, pathFor, type PageKey } from '@dealer/schemas/routes';
import { brandShareImage } from '../images/library';
import { CREDIT_APPLICATION_UI_STRINGS } from './credit-application-strings';
import { LEAD_FORM_UI_STRINGS } from './lead-form-strings';
import { ref, withKeys } from '../keys';
import type { NavGroup, NavLink, PopupDoc, SiteSettingsDoc, UiString } from '../types';
import { storeDocId, type SeedContext } from './context';
import { LEAD_MESSAGE_UI_STRINGS } from './lead-message-strings';
import { menuLabelEs } from './menu-labels';
import { ALERT_UI_STRINGS } from './alert-strings';
import { OFFER_MAIL_UI_STRINGS } from './offer-mail-strings';
import { OFFER_PAGE_UI_STRINGS } from './offer-page-strings';
import { SELL_FLOW_UI_STRINGS } from './sell-flow-strings';
import { SERVICE_FORM_UI_STRINGS } from './service-strings';
import { STORE_UI_STRINGS } from './store-strings';
import { CALCULATOR_UI_STRINGS } from './calculator-strings';
import { VEHICLE_DIALOG_UI_STRINGS } from './vehicle-dialog-strings';
import { VEHICLE_GALLERY_UI_STRINGS } from './vehicle-gallery-strings';
import { VEHICLE_PAGE_UI_STRINGS } from './vehicle-page-strings';
import { BODY_STYLE_UI_STRINGS, SEARCH_PAGE_UI_STRINGS } from './search-page-strings';
import { DEAL_UI_STRINGS } from './deal-strings';
import { GARAGE_UI_STRINGS } from './garage-strings';

/** The pages the sell-car variant offers. */
export const SELL_CAR_PAGES: PageKey[] = [
  'home',
  'contact',
  'sellTrade',
  'valueMyCar',
  'howItWorks',
  'instantCashOffer',
  'profitSharingOffer',
  'legal',
  'company',
  'team',
  'careers',
  'carResearch',
  'articles',
  'author',
  'helpCenter',
];

export const enabledPagesFor = (ctx: Pick<SeedContext, 'variant'>): PageKey[] =>
  ctx.variant === 'sell-car' ? [...SELL_CAR_PAGES] : [...PAGE_KEYS];

export const INVENTORY_FILTER_PATHS = {
  under20k: `${pathFor('carsForSale')}/price-under-20000`,
  priceDrops: `${pathFor('carsForSale')}/great_deals/price_drop`,
  premiumUpgrades: `${pathFor('carsForSale')}/great_deals/premium_upgrades`,
} as const;

const link = (label: string, href: string): NavLink => ({ _type: 'navLink', label, labelEs: menuLabelEs(label), href });

function group(namespace: string, label: string, links: NavLink[], href?: string): NavGroup {
  return {
    _type: 'navGroup',
    label,
    labelEs: menuLabelEs(label),
    href,
    links: withKeys(`${namespace}/${label}`, links),
  };
}

const SELL_GROUP_LINKS = [
  link('Value My Car', pathFor('sellTradeVehicle')),
  link('How It Works', pathFor('valueHowItWorks')),
  link('Instant Cash Offer', pathFor('instantCashOffer')),
  link('Profit Sharing Offer', pathFor('profitSharingOffer')),
  link('Trade My Car', pathFor('sellTrade')),
];

function menus(ctx: SeedContext): Pick<SiteSettingsDoc, 'headerMenu' | 'mainMenu' | 'footerMenu'> {
  const header = [
    link('How It Works', pathFor('valueHowItWorks')),
    link('Instant Cash', pathFor('instantCashOffer')),
    link('Profit Sharing', pathFor('profitSharingOffer')),
  ];
  const footer = [
    link('Contact Us', pathFor('contact')),
    link('Privacy Policy', legalPath('privacy-policy')),
    link('Terms of Sale', legalPath('terms-of-sale')),
    link('Cookie Policy', legalPath('cookie-policy')),
  ];
  const ns = 'siteSettings/mainMenu';
  if (ctx.variant === 'sell-car') {
    return {
      headerMenu: withKeys('siteSettings/headerMenu', header),
      mainMenu: withKeys(ns, [
        group(ns, 'Sell or Trade My Car', SELL_GROUP_LINKS),
        group(ns, 'About Us', [link('Meet Our Team', pathFor('team')), link('Careers', pathFor('careers'))]),
        group(ns, 'Reach Out', [link('Contact Us', pathFor('contact'))]),
      ]),
      footerMenu: withKeys('siteSettings/footerMenu', footer),
    };
  }
  return {
    headerMenu: withKeys('siteSettings/headerMenu', [
      link('Cars for Sale', pathFor('carsForSale')),
      link('Financing', pathFor('financing')),
      link('Service', pathFor('service')),
      ...header,
      link('My Garage', pathFor('myGarage')),
    ]),
    mainMenu: withKeys(ns, [
      group(
        ns,
        'Shop',
        [
          link('Cars for Sale', pathFor('carsForSale')),
          link('Used Cars for Sale', pathFor('usedCarsForSale')),
          link('New Cars for Sale', pathFor('newCarsForSale')),
          link('Used Under $20k', INVENTORY_FILTER_PATHS.under20k),
          link('Price Drops', INVENTORY_FILTER_PATHS.priceDrops),
          link('Premium Upgrades', INVENTORY_FILTER_PATHS.premiumUpgrades),
          link('My Garage', pathFor('myGarage')),
        ],
        pathFor('carsForSale'),
      ),
      group(ns, 'Sell or Trade My Car', SELL_GROUP_LINKS, pathFor('sellTrade')),
      group(
        ns,
        'Finance',
        [
          link('Auto Financing', pathFor('financing')),
          link('Apply for Financing', pathFor('applyFinancing')),
          link('Full Credit Application', pathFor('fullCreditApplication')),
          link('Bad Credit Auto Financing', pathFor('badCreditFinancing')),
          link('Better Than Buy Here Pay Here', pathFor('betterThanBuyHerePayHere')),
        ],
        pathFor('financing'),
      ),
      group(
        ns,
        'Service',
        [
          link('Service Center', pathFor('service')),
          link('Schedule Service', pathFor('serviceSchedule')),
          link('Service Offers', pathFor('serviceOffers')),
        ],
        pathFor('service'),
      ),
      group(
        ns,
        'Special Offers',
        [
          link('All Offers', pathFor('specialOffers')),
          link('Dealer Offers', pathFor('dealerOffers')),
          link('Service Offers', pathFor('serviceOffers')),
        ],
        pathFor('specialOffers'),
      ),
      group(
        ns,
        'Protection Plans',
        [link('Vehicle Protection Plans', pathFor('protectionPlans'))],
        pathFor('protectionPlans'),
      ),
      group(
        ns,
        'About Us',
        [
          link('Our Company', pathFor('company')),
          link('Meet Our Team', pathFor('team')),
          link('Careers', pathFor('careers')),
          link('Car Research', pathFor('carResearch')),
          link('Help Center', pathFor('helpCenter')),
        ],
        pathFor('company'),
      ),
      group(ns, 'Reach Out', [link('Contact Us', pathFor('contact'))]),
    ]),
    footerMenu: withKeys('siteSettings/footerMenu', [
      ...footer,
      link('Electronic Signature Disclosure', legalPath('electronic-signature-disclosure')),
      link('Careers', pathFor('careers')),
    ]),
  };
}

/** Interface text in English and Spanish. English wording follows the spec where it gives one. */
export const UI_STRINGS: [string, string, string][] = [
  ['notFound.badge', '404', '404'],
  ['notFound.title', 'Page not found', 'Página no encontrada'],
  [
    'notFound.subtitle',
    'Sorry, we couldn’t find the page you’re looking for.',
    'Lo sentimos, no pudimos encontrar la página que busca.',
  ],
  ['notFound.button', 'Go back home', 'Volver al inicio'],
  ['notFound.detail', 'Page not found: {path}', 'Página no encontrada: {path}'],
  ['notFound.detailInvalid', 'Page Not Found: {path}', 'Página no encontrada: {path}'],
  ['error.badge', 'Error', 'Error'],
  ['error.title', 'Something went wrong', 'Algo salió mal'],
  [
    'error.subtitle',
    'An unexpected error occurred. Please try again, or go back to the home page.',
    'Ocurrió un error inesperado. Inténtelo de nuevo o vuelva a la página de inicio.',
  ],
  ['error.button', 'Go back home', 'Volver al inicio'],
  ['error.retry', 'Try again', 'Intentar de nuevo'],
  ['nav.skipToContent', 'Skip to content', 'Saltar al contenido'],
  ['nav.menu', 'Menu', 'Menú'],
  ['nav.mainMenu', 'Main menu', 'Menú principal'],
  ['nav.close', 'Close', 'Cerrar'],
  ['nav.callUs', 'Call {name}', 'Llamar a {name}'],
  ['nav.language', 'Language', 'Idioma'],
  ['footer.rights', '© {year} {name}. All rights reserved.', '© {year} {name}. Todos los derechos reservados.'],
  ['footer.followUs', 'Follow us', 'Síganos'],
  ['footer.cookieSettings', 'Cookie settings', 'Configuración de cookies'],
  ['footer.menu', 'Footer', 'Pie de página'],
  ['footer.social', 'Social media', 'Redes sociales'],
  ['footer.sales', 'Sales:', 'Ventas:'],
  ['footer.service', 'Service:', 'Servicio:'],
  ['nav.primary', 'Primary', 'Principal'],
  ['contact.sales', 'Sales', 'Ventas'],
  ['contact.service', 'Service', 'Servicio'],
  ['hours.sales', 'Sales hours', 'Horario de ventas'],
  ['hours.service', 'Service hours', 'Horario de servicio'],
  ['hours.closed', 'Closed', 'Cerrado'],
  ['hours.openNow', 'Open now · closes at {time}', 'Abierto ahora · cierra a las {time}'],
  ['hours.closedNow', 'Closed now', 'Cerrado ahora'],
  ['hours.opensToday', 'Closed now · opens today at {time}', 'Cerrado ahora · abre hoy a las {time}'],
  ['hours.opensOn', 'Closed now · opens {day} at {time}', 'Cerrado ahora · abre el {day} a las {time}'],
  ['nav.newTab', '(opens in a new tab)', '(se abre en una pestaña nueva)'],
  ['team.call', 'Call', 'Llamar'],
  ['team.restOfTeam', 'Meet the rest of the team', 'Conozca al resto del equipo'],
  ['reviews.rated', 'Rated {rating} out of 5', 'Calificación de {rating} de 5'],
  ['reviews.readOn', 'Read on {platform}', 'Leer en {platform}'],
  ['reviews.readOnSite', 'Read on the review site', 'Leer en el sitio de reseñas'],
  ['reviews.loading', 'Loading reviews…', 'Cargando reseñas…'],
  ['reviews.more', 'Show more reviews', 'Ver más reseñas'],
  ['reviews.loadFailed', 'The reviews could not be loaded.', 'No se pudieron cargar las reseñas.'],
  ['reviews.category.Sale', 'Sale', 'Ventas'],
  ['reviews.category.Service', 'Service', 'Servicio'],
  ['reviews.category.Finance', 'Finance', 'Financiamiento'],
  ['rating.rated', 'Rated {rating} out of 5 on Google', 'Calificación de {rating} de 5 en Google'],
  ['rating.count', 'From {count} Google reviews', 'De {count} reseñas en Google'],
  ['rating.google', 'Google reviews', 'Reseñas en Google'],
  ['rating.read', 'Read our reviews', 'Lea nuestras reseñas'],
  [
    'offers.empty',
    'No offers available at this time. Please check back later.',
    'No hay ofertas disponibles en este momento. Vuelva a consultar más tarde.',
  ],
  ['offers.expiresOn', 'Expires {date}', 'Vence el {date}'],
  ['offers.all', 'See all offers', 'Ver todas las ofertas'],
  [
    'metadata.offerTitle',
    '{offer_name} | Special Offers | {site_name}',
    '{offer_name} | Ofertas especiales | {site_name}',
  ],
  ['offers.fallbackTitle', 'Special Offer', 'Oferta especial'],
  ['offers.type.sales', 'Sales special', 'Especial de ventas'],
  ['offers.type.service', 'Service special', 'Especial de servicio'],
  ['offers.type.dealer', 'Dealer special', 'Especial del concesionario'],
  ['offers.scheduleService', 'Schedule this service', 'Programar este servicio'],
  ['offers.group.sales', 'Sales offers', 'Ofertas de ventas'],
  ['offers.group.dealer', 'Dealer offers', 'Ofertas del concesionario'],
  ['offers.group.service', 'Service offers', 'Ofertas de servicio'],
  ['offers.group.allDealer', 'See all dealer offers', 'Ver todas las ofertas del concesionario'],
  ['offers.group.allService', 'See all service offers', 'Ver todas las ofertas de servicio'],
  ['offers.vehicles.title', 'Cars this offer applies to', 'Autos a los que se aplica esta oferta'],
  ['offers.vehicles.search', 'See all {count} matching cars', 'Ver los {count} autos que califican'],
  [
    'offers.vehicles.none',
    'No car in stock matches this offer right now.',
    'Ahora no hay autos en inventario que califiquen para esta oferta.',
  ],
  ['offerEnded.title', 'This offer has ended', 'Esta oferta ha terminado'],
  [
    'offerEnded.subtitle',
    'The offer you were looking for is no longer available. Here are the offers running now.',
    'La oferta que buscaba ya no está disponible. Estas son las ofertas vigentes.',
  ],
  ['offerEnded.current', 'Current offers', 'Ofertas vigentes'],
  ['offerEnded.all', 'See all special offers', 'Ver todas las ofertas especiales'],
  ['vehicleGone.title', 'This car has been sold', 'Este auto ya se vendió'],
  [
    'vehicleGone.subtitle',
    'The {vehicle} you were looking for is no longer in our inventory.',
    'El {vehicle} que buscaba ya no está en nuestro inventario.',
  ],
  ['vehicleMissing.title', 'Car not found', 'Auto no encontrado'],
  [
    'vehicleMissing.subtitle',
    'We couldn’t find a car with VIN {vin} in our inventory.',
    'No encontramos un auto con el VIN {vin} en nuestro inventario.',
  ],
  ['vehicleGone.similar', 'Similar cars in stock', 'Autos similares en inventario'],
  ['vehicleGone.search', 'See all matching cars', 'Ver todos los autos similares'],
  ['vehicleGone.browse', 'Browse all cars', 'Ver todo el inventario'],
  [
    'toast.contact.success',
    'Message sent! Your message was successfully sent. Someone from our dealership team will contact you soon',
    '¡Mensaje enviado! Su mensaje se envió correctamente. Alguien de nuestro equipo se comunicará con usted pronto',
  ],
  [
    'toast.unlock.success',
    'Access Granted! Welcome to the private inventory.',
    '¡Acceso concedido! Bienvenido al inventario privado.',
  ],
  ['toast.unlock.error', 'There was an error saving your information.', 'Hubo un error al guardar su información.'],
  ['cookies.title', 'We use cookies', 'Usamos cookies'],
  [
    'cookies.text',
    'We use cookies to remember your choices, measure our site and improve advertising. You can change your choice at any time.',
    'Usamos cookies para recordar sus preferencias, medir nuestro sitio y mejorar la publicidad. Puede cambiar su elección en cualquier momento.',
  ],
  ['cookies.close', 'Close and continue', 'Cerrar y continuar'],
  ['cookies.acceptAll', 'Accept all', 'Aceptar todas'],
  ['cookies.deny', 'Deny', 'Rechazar'],
  ['cookies.customize', 'Customize', 'Personalizar'],
  ['cookies.save', 'Save choices', 'Guardar preferencias'],
  ['cookies.essential', 'Essential', 'Esenciales'],
  ['cookies.functional', 'Functional', 'Funcionales'],
  ['cookies.analytics', 'Analytics', 'Analíticas'],
  ['cookies.targeting', 'Targeting', 'Publicidad'],
  ['cookies.customizeTitle', 'Choose your cookies', 'Elija sus cookies'],
  ['cookies.back', 'Back', 'Volver'],
  ['cookies.policy', 'Cookie policy', 'Política de cookies'],
  ['cookies.settings', 'Cookie settings', 'Configuración de cookies'],
  ['cookies.alwaysOn', 'Always on', 'Siempre activas'],
  [
    'cookies.gpc',
    'Your browser sent a Global Privacy Control signal, so targeting cookies are off.',
    'Su navegador envió una señal de Control Global de Privacidad, por eso las cookies de publicidad están desactivadas.',
  ],
  [
    'cookies.essential.text',
    'Needed for the site to work: security, your store and this choice.',
    'Necesarias para que el sitio funcione: seguridad, su tienda y esta elección.',
  ],
  [
    'cookies.functional.text',
    'Remember your details and preferences between visits.',
    'Recuerdan sus datos y preferencias entre visitas.',
  ],
  [
    'cookies.analytics.text',
    'Measure visits so we can improve the site.',
    'Miden las visitas para que podamos mejorar el sitio.',
  ],
  [
    'cookies.targeting.text',
    'Show you relevant ads on other sites and measure them.',
    'Le muestran anuncios relevantes en otros sitios y los miden.',
  ],
  ['popup.unlock.title', 'Unlock Vehicle Inventory', 'Desbloquear inventario de vehículos'],
  ['sell.tagline', '2 offers in 2 minutes', '2 ofertas en 2 minutos'],
  ['sell.condition.great', 'Excellent', 'Excelente'],
  ['sell.condition.good', 'Good', 'Bueno'],
  ['sell.condition.fair', 'Fair', 'Regular'],
  ['sell.condition.poor', 'Poor', 'Malo'],
  ['finance.credit.bad', 'Bad', 'Malo'],
  ['finance.credit.okay', 'Okay', 'Aceptable'],
  ['finance.credit.good', 'Good', 'Bueno'],
  ['finance.credit.great', 'Great', 'Excelente'],
  ['lang.en', 'English', 'English'],
  ['lang.es', 'Español', 'Español'],
  // Popups runtime and phone verification; keys and English defaults in web/src/lib/i18n/popup-strings.ts.
  ['popup.close', 'Close', 'Cerrar'],
  ['popup.maximize', 'Maximize', 'Maximizar'],
  ['popup.restore', 'Restore', 'Restaurar'],
  ['popup.move', 'Move dialog', 'Mover el cuadro de diálogo'],
  ['popup.firstName', 'First name', 'Nombre'],
  ['popup.lastName', 'Last name', 'Apellido'],
  ['popup.email', 'Email', 'Correo electrónico'],
  ['popup.phone', 'Phone', 'Teléfono'],
  ['popup.message', 'Message', 'Mensaje'],
  ['popup.submit', 'Submit', 'Enviar'],
  ['popup.continue', 'Continue', 'Continuar'],
  ['popup.sending', 'Sending…', 'Enviando…'],
  ['popup.failed', 'There was an error saving your information.', 'Hubo un error al guardar su información.'],
  ['popup.unlock-inventory.title', 'Unlock Vehicle Inventory', 'Desbloquear inventario de vehículos'],
  ['popup.unlock-inventory.button', 'Unlock inventory', 'Desbloquear inventario'],
  ['popup.unlock-inventory.hoverText', 'See private deals', 'Vea ofertas privadas'],
  [
    'phoneVerification.intro',
    'We will text a 6-digit code to this number to confirm it is yours.',
    'Le enviaremos un código de 6 dígitos por mensaje de texto para confirmar que este número es suyo.',
  ],
  ['phoneVerification.phone', 'Mobile phone', 'Teléfono celular'],
  ['phoneVerification.send', 'Send code', 'Enviar código'],
  ['phoneVerification.sent', 'We texted a 6-digit code to {phone}.', 'Enviamos un código de 6 dígitos al {phone}.'],
  ['phoneVerification.code', 'Verification code', 'Código de verificación'],
  ['phoneVerification.verify', 'Verify', 'Verificar'],
  ['phoneVerification.resend', 'Resend code', 'Reenviar código'],
  ['phoneVerification.resent', 'A new code is on its way.', 'Un nuevo código está en camino.'],
  ['phoneVerification.changeNumber', 'Change number', 'Cambiar número'],
  [
    'phoneVerification.verified',
    'Thank you! Your phone number is verified.',
    '¡Gracias! Su número de teléfono está verificado.',
  ],
  ['phoneVerification.phoneRequired', 'Phone number is required', 'El número de teléfono es obligatorio'],
  ['phoneVerification.phoneInvalid', 'Phone number is invalid by regex', 'El número de teléfono no es válido'],
  ['phoneVerification.codeRequired', 'Code is required', 'El código es obligatorio'],
  ['phoneVerification.codeLength', 'Code must be 6 digits', 'El código debe tener 6 dígitos'],
  // Finance and service headings: editors own them; the web falls back to the same English text.
  ['finance.calculator.title', 'Estimate your payment', 'Calcule su pago'],
  ['finance.apply.title', 'Your details', 'Sus datos'],
  ['finance.creditApp.title', 'Your application', 'Su solicitud'],
  ['finance.creditApp.step.applicant', 'About you', 'Sobre usted'],
  ['finance.creditApp.step.residence', 'Residence history', 'Historial de domicilio'],
  ['finance.creditApp.step.employment', 'Employment history', 'Historial de empleo'],
  ['finance.creditApp.step.coBorrower', 'Co-borrower', 'Codeudor'],
  ['finance.creditApp.step.review', 'Review and sign', 'Revisar y firmar'],
  [
    'finance.done.reference',
    'Your reference number is {reference}. Please have it at hand when you call.',
    'Su número de referencia es {reference}. Téngalo a mano cuando llame.',
  ],
  ['finance.done.call', 'Questions? Call {store} at {phone}.', '¿Preguntas? Llame a {store} al {phone}.'],
  ['finance.creditApp.done.title', 'Application received', 'Solicitud recibida'],
  [
    'finance.creditApp.done.next',
    'What happens next: a finance specialist from {store} reviews your application and contacts you within one business day with your options.',
    'Qué sigue: un especialista en financiamiento de {store} revisará su solicitud y se comunicará con usted en un día hábil con sus opciones.',
  ],
  ['finance.creditApp.done.browse', 'Browse vehicles', 'Ver vehículos'],
  ['finance.estimate.title', 'Your instant estimate', 'Su estimación al instante'],
  [
    'finance.estimate.note',
    'This is an estimate, not an offer of credit. It does not affect your credit score.',
    'Esta es una estimación, no una oferta de crédito. No afecta su puntaje de crédito.',
  ],
  ['finance.estimate.apr', 'Estimated APR', 'APR estimada'],
  [
    'finance.estimate.budget',
    'Monthly budget ({percent}% of your income)',
    'Presupuesto mensual ({percent}% de sus ingresos)',
  ],
  ['finance.estimate.buyingPower', 'Buying power over {term} months', 'Poder de compra a {term} meses'],
  [
    'finance.estimate.noIncome',
    'Add your monthly income to see your budget and buying power.',
    'Agregue sus ingresos mensuales para ver su presupuesto y su poder de compra.',
  ],
  [
    'finance.estimate.next',
    'What happens next: a finance specialist from {store} contacts you to confirm your rate and options.',
    'Qué sigue: un especialista en financiamiento de {store} se comunicará con usted para confirmar su tasa y sus opciones.',
  ],
  ['finance.estimate.browse', 'Browse vehicles under {price}', 'Ver vehículos por menos de {price}'],
  ['finance.estimate.apply', 'Start the full credit application', 'Iniciar la solicitud de crédito completa'],
  ['finance.estimate.edit', 'Change my answers', 'Cambiar mis respuestas'],
  ['service.schedule.title', 'Request your appointment', 'Solicite su cita'],
  ['staff.message.title', 'Send {name} a message', 'Envíe un mensaje a {name}'],
  [
    'staff.message.intro',
    'Ask a question or leave a note; {name} receives a copy of your message.',
    'Haga una pregunta o deje una nota; {name} recibe una copia de su mensaje.',
  ],
  ['legal.updated', 'Last updated', 'Última actualización'],
  ['articles.category.empty', 'No articles in this category yet.', 'Todavía no hay artículos en esta categoría.'],
  ['articles.categories', 'Browse by category', 'Explorar por categoría'],
  ['articles.more', 'More car research', 'Más artículos sobre autos'],
  ['articles.search.documentTitle', '{q} – {title}', '{q} – {title}'],
  ['articles.search.label', 'Search car research articles', 'Buscar artículos sobre autos'],
  [
    'articles.search.placeholder',
    'e.g. winter tires, trade-in, oil change',
    'p. ej., llantas de invierno, vehículo a cambio, cambio de aceite',
  ],
  ['articles.search.button', 'Search', 'Buscar'],
  ['articles.search.none', 'No articles match “{q}”.', 'Ningún artículo coincide con “{q}”.'],
  ['articles.search.one', '1 article matches “{q}”', '1 artículo coincide con “{q}”'],
  ['articles.search.many', '{count} articles match “{q}”', '{count} artículos coinciden con “{q}”'],
  [
    'articles.search.emptyHelp',
    'Try fewer or different words, or browse the categories below.',
    'Pruebe con menos palabras o con otras, o explore las categorías de abajo.',
  ],
  ['articles.search.pastEnd', 'There are no more results.', 'No hay más resultados.'],
  ['articles.search.firstPage', 'Back to the first page', 'Volver a la primera página'],
  ['articles.search.pages', 'Search result pages', 'Páginas de resultados'],
  ['pagination.previous', 'Previous page', 'Página anterior'],
  ['pagination.next', 'Next page', 'Página siguiente'],
  ['pagination.status', 'Page {page} of {pageCount}', 'Página {page} de {pageCount}'],
  ['articles.author.articles', 'Articles by {name}', 'Artículos de {name}'],
  ['articles.author.empty', 'No articles yet.', 'Todavía no hay artículos.'],
];

interface RouteSpec {
  type: LeadMailFormat;
  subject: string;
  inbox: string;
}

const LEAD_ROUTES: Record<LeadFormType, RouteSpec> = {
  DEFAULT: { type: 'text', subject: 'Website Lead', inbox: 'leads' },
  UNLOCK_INVENTORY: { type: 'adf', subject: 'Unlock Inventory Lead', inbox: 'leads' },
  UNLOCK_PRICE: { type: 'adf', subject: 'Unlock Price Lead', inbox: 'leads' },
  SCHEDULE_TEST_DRIVE: { type: 'adf', subject: 'Test Drive Request', inbox: 'leads' },
  SELL_OR_TRADE: { type: 'adf', subject: 'Sell or Trade Lead', inbox: 'leads' },
  CONTACT_SALES: { type: 'adf', subject: 'Contact Sales Request', inbox: 'leads' },
  CONTACT_DEALERSHIP: { type: 'text', subject: 'General Question from Website', inbox: 'info' },
  CONTACT_FINANCE: { type: 'adf', subject: 'Finance Question from Website', inbox: 'leads' },
  CONTACT_SERVICE: { type: 'text', subject: 'Service Question from Website', inbox: 'service' },
  CAREERS: { type: 'text', subject: 'Careers Application', inbox: 'careers' },
  SERVICE: { type: 'text', subject: 'Service Appointment Request', inbox: 'service' },
  APPLY_FINANCING: { type: 'adf', subject: 'Financing Pre-Approval', inbox: 'leads' },
  FULL_CREDIT_APP: { type: 'adf', subject: 'Full Credit Application', inbox: 'finance' },
  STAFF_MEMBER: { type: 'text', subject: 'Connect with a Staff Member Form from website', inbox: 'info' },
  DEAL_SHEET: { type: 'adf', subject: 'Deal Sheet from Website', inbox: 'leads' },
};

/** The one CRM that needs eLeads-style comment merging. */
const ELEADS_FORM: LeadFormType = 'SELL_OR_TRADE';

export function buildSiteSettings(ctx: SeedContext, popups: readonly PopupDoc[]): SiteSettingsDoc {
  const uiStrings: UiString[] = [
    ...UI_STRINGS,
    ...LEAD_MESSAGE_UI_STRINGS,
    ...OFFER_PAGE_UI_STRINGS,
    ...OFFER_MAIL_UI_STRINGS,
    ...ALERT_UI_STRINGS,
    ...SELL_FLOW_UI_STRINGS,
    ...VEHICLE_DIALOG_UI_STRINGS,
    ...SERVICE_FORM_UI_STRINGS,
    ...STORE_UI_STRINGS,
    ...CREDIT_APPLICATION_UI_STRINGS,
    ...LEAD_FORM_UI_STRINGS,
    ...SEARCH_PAGE_UI_STRINGS,
    ...BODY_STYLE_UI_STRINGS,
    ...VEHICLE_GALLERY_UI_STRINGS,
    ...VEHICLE_PAGE_UI_STRINGS,
    ...CALCULATOR_UI_STRINGS,
    ...GARAGE_UI_STRINGS,
    ...DEAL_UI_STRINGS,
  ].map(([key, en, es]) => ({
    _type: 'uiString',
    key,
    en,
    es,
  }));
  return {
    _id: 'siteSettings',
    _type: 'siteSettings',
    variant: ctx.variant,
    siteName: ctx.brand.name,
    enabledPages: enabledPagesFor(ctx),
    defaultStore: ref(storeDocId(ctx.defaultStoreId)),
    ...menus(ctx),
    cookieTier: ctx.variant === 'sell-car' ? 1 : 3,
    defaultLanguage: 'en',
    uiStrings: withKeys('siteSettings/uiStrings', uiStrings),
    popups: withKeys(
      'siteSettings/popups',
      popups.map((popup) => ref(popup._id)),
    ),
    appendAdvertisingParameters: true,
    leadRouting: withKeys(
      'siteSettings/leadRouting',
      LEAD_FORM_TYPES.map((formType) => {
        const route = LEAD_ROUTES[formType];
        return {
          _type: 'leadRoute' as const,
          formType,
          type: route.type,
          subject: route.subject,
          recipient: `${route.inbox}@${ctx.brand.domain}`,
          crmProvider: formType === ELEADS_FORM ? ('eleads' as const) : ('generic' as const),
        };
      }),
    ),
    inventoryConditions: ['new', 'used'],
    seo: {
      _type: 'seoFields',
      title: `${ctx.brand.name} | ${ctx.brand.tagline}`,
      description: ctx.brand.description,
      image: brandShareImage(ctx.images, ctx.brand),
    },
    // Offer metadata uses {offer_name}; staff metadata uses {staff_name} and {staff_department}.
    metadataTemplates: {
      offerTitle: '{offer_name} | Special Offers | {site_name}',
      offerDescription: '{offer_name}: {offer_description}',
      staffTitle: '{staff_name}, {staff_department} | {site_name}',
      staffDescription: 'Meet {staff_name}, {staff_title} in our {staff_department} department at {site_name}.',
    },
  };
}
