/**
 * The reference number a visitor is shown after sending a lead, short enough to read out on the phone: `L-` and
 * the first eight characters of the lead id, upper case. The dealer's mail shows the same reference next to the id.
 */
export function leadReference(leadId: string): string {
  return `L-${leadId
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase()}`;
}
