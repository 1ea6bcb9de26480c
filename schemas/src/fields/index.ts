/**
 * Field builders shared by several types (not types themselves, so they live outside documents/ and objects/).
 */
import { defineField, type FieldGroupDefinition, type PreviewValue, type SlugOptions } from 'sanity';
import { validateAltText, validateHref, validateSlug } from '../validation';

/** `{ list }` for a string field whose values are a constant tuple; titles default to the values. */
export function optionList<T extends string>(
  values: readonly T[],
  titles: Partial<Record<T, string>> = {},
): { title: string; value: T }[] {
  return values.map((value) => ({ title: titles[value] ?? value, value }));
}

const hasAsset = (parent: unknown): boolean =>
  typeof parent === 'object' && parent !== null && 'asset' in parent && Boolean((parent as { asset?: unknown }).asset);

interface ImageFieldOptions {
  name: string;
  title: string;
  description?: string;
  group?: string | string[];
  /** Content images need alt text; decorative logos and icons may leave it empty. Default true. */
  altRequired?: boolean;
  caption?: boolean;
  required?: boolean;
}

/** The `alt` (and optional `caption`) sub-fields every image carries. */
export function imageSubFields({
  altRequired = true,
  caption = false,
}: { altRequired?: boolean; caption?: boolean } = {}) {
  return [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: altRequired
        ? 'What the image shows, for screen readers and search engines.'
        : 'Optional for decorative images; describe the image if it carries meaning.',
      validation: (rule) =>
        altRequired
          ? rule.custom((alt: string | undefined, context) => validateAltText(alt, hasAsset(context.parent)))
          : rule,
    }),
    ...(caption ? [defineField({ name: 'caption', title: 'Caption', type: 'string' })] : []),
  ];
}

/** An image field with hotspot and alt text. */
export function imageField({
  name,
  title,
  description,
  group,
  altRequired = true,
  caption = false,
  required = false,
}: ImageFieldOptions) {
  return defineField({
    name,
    title,
    type: 'image',
    description,
    group,
    options: { hotspot: true },
    fields: imageSubFields({ altRequired, caption }),
    validation: (rule) => (required ? rule.required() : rule),
  });
}

/** A menu entry's label and its Spanish version (empty shows the English label to Spanish readers). */
export function menuLabelFields() {
  return [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'labelEs',
      title: 'Label (Spanish)',
      type: 'string',
      description: 'Shown when the visitor reads the site in Spanish; empty shows the English label.',
      validation: (rule) => rule.max(60),
    }),
  ];
}

/** A link target: a site path (`/contact-us`) or an absolute URL. */
export function hrefField({
  name = 'href',
  title = 'Link',
  description = 'A path on this site such as /contact-us, or a full URL.',
  required = false,
  group,
}: { name?: string; title?: string; description?: string; required?: boolean; group?: string | string[] } = {}) {
  return defineField({
    name,
    title,
    type: 'string',
    description,
    group,
    validation: (rule) => {
      const checked = rule.custom((value: string | undefined) => validateHref(value));
      return required ? checked.required() : checked;
    },
  });
}

/** Manual sort order within lists (ascending). */
export function orderRankField(group?: string | string[]) {
  return defineField({
    name: 'orderRank',
    title: 'Sort order',
    type: 'number',
    description: 'Lower numbers are listed first.',
    group,
    validation: (rule) => rule.integer().min(0),
  });
}

export const SEO_GROUP: FieldGroupDefinition = { name: 'seo', title: 'SEO' };

/** The type of a preview's `media` (an image selected in `preview.select`, or an icon). */
export type PreviewMedia = PreviewValue['media'];

/** A slug generated from `source` (Sanity's default per-type uniqueness check applies). */
export function slugField({
  source = 'title',
  group,
  description,
}: { source?: NonNullable<SlugOptions['source']>; group?: string | string[]; description?: string } = {}) {
  return defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    group,
    description: description ?? 'The last part of the page address. Generate it from the title, then keep it stable.',
    options: { source, maxLength: 96 },
    validation: (rule) => rule.required().custom((value: { current?: string } | undefined) => validateSlug(value)),
  });
}

export { uniqueAcrossDocuments } from './unique';
