/**
 * UI strings of shoppers' e-mail alerts (docs/alerts.md): the confirmation and digest e-mails (`alertMail.*`) and
 * the confirmation and unsubscribe pages (`alertPage.*`), en and es. Editors change them in siteSettings.uiStrings;
 * the built-in English (web/src/lib/alerts/alert-mail-strings.ts, alert-page-strings.ts) is only a fallback for a
 * key an editor deletes. Placeholders in braces are filled by the mail or page.
 */
export const ALERT_UI_STRINGS: [string, string, string][] = [
  ['alertMail.confirmSubject', 'Confirm your car alert', 'Confirme su alerta de autos'],
  [
    'alertMail.confirmIntro',
    'You asked {store} to e-mail you about {what}.',
    'Pidió a {store} que le envíe correos sobre {what}.',
  ],
  ['alertMail.confirmPriceDrop', 'price drops of the {vehicle}', 'bajadas de precio del {vehicle}'],
  ['alertMail.confirmNewMatches', 'new cars matching your search', 'autos nuevos que coincidan con su búsqueda'],
  [
    'alertMail.confirmAction',
    'Confirm with the link below. Until you do, we send you nothing.',
    'Confirme con el enlace de abajo. Hasta que lo haga, no le enviamos nada.',
  ],
  ['alertMail.confirmLink', 'Confirm my alert', 'Confirmar mi alerta'],
  ['alertMail.confirmIgnore', 'If this was not you, ignore this e-mail.', 'Si no fue usted, ignore este correo.'],
  ['alertMail.digestSubject', 'News about cars you follow at {store}', 'Novedades de los autos que sigue en {store}'],
  ['alertMail.digestIntro', 'Here is what changed:', 'Esto es lo que cambió:'],
  [
    'alertMail.priceDrop',
    '{vehicle}: price lowered from {oldPrice} to {newPrice}',
    '{vehicle}: precio rebajado de {oldPrice} a {newPrice}',
  ],
  ['alertMail.newMatch', '{vehicle}: new, {price}', '{vehicle}: nuevo, {price}'],
  ['alertMail.newMatchNoPrice', '{vehicle}: new', '{vehicle}: nuevo'],
  ['alertMail.more', 'and {count} more', 'y {count} más'],
  ['alertMail.seeSearch', 'See your search', 'Ver su búsqueda'],
  ['alertMail.unsubscribe', 'Stop these e-mails', 'Dejar de recibir estos correos'],
  [
    'alertMail.why',
    'You get this e-mail because you asked for car alerts. At most one e-mail a day per alert.',
    'Recibe este correo porque pidió alertas de autos. Como máximo un correo al día por alerta.',
  ],
  ['alertPage.confirmTitle', 'Confirm your car alert', 'Confirme su alerta de autos'],
  ['alertPage.unsubscribeTitle', 'Stop car alert e-mails', 'Dejar de recibir alertas de autos'],
  [
    'alertPage.aboutPriceDrop',
    'E-mails when the price of the {vehicle} goes down.',
    'Correos cuando baje el precio del {vehicle}.',
  ],
  [
    'alertPage.aboutNewMatches',
    'E-mails about new cars matching your search.',
    'Correos sobre autos nuevos que coincidan con su búsqueda.',
  ],
  ['alertPage.seeCar', 'See the car', 'Ver el auto'],
  ['alertPage.seeSearch', 'See the search', 'Ver la búsqueda'],
  [
    'alertPage.confirmHelp',
    'Press the button to start your alert. At most one e-mail a day; every e-mail has a link to stop them.',
    'Pulse el botón para activar su alerta. Como máximo un correo al día; cada correo tiene un enlace para dejar de recibirlos.',
  ],
  ['alertPage.confirmButton', 'Confirm my alert', 'Confirmar mi alerta'],
  [
    'alertPage.confirmed',
    'Your alert is on. We will e-mail you when something changes.',
    'Su alerta está activa. Le enviaremos un correo cuando algo cambie.',
  ],
  [
    'alertPage.expired',
    'This link has expired. Please sign up for the alert again.',
    'Este enlace venció. Vuelva a suscribirse a la alerta.',
  ],
  [
    'alertPage.unsubscribeHelp',
    'Press the button and we will not e-mail you about this again.',
    'Pulse el botón y no le volveremos a escribir sobre esto.',
  ],
  ['alertPage.unsubscribeButton', 'Unsubscribe', 'Cancelar la suscripción'],
  [
    'alertPage.unsubscribed',
    'You are unsubscribed. We will not e-mail you about this again.',
    'Canceló la suscripción. No le volveremos a escribir sobre esto.',
  ],
  ['alertPage.sending', 'Sending…', 'Enviando…'],
  ['alertPage.failed', 'Something went wrong. Please try again.', 'Algo salió mal. Inténtelo de nuevo.'],
];
