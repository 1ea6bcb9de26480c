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
  ['validation.tooLong', 'Keep {subject} to {max} characters or fewer.', 'Use como máximo {max} caracteres.'],
];
