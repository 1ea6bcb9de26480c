import { Fragment, type ReactNode } from 'react';

import { formatPhone, telHref } from '@/lib/phone/format';

/** The placeholder a CMS sentence uses for a phone number that should be a link. */
export const PHONE_PLACEHOLDER = '{phone}';

/**
 * A sentence from the CMS with its `{phone}` placeholder as a `tel:` link (the number in the general mask), so the
 * translated wording keeps the number wherever its language puts it.
 */
export function withPhoneLink(text: string, phone: string): ReactNode {
  const href = telHref(phone);
  const parts = text.split(PHONE_PLACEHOLDER);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? href ? <a href={href}>{formatPhone(phone)}</a> : formatPhone(phone) : null}
    </Fragment>
  ));
}
