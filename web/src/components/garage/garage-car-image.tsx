import Image from 'next/image';
import type { GarageImage } from '@/lib/garage/facts';

/**
 * A car's first photo as the garage, /compare and the deal sheet show it: decorative (the car's name is beside it),
 * nothing when the car has no photo.
 */
export function GarageCarImage({
  image,
  sizes,
  className,
  aboveTheFold = false,
}: {
  image: GarageImage | null;
  sizes: string;
  className?: string;
  /**
   * At the top of the page once drawn (the deal sheet's car, /compare's header row, the garage's first car): asked
   * for at once and first, as it is the page's largest paint; the others load as they near the screen.
   */
  aboveTheFold?: boolean;
}) {
  if (!image) return null;
  return (
    <Image
      src={image.url}
      width={image.width}
      height={image.height}
      sizes={sizes}
      alt=""
      className={className}
      loading={aboveTheFold ? 'eager' : 'lazy'}
      fetchPriority={aboveTheFold ? 'high' : undefined}
    />
  );
}
