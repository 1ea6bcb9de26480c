/**
 * Section pictures (callouts, department tabs, filters, share images), offer and promotion banners, and service
 * icons: a gradient, soft shapes, a pictogram and, for banners, a short headline.
 */
import { FONT, diagonalGradient, escapeXml, shade, svgDocument } from './svg';
import { symbol, type SymbolName } from './symbols';

export function illustration(color: string, icon: SymbolName, title: string, width = 800, height = 600): string {
  const size = Math.min(width, height) * 0.42;
  const cx = width / 2;
  const cy = height / 2;
  const body =
    `<defs>${diagonalGradient('g', shade(color, 0.82), shade(color, 0.55))}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.15}" cy="${height * 0.2}" r="${height * 0.28}" fill="#fff" opacity=".35"/>` +
    `<circle cx="${width * 0.9}" cy="${height * 0.85}" r="${height * 0.35}" fill="${shade(color, 0.3)}" opacity=".35"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${size * 0.78}" fill="#fff" opacity=".7"/>` +
    symbol(icon, shade(color, -0.2), Math.round(cx - size / 2), Math.round(cy - size / 2), Math.round(size));
  return svgDocument(width, height, title, body);
}

/** A banner with a headline (e.g. an offer's badge) and a pictogram. */
export function banner(
  color: string,
  icon: SymbolName,
  headline: string,
  subline: string,
  title: string,
  width = 1200,
  height = 600,
): string {
  const square = width === height;
  const headSize = square ? 92 : 96;
  const textX = square ? width / 2 : 80;
  const anchor = square ? 'middle' : 'start';
  const iconSize = square ? 220 : 260;
  const iconX = square ? width / 2 - iconSize / 2 : width - iconSize - 110;
  const iconY = square ? 110 : height / 2 - iconSize / 2;
  const headY = square ? 470 : height / 2 + 10;
  const body =
    `<defs>${diagonalGradient('g', shade(color, 0.1), shade(color, -0.45))}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width - 80}" cy="60" r="${height * 0.45}" fill="#fff" opacity=".07"/>` +
    `<circle cx="${iconX + iconSize / 2}" cy="${iconY + iconSize / 2}" r="${iconSize * 0.72}" fill="#fff" opacity=".12"/>` +
    symbol(icon, '#fff', Math.round(iconX), Math.round(iconY), iconSize) +
    `<text x="${textX}" y="${headY}" text-anchor="${anchor}" ${FONT} font-size="${headSize}" font-weight="800" fill="#fff">${escapeXml(headline)}</text>` +
    `<text x="${textX}" y="${headY + 62}" text-anchor="${anchor}" ${FONT} font-size="36" font-weight="500" fill="#fff" opacity=".9">${escapeXml(subline)}</text>`;
  return svgDocument(width, height, title, body);
}

/** A small square icon: pictogram on a rounded tile. */
export function tileIcon(color: string, icon: SymbolName, title: string): string {
  const body = `<rect width="128" height="128" rx="28" fill="${shade(color, 0.85)}"/>${symbol(icon, shade(color, -0.15), 24, 24, 80)}`;
  return svgDocument(128, 128, title, body);
}
