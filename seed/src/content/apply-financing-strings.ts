/**
 * UI strings of the pre-approval form's own fields, en and es. Editors change them in siteSettings.uiStrings; the
 * form's built-in English (web/src/components/forms/finance/apply-financing-strings.ts) is only a fallback for a
 * key an editor deletes (a web test keeps the two in step). Braces are filled by the form.
 */
export const APPLY_FINANCING_UI_STRINGS: [string, string, string][] = [
  ['finance.form.income', 'Monthly income before taxes ($)', 'Ingreso mensual antes de impuestos ($)'],
  ['finance.form.down', 'Planned down payment ($)', 'Pago inicial previsto ($)'],
  ['finance.form.credit', 'Your credit, roughly', 'Su crédito, aproximadamente'],
  ['finance.form.creditTop', '{label} ({min} and up)', '{label} ({min} o más)'],
  ['finance.form.creditRange', '{label} ({min}–{max})', '{label} ({min}–{max})'],
  ['finance.form.creditBottom', '{label} (below {max})', '{label} (menos de {max})'],
  ['finance.form.creditGreat', 'Great', 'Excelente'],
  ['finance.form.creditGood', 'Good', 'Bueno'],
  ['finance.form.creditOkay', 'Okay', 'Aceptable'],
  ['finance.form.creditBad', 'Bad', 'Malo'],
  ['finance.form.tradeIn', 'I have a vehicle to trade in', 'Tengo un vehículo para intercambiar'],
  ['finance.form.submit', 'Get pre-approved', 'Obtener preaprobación'],
];
