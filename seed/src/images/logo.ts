/** Wordmark logos (for light and dark backgrounds) and a square icon. */
import { FONT, escapeXml, shade, svgDocument } from './svg';

function mark(color: string, x: number, y: number, size: number): string {
  const s = size / 100;
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect width="100" height="100" rx="22" fill="${color}"/>` +
    `<path d="M22 64q6-22 22-24h14q14 0 22 24" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M16 66h68" stroke="#fff" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="32" cy="74" r="7" fill="#fff"/><circle cx="68" cy="74" r="7" fill="#fff"/>` +
    `<path d="M30 30h40" stroke="${shade(color, 0.55)}" stroke-width="6" stroke-linecap="round"/>` +
    `</g>`
  );
}

export function logo(name: string, tagline: string, color: string, dark: boolean, title: string): string {
  const text = dark ? '#ffffff' : '#14171a';
  const sub = dark ? '#c9d1d9' : '#5b6470';
  const body =
    mark(color, 8, 10, 100) +
    `<text x="128" y="64" ${FONT} font-size="44" font-weight="800" fill="${text}">${escapeXml(name)}</text>` +
    `<text x="130" y="98" ${FONT} font-size="20" font-weight="500" letter-spacing="3" fill="${sub}">${escapeXml(tagline.toUpperCase())}</text>`;
  return svgDocument(Math.max(420, 150 + Math.round(name.length * 26)), 120, title, body);
}

export const logoIcon = (color: string, title: string): string => svgDocument(120, 120, title, mark(color, 0, 0, 120));

/** The 1200×630 share image: the mark, the name and the tagline on the brand colour. */
export function shareImage(name: string, tagline: string, color: string, title: string): string {
  const body =
    `<rect width="1200" height="630" fill="${shade(color, -0.35)}"/>` +
    `<circle cx="1080" cy="80" r="260" fill="#fff" opacity=".06"/><circle cx="120" cy="600" r="200" fill="#fff" opacity=".05"/>` +
    mark(shade(color, 0.1), 520, 110, 160) +
    `<text x="600" y="390" text-anchor="middle" ${FONT} font-size="72" font-weight="800" fill="#fff">${escapeXml(name)}</text>` +
    `<text x="600" y="460" text-anchor="middle" ${FONT} font-size="34" font-weight="500" letter-spacing="2" fill="#fff" opacity=".85">${escapeXml(tagline)}</text>`;
  return svgDocument(1200, 630, title, body);
}
