import { formatPhone, telHref } from '@/lib/phone/format';

/** Click-to-call link; `label` prefixes the number for screen readers and sighted users alike. */
export function PhoneLink({
  phone,
  label,
  className,
}: {
  phone: string | null | undefined;
  label?: string;
  className?: string;
}) {
  const href = telHref(phone);
  if (!href) return null;
  return (
    <a href={href} {...(className ? { className } : {})}>
      {label ? <span>{`${label} `}</span> : null}
      {formatPhone(phone)}
    </a>
  );
}
