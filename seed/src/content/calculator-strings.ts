/**
 * UI strings of the payment calculator (financing pages), en and es. The web's built-in English
 * (web/src/components/finance/calculator-strings.ts) is only a fallback for a key an editor deletes (a web test keeps
 * the two in step). The payment disclaimer is the vehicle page's `vdp.estimate.disclaimer`. Braces are filled by the
 * page.
 */
export const CALCULATOR_UI_STRINGS: [string, string, string][] = [
  ['calculator.paymentType', 'Payment type', 'Tipo de pago'],
  ['calculator.finance', 'Finance', 'Financiar'],
  ['calculator.lease', 'Lease', 'Arrendar'],
  ['calculator.price', 'Vehicle price ($)', 'Precio del vehículo ($)'],
  ['calculator.cashDown', 'Cash down', 'Pago inicial'],
  ['calculator.tradeEquity', 'Trade equity', 'Valor neto del vehículo a cambio'],
  ['calculator.creditScore', 'Credit score', 'Puntaje de crédito'],
  ['calculator.creditScoreValue', '{band} ({score})', '{band} ({score})'],
  ['calculator.band.Great', 'Great', 'Excelente'],
  ['calculator.band.Good', 'Good', 'Bueno'],
  ['calculator.band.Okay', 'Okay', 'Regular'],
  ['calculator.band.Bad', 'Bad', 'Bajo'],
  ['calculator.leaseTerm', 'Lease term', 'Plazo del arrendamiento'],
  ['calculator.milesPerYear', 'Miles per year', 'Millas por año'],
  ['calculator.term', 'Term', 'Plazo'],
  ['calculator.months', '{months} months', '{months} meses'],
  ['calculator.miles', '{miles} miles', '{miles} millas'],
  ['calculator.monthly', 'Estimated monthly payment', 'Pago mensual estimado'],
  ['calculator.monthlyLease', 'Estimated monthly lease payment', 'Pago mensual estimado del arrendamiento'],
  ['calculator.apr', '{apr} APR for {months} months', '{apr} de APR a {months} meses'],
  [
    'calculator.leaseApr',
    '{apr} APR (money factor {factor}) for {months} months, {miles} miles a year',
    '{apr} de APR (factor de dinero {factor}) a {months} meses, {miles} millas al año',
  ],
  ['calculator.amountFinanced', 'Amount financed', 'Monto financiado'],
  ['calculator.capitalizedCost', 'Capitalized cost', 'Costo capitalizado'],
  ['calculator.residual', 'Residual value ({percent}%)', 'Valor residual ({percent} %)'],
  ['calculator.depreciation', 'Depreciation per month', 'Depreciación mensual'],
  ['calculator.financeFee', 'Finance fee per month', 'Cargo financiero mensual'],
  ['calculator.line.vehiclePrice', 'Vehicle price', 'Precio del vehículo'],
  ['calculator.line.documentaryFee', 'Documentary fee', 'Tarifa de documentación'],
  ['calculator.line.driveFee', 'Thirty-day drive fee', 'Tarifa de manejo de treinta días'],
  ['calculator.line.cashDown', 'Cash down', 'Pago inicial'],
  ['calculator.line.tradeEquity', 'Trade equity', 'Valor neto del vehículo a cambio'],
  [
    'calculator.leaseDisclaimer',
    'Lease estimates use an assumed residual value and a money factor equal to the APR divided by 2,400; the lessor sets both. Mileage above the yearly allowance is charged at lease end.',
    'Las estimaciones de arrendamiento usan un valor residual supuesto y un factor de dinero igual al APR dividido entre 2,400; el arrendador fija ambos. Las millas por encima del límite anual se cobran al final del arrendamiento.',
  ],
];
