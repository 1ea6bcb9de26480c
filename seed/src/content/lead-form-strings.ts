/**
 * UI strings of the lead forms (contact, careers, staff member and the pre-approval form), en and es: labels and
 * buttons. Editors change them in siteSettings.uiStrings; the forms' built-in English (web/src/components/forms/
 * lead-form-texts.ts) is only a fallback for a key an editor deletes (a web test keeps the two in step).
 * Placeholders in braces are filled by the form.
 */
export const LEAD_FORM_UI_STRINGS: [string, string, string][] = [
  ['leadForm.firstName', 'First name', 'Nombre'],
  ['leadForm.lastName', 'Last name', 'Apellido'],
  ['leadForm.email', 'E-mail', 'Correo electrónico'],
  ['leadForm.phone', 'Phone', 'Teléfono'],
  ['leadForm.inquiryType', 'How can we help?', '¿En qué podemos ayudarle?'],
  ['leadForm.chooseTopic', 'Choose a topic', 'Elija un tema'],
  ['leadForm.position', 'Position', 'Puesto'],
  ['leadForm.choosePosition', 'Choose a position', 'Elija un puesto'],
  ['leadForm.message', 'Message', 'Mensaje'],
  ['leadForm.resume', 'Résumé', 'Currículum'],
  ['leadForm.resumeHint', 'PDF, DOC or DOCX, up to 5 MB.', 'PDF, DOC o DOCX, hasta 5 MB.'],
  ['leadForm.submitContact', 'Send message', 'Enviar mensaje'],
  ['leadForm.submitCareers', 'Submit application', 'Enviar solicitud'],
  ['leadForm.submitStaff', 'Send message', 'Enviar mensaje'],
  ['leadForm.sending', 'Sending…', 'Enviando…'],
  ['leadForm.monthlyIncome', 'Monthly income before taxes ($)', 'Ingreso mensual antes de impuestos ($)'],
  ['leadForm.downPayment', 'Planned down payment ($)', 'Pago inicial previsto ($)'],
  ['leadForm.creditScore', 'Your credit, roughly', 'Su crédito, aproximadamente'],
  ['leadForm.creditBandGreat', 'Great', 'Excelente'],
  ['leadForm.creditBandGood', 'Good', 'Bueno'],
  ['leadForm.creditBandOkay', 'Okay', 'Regular'],
  ['leadForm.creditBandBad', 'Bad', 'Malo'],
  ['leadForm.creditRangeTop', '{band} ({min} and up)', '{band} ({min} o más)'],
  ['leadForm.creditRange', '{band} ({min}–{max})', '{band} ({min}–{max})'],
  ['leadForm.creditRangeBottom', '{band} (below {limit})', '{band} (menos de {limit})'],
  ['leadForm.tradeIn', 'I have a vehicle to trade in', 'Tengo un vehículo para entregar a cuenta'],
  ['leadForm.submitPreApproval', 'Get pre-approved', 'Obtener la preaprobación'],
];
