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
}: {
  image: GarageImage | null;
  sizes: string;
  className?: string;
}) {
  if (!image) return null;
  return <Image src={image.url} width={image.width} height={image.height} sizes={sizes} alt="" className={className} />;
}
