/**
 * Collects the generated SVG files of one run and hands out image objects that point at them. A file is rendered
 * once however many documents use it.
 */
import type { SeedImage } from '../types';

const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;

export const assetSource = (fileName: string): string => `image@file://./images/${fileName}`;

export class ImageSet {
  private readonly files = new Map<string, string>();

  /** Registers `name.svg` (rendering it on first use) and returns the file name. */
  file(name: string, render: () => string): string {
    const fileName = `${name}.svg`;
    if (!FILE_NAME.test(fileName)) throw new Error(`Image name must be lower-case words joined by "-": ${name}`);
    if (!this.files.has(fileName)) this.files.set(fileName, render());
    return fileName;
  }

  /** An image object for `sanity dataset import`. */
  image(name: string, alt: string, render: () => string, caption?: string): SeedImage {
    const image: SeedImage = { _type: 'image', alt, _sanityAsset: assetSource(this.file(name, render)) };
    if (caption) image.caption = caption;
    return image;
  }

  /** The files, sorted by name. */
  entries(): [string, string][] {
    return [...this.files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** Adds another run's files; the same name must always hold the same picture. */
  merge(other: ImageSet): void {
    for (const [name, svg] of other.entries()) {
      const existing = this.files.get(name);
      if (existing !== undefined && existing !== svg) throw new Error(`Two different pictures are named ${name}`);
      this.files.set(name, svg);
    }
  }
}
