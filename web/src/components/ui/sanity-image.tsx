import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

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
  /** The page's LCP image: fetched early and eagerly (a preload link in the head, fetchpriority high). */
  priority?: boolean;
  className?: string;
}

/**
 * Content images through next/image's optimiser, rendered on the server: `getImageProps` gives the same `srcset`,
 * sizes and intrinsic width/height (no layout shift) as `<Image>`, as a plain `<img>`. `<Image>` is a client
 * component, and these images need no JavaScript (no blur placeholder, no load callbacks), so the page does not ship
 * its runtime. SVG sources (the embedded seed's /media/*.svg) are served as-is; Sanity CDN images are optimised.
 */
/**
 * The few `<img>` attributes a client component needs to show a content image (no priority, no class): computed
 * on the server so the browser gets a small object instead of the image document.
 */
export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

export function sanityImageAttributes(image: ImageValue | null | undefined, sizes: string): ImageAttributes | null {
  const url = image?.asset?.url;
  if (!url) return null;
  const { props } = getImageProps({
    src: url,
    width: Math.round(image.asset?.width ?? 1200),
    height: Math.round(image.asset?.height ?? 800),
    alt: '',
    sizes,
  });
  return {
    src: props.src,
    ...(props.srcSet ? { srcSet: props.srcSet, sizes: props.sizes } : {}),
    width: Number(props.width),
    height: Number(props.height),
  };
}

export function SanityImage({ image, sizes, alt, priority = false, className }: SanityImageProps) {
  const url = image?.asset?.url;
  if (!url) return null;
  const { props } = getImageProps({
    src: url,
    width: Math.round(image.asset?.width ?? 1200),
    height: Math.round(image.asset?.height ?? 800),
    alt: alt ?? image.alt ?? '',
    sizes,
    className,
    ...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
  });
  if (priority) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps
  return <img {...withoutStyle(props)} alt={props.alt} />;
}

/**
 * next/image styles every image `color: transparent` so its alt text does not flash while it loads; the global
 * stylesheet does that for every image (theme/globals.css), so the attribute would only add to every image of a
 * page, twice (markup and payload).
 */
function withoutStyle<T extends { style?: unknown }>(props: T): Omit<T, 'style'> {
  const rest: Partial<T> = { ...props };
  delete rest.style;
  return rest as Omit<T, 'style'>;
}
