/**
 * Named images for the content modules. Each helper registers its file once in the run's ImageSet (file names
 * encode what is drawn, so equal pictures share one file) and returns the image object with its alt text.
 */
import type { BodyStyleValue } from '@dealer/schemas/constants';
import { slugify } from '@dealer/schemas/routes';
import type { SeedImage } from '../types';
import { articleCover, type CoverStyle } from './cover';
import { heroImage, type HeroScene } from './hero';
import { banner, illustration, tileIcon } from './illustration';
import { logo, logoIcon, shareImage } from './logo';
import { portrait } from './portrait';
import type { ImageSet } from './registry';
import type { SymbolName } from './symbols';
import { bodyStyleIcon, endView, interiorView, sideView } from './vehicle';

export type VehicleView = 'front' | 'side' | 'rear';

export const VIEW_LABEL: Record<VehicleView, string> = {
  front: 'front view',
  side: 'side profile',
  rear: 'rear view',
};

export interface Paint {
  /** Short colour family used in file names, e.g. `red`. */
  base: string;
  hex: string;
}

export function vehiclePhoto(
  images: ImageSet,
  style: BodyStyleValue,
  paint: Paint,
  view: VehicleView,
  alt: string,
): SeedImage {
  return images.image(`vehicle-${style}-${paint.base}-${view}`, alt, () =>
    view === 'side'
      ? sideView(style, paint.hex, `${paint.base} ${style} ${VIEW_LABEL[view]}`)
      : endView(style, paint.hex, view === 'rear', `${paint.base} ${style} ${VIEW_LABEL[view]}`),
  );
}

export function interiorPhoto(images: ImageSet, upholstery: Paint, alt: string): SeedImage {
  return images.image(`interior-${upholstery.base}`, alt, () =>
    interiorView(upholstery.hex, `${upholstery.base} interior`),
  );
}

export function bodyStyleIconImage(images: ImageSet, style: BodyStyleValue, alt: string): SeedImage {
  return images.image(`icon-body-${style}`, alt, () => bodyStyleIcon(style, '#1f2933', alt));
}

export function portraitImage(images: ImageSet, name: string, alt = `Portrait of ${name}`): SeedImage {
  return images.image(`portrait-${slugify(name)}`, alt, () => portrait(name, alt));
}

export function coverImage(
  images: ImageSet,
  slug: string,
  style: CoverStyle,
  bodyStyle: BodyStyleValue,
  alt: string,
): SeedImage {
  return images.image(`cover-${slug}`, alt, () => articleCover(slug, style, bodyStyle, alt));
}

export function heroPicture(images: ImageSet, name: string, scene: HeroScene, alt: string): SeedImage {
  return images.image(`hero-${name}`, alt, () => heroImage(scene, alt));
}

export function illustrationImage(
  images: ImageSet,
  name: string,
  color: string,
  icon: SymbolName,
  alt: string,
): SeedImage {
  return images.image(`art-${name}`, alt, () => illustration(color, icon, alt));
}

export function bannerImage(
  images: ImageSet,
  name: string,
  spec: { color: string; icon: SymbolName; headline: string; subline: string; square?: boolean },
  alt: string,
): SeedImage {
  const [width, height] = spec.square ? [800, 800] : [1200, 600];
  return images.image(`banner-${name}`, alt, () =>
    banner(spec.color, spec.icon, spec.headline, spec.subline, alt, width, height),
  );
}

export function serviceIconImage(
  images: ImageSet,
  name: string,
  color: string,
  icon: SymbolName,
  alt: string,
): SeedImage {
  return images.image(`icon-service-${name}`, alt, () => tileIcon(color, icon, alt));
}

export interface BrandArt {
  key: string;
  name: string;
  tagline: string;
  color: string;
}

export function brandLogos(images: ImageSet, brand: BrandArt): { light: SeedImage; dark: SeedImage; icon: SeedImage } {
  return {
    light: images.image(`logo-${brand.key}-light`, `${brand.name} logo`, () =>
      logo(brand.name, brand.tagline, brand.color, false, `${brand.name} logo`),
    ),
    dark: images.image(`logo-${brand.key}-dark`, `${brand.name} logo`, () =>
      logo(brand.name, brand.tagline, brand.color, true, `${brand.name} logo`),
    ),
    icon: images.image(`logo-${brand.key}-icon`, `${brand.name} icon`, () =>
      logoIcon(brand.color, `${brand.name} icon`),
    ),
  };
}

export function brandShareImage(images: ImageSet, brand: BrandArt): SeedImage {
  const alt = `${brand.name}: ${brand.tagline}`;
  return images.image(`share-${brand.key}`, alt, () => shareImage(brand.name, brand.tagline, brand.color, alt));
}
