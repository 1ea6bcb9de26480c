import Link from 'next/link';
import type { Store } from '@/server/site/context';
import { SanityImage } from '../ui/sanity-image';
import styles from './logo.module.css';

/** The store's logo linking home; the store (or site) name when there is no logo image. */
export function Logo({ store, siteName }: { store: Store | null; siteName: string }) {
  const name = store?.name ?? siteName;
  const image = store?.logo?.light;
  return (
    <Link href="/" className={styles.logo} aria-label={`${name} home`}>
      {image?.asset?.url ? (
        <SanityImage image={image} alt="" sizes="10rem" priority className={styles.image} />
      ) : (
        <span className={styles.text}>{name}</span>
      )}
    </Link>
  );
}
