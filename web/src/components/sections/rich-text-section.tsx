import { RichText } from '../ui/portable-text';
import { Section } from '../ui/section';
import type { SectionProps } from './types';

export function RichTextSection({ id, section }: SectionProps<'richTextSection'>) {
  if (!section.title && (!section.body || section.body.length === 0)) return null;
  return (
    <Section id={id} title={section.title}>
      <RichText value={section.body} />
    </Section>
  );
}
