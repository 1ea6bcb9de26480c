/** Article covers: the category's colour, a few translucent shapes placed from the slug, its pictogram and a car. */
import type { BodyStyleValue } from '@dealer/schemas/constants';
import { Random } from '../random';
import { diagonalGradient, shade, svgDocument } from './svg';
import { symbol, type SymbolName } from './symbols';
import { carSilhouette } from './vehicle';

export interface CoverStyle {
  color: string;
  symbol: SymbolName;
}

export function articleCover(slug: string, style: CoverStyle, bodyStyle: BodyStyleValue, title: string): string {
  const random = new Random(`cover:${slug}`);
  const shapes = Array.from({ length: 4 }, () => {
    const x = random.int(0, 1200);
    const y = random.int(0, 675);
    const r = random.int(60, 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(random.int(4, 12) / 100).toFixed(2)}"/>`;
  }).join('');
  const stripe = random.int(-20, 20);
  const body =
    `<defs>${diagonalGradient('g', shade(style.color, 0.12), shade(style.color, -0.42))}</defs>` +
    '<rect width="1200" height="675" fill="url(#g)"/>' +
    shapes +
    `<path d="M0 ${560 + stripe}L1200 ${520 - stripe}V675H0Z" fill="#000" opacity=".18"/>` +
    `<path d="M0 ${600 + stripe}L1200 ${560 - stripe}" stroke="#fff" stroke-width="6" stroke-dasharray="48 36" opacity=".5"/>` +
    carSilhouette(bodyStyle, shade(style.color, 0.75), `translate(70 ${160 + stripe}) scale(0.82)`) +
    `<circle cx="930" cy="250" r="150" fill="#fff" opacity=".14"/>` +
    symbol(style.symbol, '#fff', 850, 170, 160);
  return svgDocument(1200, 675, title, body);
}
