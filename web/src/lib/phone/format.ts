/** Phone numbers as links: `tel:` hrefs in E.164 for North American numbers, digits otherwise. */

export function phoneDigits(phone: string | null | undefined): string {
  return (phone ?? '').replace(/[^\d+]/g, '');
}

/** '(630) 555-0100' → 'tel:+16305550100'; empty input gives null. */
export function telHref(phone: string | null | undefined): string | null {
  const raw = phoneDigits(phone);
  if (raw === '') return null;
  if (raw.startsWith('+')) return `tel:${raw}`;
  if (raw.length === 10) return `tel:+1${raw}`;
  if (raw.length === 11 && raw.startsWith('1')) return `tel:+${raw}`;
  return `tel:${raw}`;
}

/** '6305550100' → '(630) 555-0100'; anything that is not a 10-digit NANP number is returned unchanged. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return phone ?? '';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
