/**
 * Seed NDJSON references images the way `sanity dataset import` expects (`_sanityAsset: "image@file://./images/x.svg"`).
 * For the embedded dataset we turn each into a `sanity.imageAsset` document served from /media, so queries that
 * project `asset->{url, metadata}` behave the same as on the Content Lake.
 */

export interface ImageAssetDocument {
  _id: string;
  _type: 'sanity.imageAsset';
  url: string;
  path: string;
  originalFilename: string;
  extension: string;
  mimeType: string;
  metadata: { dimensions: { width: number; height: number; aspectRatio: number } };
}

export type ReadDimensions = (fileName: string) => { width: number; height: number };

const ASSET_PATTERN = /^image@file:\/\/\.\/images\/([A-Za-z0-9._-]+)$/;

const MIME_BY_EXTENSION: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** Same shape as Sanity's asset ids: image-<name>-<w>x<h>-<ext>. */
const assetIdFor = (fileName: string, width: number, height: number) => {
  const dot = fileName.lastIndexOf('.');
  const base = fileName.slice(0, dot).replace(/[^A-Za-z0-9]/g, '');
  return `image-${base}-${width}x${height}-${fileName.slice(dot + 1)}`;
};

/** Rewrites `_sanityAsset` image objects in place and returns the asset documents they now reference. */
export function attachImageAssets(
  documents: Record<string, unknown>[],
  readDimensions: ReadDimensions,
): ImageAssetDocument[] {
  const assets = new Map<string, ImageAssetDocument>();

  const assetFor = (fileName: string): ImageAssetDocument => {
    const existing = assets.get(fileName);
    if (existing) return existing;
    const { width, height } = readDimensions(fileName);
    const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
    const asset: ImageAssetDocument = {
      _id: assetIdFor(fileName, width, height),
      _type: 'sanity.imageAsset',
      url: `/media/${fileName}`,
      path: `images/${fileName}`,
      originalFilename: fileName,
      extension,
      mimeType: MIME_BY_EXTENSION[extension] ?? 'application/octet-stream',
      metadata: { dimensions: { width, height, aspectRatio: width / height } },
    };
    assets.set(fileName, asset);
    return asset;
  };

  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const source = record._sanityAsset;
    if (typeof source === 'string') {
      const match = ASSET_PATTERN.exec(source);
      if (!match?.[1]) throw new Error(`Unsupported seed asset reference: ${source}`);
      delete record._sanityAsset;
      record.asset = { _type: 'reference', _ref: assetFor(match[1])._id };
    }
    Object.values(record).forEach(visit);
  };

  documents.forEach(visit);
  return [...assets.values()];
}

/** Reads width and height from an SVG's attributes, falling back to its viewBox. */
export function svgDimensions(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attribute = (name: string) => Number.parseFloat(new RegExp(`\\b${name}="([\\d.]+)`).exec(root)?.[1] ?? '');
  let width = attribute('width');
  let height = attribute('height');
  if (!(width > 0 && height > 0)) {
    const viewBox = /viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(root);
    width = Number.parseFloat(viewBox?.[1] ?? '');
    height = Number.parseFloat(viewBox?.[2] ?? '');
  }
  return width > 0 && height > 0
    ? { width: Math.round(width), height: Math.round(height) }
    : { width: 800, height: 600 };
}
