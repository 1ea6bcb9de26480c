/**
 * The lead forms' toasts, the toast region's own text and the field messages, en and es (the contact, careers and
 * staff forms, the pre-approval form and the vehicle dialogs share them; the API answers field messages from the same
 * keys). Editors change them in siteSettings.uiStrings; web/src/components/forms/lead-message-strings.ts holds the
 * built-in English for a key an editor deletes (a web test keeps the two in step). Braces are filled by the caller.
 */
export const LEAD_MESSAGE_UI_STRINGS: [string, string, string][] = [
  ['toast.contact.success.summary', 'Message sent!', '¡Mensaje enviado!'],
  [
    'toast.contact.success.detail',
    'Your message was successfully sent. Someone from our dealership team will contact you soon',
    'Su mensaje se envió correctamente. Alguien de nuestro equipo se comunicará con usted pronto',
  ],
  ['toast.contact.error.summary', 'Something went wrong.', 'Algo salió mal.'],
  [
    'toast.contact.error.detail',
    'There was an error on sending your information. Please try again or just give us a call',
    'Hubo un error al enviar su información. Inténtelo de nuevo o simplemente llámenos',
  ],
  ['toast.careers.success.summary', 'Message sent!', '¡Mensaje enviado!'],
  [
    'toast.careers.success.detail',
    'Thank you! Your submission has been received!',
    '¡Gracias! ¡Recibimos su solicitud!',
  ],
  ['toast.careers.error.summary', 'Something went wrong.', 'Algo salió mal.'],
  [
    'toast.careers.error.detail',
    'Oops! Something went wrong while submitting the form.',
    '¡Uy! Algo salió mal al enviar el formulario.',
  ],
  ['toast.unlock.success.summary', 'Access Granted!', '¡Acceso concedido!'],
  ['toast.unlock.success.detail', 'Welcome to the private inventory.', 'Bienvenido al inventario privado.'],
  [
    'toast.unlock.error.summary',
    'There was an error saving your information.',
    'Hubo un error al guardar su información.',
  ],
  ['toast.testDrive.success.summary', 'Test Drive Scheduled.', 'Prueba de manejo programada.'],
  [
    'toast.testDrive.success.detail',
    'Your test drive has been scheduled, someone will reach out to confirm your appointment.',
    'Su prueba de manejo quedó programada; alguien se comunicará con usted para confirmar su cita.',
  ],
  ['toast.testDrive.error.summary', 'Something went wrong.', 'Algo salió mal.'],
  ['toast.testDrive.error.detail', 'Please fill info about yourself.', 'Complete sus datos, por favor.'],
  ['toast.region', 'Notifications', 'Notificaciones'],
  ['toast.dismissHint', '(click to dismiss)', '(haga clic para descartar)'],
  ['toast.close', 'Close', 'Cerrar'],
  ['validation.required', 'This field is required', 'Este campo es obligatorio'],
  ['validation.email', 'Please enter a valid email address', 'Ingrese un correo electrónico válido'],
  ['validation.phone', 'Please enter a valid phone number', 'Ingrese un número de teléfono válido'],
  ['validation.firstName', 'Enter your first name.', 'Ingrese su nombre.'],
  ['validation.lastName', 'Enter your last name.', 'Ingrese su apellido.'],
  ['validation.message', 'Enter your message.', 'Escriba su mensaje.'],
  ['validation.make', 'Enter the make of the vehicle.', 'Ingrese la marca del vehículo.'],
  ['validation.model', 'Enter the model of the vehicle.', 'Ingrese el modelo del vehículo.'],
  ['validation.year', 'Enter the year of the vehicle.', 'Ingrese el año del vehículo.'],
  ['validation.price', 'Enter the price of the vehicle.', 'Ingrese el precio del vehículo.'],
  ['validation.mileage', 'Enter the mileage of the vehicle.', 'Ingrese el millaje del vehículo.'],
  ['validation.date', 'Please enter a valid date', 'Ingrese una fecha válida'],
  ['validation.time', 'Please enter a valid time', 'Ingrese una hora válida'],
  ['validation.number', 'Please enter a valid number', 'Ingrese un número válido'],
  ['validation.unknownField', 'This field is not allowed', 'Este campo no está permitido'],
  ['validation.store', 'Please choose one of our stores.', 'Elija una de nuestras sucursales.'],
  ['validation.resumeType', 'Please upload a PDF, DOC or DOCX file', 'Suba un archivo PDF, DOC o DOCX'],
  ['validation.resumeSize', 'Please upload a file of 5 MB or less', 'Suba un archivo de 5 MB o menos'],
  ['validation.resumeEmpty', 'The selected file is empty', 'El archivo seleccionado está vacío'],
  ['validation.deal.vin', 'Choose a car for your deal sheet.', 'Elija un auto para su hoja de trato.'],
  ['validation.deal.notForSale', 'This car is no longer for sale.', 'Este auto ya no está a la venta.'],
  [
    'validation.deal.noPrice',
    'This car has no price to work a deal from. Please call the store.',
    'Este auto no tiene un precio para calcular el trato. Llame a la tienda.',
  ],
  [
    'validation.deal.downPayment',
    'Enter a down payment in dollars (0 or more).',
    'Ingrese un pago inicial en dólares (0 o más).',
  ],
  ['validation.deal.credit', 'Choose your credit.', 'Elija su crédito.'],
  [
    'validation.deal.term',
    'Choose a term of 12, 24, 36, 48, 60 or 72 months.',
    'Elija un plazo de 12, 24, 36, 48, 60 o 72 meses.',
  ],
  ['validation.deal.tradeIn', 'Choose how to value your trade-in.', 'Elija cómo valorar su auto a cambio.'],
  [
    'validation.deal.offer',
    'Paste the link or the id of your instant offer.',
    'Pegue el enlace o el número de su oferta instantánea.',
  ],
  [
    'validation.deal.offerNotFound',
    'We can’t find that offer. Check the link in your offer e-mail.',
    'No encontramos esa oferta. Revise el enlace en el correo de su oferta.',
  ],
  [
    'validation.deal.offerExpired',
    'This offer has expired. Get a new one, or use your own estimate.',
    'Esta oferta venció. Pida una nueva o use su propio estimado.',
  ],
  [
    'validation.deal.offerNoCash',
    'This offer has no instant cash amount (the car needs to be seen). Use your own estimate instead.',
    'Esta oferta no tiene un monto en efectivo (hay que ver el auto). Use su propio estimado.',
  ],
  [
    'validation.deal.estimate',
    'Enter what you think your car is worth, in dollars.',
    'Ingrese cuánto cree que vale su auto, en dólares.',
  ],
  [
    'validation.deal.payoff',
    'Enter what you still owe on your car, in dollars (0 if nothing).',
    'Ingrese cuánto debe todavía de su auto, en dólares (0 si nada).',
  ],
  ['validation.tooLong', 'Keep {subject} to {max} characters or fewer.', 'Use como máximo {max} caracteres.'],
];
