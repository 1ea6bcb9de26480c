import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { ComponentProps } from 'react';
import { ButtonLink } from './button-link';
import { positionKeys } from './position-keys';
import styles from './portable-text.module.css';
import { SanityImage, type ImageValue } from './sanity-image';
import { SmartLink } from './smart-link';

interface TableValue {
  rows?: { _key?: string; cells?: (string | null)[] | null }[] | null;
}

interface CtaValue {
  title?: string | null;
  text?: string | null;
  label?: string | null;
  href?: string | null;
}

const components: PortableTextComponents = {
  types: {
    image: ({ value }: { value: ImageValue & { caption?: string | null } }) => (
      <figure className={styles.figure}>
        <SanityImage image={value} sizes="(min-width: 48rem) 44rem, 100vw" />
        {value.caption ? <figcaption>{value.caption}</figcaption> : null}
      </figure>
    ),
    table: ({ value }: { value: TableValue }) => {
      const [head, ...body] = value.rows ?? [];
      if (!head) return null;
      return (
        <div
          className={styles.tableWrap}
          role="region"
          aria-label={head.cells?.filter(Boolean).join(', ') || 'Table'}
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                {(head.cells ?? []).map((cell, index) => (
                  <th key={index} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {body.map((row, rowIndex) => (
                <tr key={row._key ?? rowIndex}>
                  {(row.cells ?? []).map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    },
    ctaBlock: ({ value }: { value: CtaValue }) => (
      <aside className={styles.cta}>
        {value.title ? <p className={styles.ctaTitle}>{value.title}</p> : null}
        {value.text ? <p>{value.text}</p> : null}
        {value.label ? <ButtonLink href={value.href}>{value.label}</ButtonLink> : null}
      </aside>
    ),
  },
  marks: {
    link: ({ value, children }) => (
      <SmartLink href={(value as { href?: string } | undefined)?.href}>{children}</SmartLink>
    ),
  },
};

type Blocks = ComponentProps<typeof PortableText>['value'];

/** Rich text (Portable Text) with the site's images, tables, call-to-action blocks and links. */
export function RichText({ value, className }: { value: unknown; className?: string }) {
  if (!Array.isArray(value) || value.length === 0) return null;
  return (
    <div className={[styles.prose, className].filter(Boolean).join(' ')}>
      <PortableText value={positionKeys(value) as Blocks} components={components} />
    </div>
  );
}
