/**
 * Metadata templates (offer metadata uses {offer_name}; staff metadata uses {staff_name} and
 * {staff_department}). Editors write them in siteSettings → SEO → metadataTemplates; the defaults below apply
 * when a dataset has none. A placeholder whose value is missing disappears with the separator next to it, so
 * '{staff_name} - {staff_department}' becomes 'Alicia Moreno' for a member without a department.
 */

export interface MetadataTemplates {
  offerTitle?: string | null;
  offerDescription?: string | null;
  staffTitle?: string | null;
  staffDescription?: string | null;
}

export const DEFAULT_METADATA_TEMPLATES: Required<{ [K in keyof MetadataTemplates]: string }> = {
  offerTitle: '{offer_name} | {site_name}',
  offerDescription: '{offer_description}',
  staffTitle: '{staff_name} - {staff_department} | {site_name}',
  staffDescription: '{staff_name}, {staff_title}',
};

export type TemplateValues = Record<string, string | number | null | undefined>;

const SEPARATOR = /^[\s\-–—|·:,]+$/;

/**
 * Replaces `{name}` placeholders. Unknown or empty placeholders are dropped along with a separator that would be
 * left dangling; whitespace is collapsed.
 */
export function fillTemplate(template: string | null | undefined, values: TemplateValues): string {
  if (!template) return '';
  const pieces = template
    .split(/(\{\w+\})/)
    .map((piece) => {
      const match = /^\{(\w+)\}$/.exec(piece);
      if (!match) return { text: piece, value: false };
      const value = values[match[1] ?? ''];
      return { text: value === null || value === undefined ? '' : String(value).trim(), value: true };
    })
    // Empty values go; of two separators that then touch, the later one stays ('A - | B' → 'A | B').
    .filter((piece) => piece.text !== '');
  let out = '';
  pieces.forEach((piece, index) => {
    const next = pieces[index + 1];
    const isSeparator = !piece.value && SEPARATOR.test(piece.text);
    if (isSeparator && next && !next.value && SEPARATOR.test(next.text)) return;
    out += piece.text;
  });
  return out
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—|·:,]+|[\s\-–—|·:,]+$/g, '')
    .trim();
}

/** The template an editor set, else the default, filled with the values. */
export function renderMetadataTemplate(
  templates: MetadataTemplates | null | undefined,
  key: keyof MetadataTemplates,
  values: TemplateValues,
): string {
  const template = templates?.[key]?.trim() || DEFAULT_METADATA_TEMPLATES[key];
  return fillTemplate(template, values);
}

export interface OfferTemplateInput {
  name?: string | null;
  typeLabel?: string | null;
  description?: string | null;
  endDate?: string | null;
}

export const offerTemplateValues = (
  offer: OfferTemplateInput,
  siteName: string | null | undefined,
): TemplateValues => ({
  offer_name: offer.name,
  offer_type: offer.typeLabel,
  offer_description: offer.description,
  site_name: siteName,
});

export interface StaffTemplateInput {
  firstName?: string | null;
  lastName?: string | null;
  department?: string | null;
  title?: string | null;
}

export const staffFullName = (member: StaffTemplateInput): string =>
  [member.firstName, member.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

export const staffTemplateValues = (
  member: StaffTemplateInput,
  siteName: string | null | undefined,
): TemplateValues => ({
  staff_name: staffFullName(member),
  staff_first_name: member.firstName,
  staff_department: member.department,
  staff_title: member.title,
  site_name: siteName,
});
