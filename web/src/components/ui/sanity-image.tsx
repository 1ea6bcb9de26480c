import Image from 'next/image';

/** The image projection every query uses: `{alt, asset->{url, width, height}}`. */
export interface ImageValue {
  alt?: string | null;
  asset?: { url?: string | null; width?: number | null; height?: number | null } | null;
}

interface SanityImageProps {
  image: ImageValue | null | undefined;
  /** Layout width hint for the responsive `srcset`, e.g. '(min-width: 64rem) 33vw, 100vw'. */
  sizes: string;
  /** Overrides the image's own alt text; pass '' for decorative images. */
  alt?: string;
  priority?: boolean;
  className?: string;
}

/**
 * Content images through next/image: intrinsic width/height (no layout shift), responsive sizes, alt text.
 * SVG sources (the embedded seed's /media/*.svg) are served as-is by next/image; Sanity CDN images are optimised.
 */
export function SanityImage({ image, sizes, alt, priority = false, className }: SanityImageProps) {
  const url = image?.asset?.url;
  if (!url) return null;
  return (
    <Image
      src={url}
      width={Math.round(image.asset?.width ?? 1200)}
      height={Math.round(image.asset?.height ?? 800)}
      alt={alt ?? image.alt ?? ''}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
