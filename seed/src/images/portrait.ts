/** Abstract portraits: a two-tone gradient, a soft head-and-shoulders shape and the person's initials. */
import { fnv1a } from '../random';
import { FONT, diagonalGradient, escapeXml, shade, svgDocument } from './svg';

const PALETTE = [
  '#1f6feb',
  '#0f766e',
  '#b45309',
  '#7c3aed',
  '#be123c',
  '#15803d',
  '#0369a1',
  '#a16207',
  '#4338ca',
  '#9d174d',
];

export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');

export function portrait(name: string, title: string): string {
  const hash = fnv1a(name);
  const base = PALETTE[hash % PALETTE.length] ?? '#1f6feb';
  const tilt = (hash >>> 8) % 60;
  const body =
    `<defs>${diagonalGradient('g', shade(base, 0.25), shade(base, -0.35))}</defs>` +
    '<rect width="400" height="400" fill="url(#g)"/>' +
    `<circle cx="${300 - tilt}" cy="${70 + tilt}" r="140" fill="#fff" opacity=".08"/>` +
    '<circle cx="200" cy="160" r="78" fill="#fff" opacity=".16"/>' +
    '<path d="M60 400c0-90 62-150 140-150s140 60 140 150Z" fill="#fff" opacity=".16"/>' +
    `<text x="200" y="238" text-anchor="middle" ${FONT} font-size="132" font-weight="700" fill="#fff" letter-spacing="4">${escapeXml(initialsOf(name))}</text>`;
  return svgDocument(400, 400, title, body);
}
