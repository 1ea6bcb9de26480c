/**
 * Simple pictograms drawn in a 100×100 box with a single colour, used by illustrations, article covers, offer
 * banners and service icons.
 */
export const SYMBOLS = [
  'shield',
  'percent',
  'building',
  'tag',
  'wrench',
  'key',
  'calendar',
  'gear',
  'clipboard',
  'cash',
  'chat',
  'pin',
  'people',
  'star',
  'bulb',
  'magnifier',
  'question',
  'newspaper',
  'heart',
  'drop',
  'tire',
  'disc',
  'battery',
  'snowflake',
  'align',
  'wiper',
  'clock',
  'document',
  'road',
  'handshake',
] as const;
export type SymbolName = (typeof SYMBOLS)[number];

const stroke = (color: string, width = 7) =>
  `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const DRAW: Record<SymbolName, (color: string) => string> = {
  shield: (c) =>
    `<path d="M50 8L86 22V48C86 70 70 86 50 94C30 86 14 70 14 48V22Z" ${stroke(c)}/><path d="M34 50l12 12 22-24" ${stroke(c, 8)}/>`,
  percent: (c) =>
    `<path d="M22 8h42l16 16v68H22Z" ${stroke(c)}/><path d="M36 70l30-32" ${stroke(c)}/><circle cx="38" cy="42" r="6" ${stroke(c, 5)}/><circle cx="64" cy="66" r="6" ${stroke(c, 5)}/>`,
  building: (c) =>
    `<path d="M10 90h80M18 90V36L50 14l32 22v54" ${stroke(c)}/><path d="M36 90V62h28v28M32 44h8M60 44h8" ${stroke(c)}/>`,
  tag: (c) => `<path d="M12 50V14h36l40 40-36 36Z" ${stroke(c)}/><circle cx="30" cy="32" r="7" ${stroke(c, 6)}/>`,
  wrench: (c) =>
    `<path d="M62 10a22 22 0 0 0-20 30L12 70a9 9 0 0 0 14 14L56 54a22 22 0 0 0 30-20l-14 8-12-8-2-14Z" ${stroke(c)}/>`,
  key: (c) =>
    `<circle cx="30" cy="60" r="18" ${stroke(c)}/><path d="M43 47L84 10M70 22l10 10M60 32l8 8" ${stroke(c)}/>`,
  calendar: (c) =>
    `<rect x="12" y="18" width="76" height="70" rx="8" ${stroke(c)}/><path d="M12 38h76M32 10v16M68 10v16M30 56h8M48 56h8M66 56h4M30 72h8M48 72h8" ${stroke(c)}/>`,
  gear: (c) =>
    `<circle cx="50" cy="50" r="14" ${stroke(c)}/><path d="M50 8v14M50 78v14M8 50h14M78 50h14M20 20l10 10M70 70l10 10M80 20L70 30M30 70L20 80" ${stroke(c, 9)}/><circle cx="50" cy="50" r="30" ${stroke(c)}/>`,
  clipboard: (c) =>
    `<rect x="18" y="14" width="64" height="78" rx="6" ${stroke(c)}/><path d="M36 8h28v14H36ZM32 44l6 6 10-12M56 46h16M32 68l6 6 10-12M56 70h16" ${stroke(c, 6)}/>`,
  cash: (c) =>
    `<rect x="6" y="26" width="88" height="50" rx="6" ${stroke(c)}/><circle cx="50" cy="51" r="12" ${stroke(c)}/><path d="M20 40v22M80 40v22" ${stroke(c)}/>`,
  chat: (c) => `<path d="M12 18h76v50H44L24 86V68H12Z" ${stroke(c)}/><path d="M28 38h44M28 52h28" ${stroke(c)}/>`,
  pin: (c) =>
    `<path d="M50 92S18 58 18 38a32 32 0 0 1 64 0c0 20-32 54-32 54Z" ${stroke(c)}/><circle cx="50" cy="38" r="11" ${stroke(c)}/>`,
  people: (c) =>
    `<circle cx="36" cy="34" r="13" ${stroke(c)}/><circle cx="70" cy="38" r="10" ${stroke(c)}/><path d="M10 86c0-18 12-30 26-30s26 12 26 30M62 60c14 0 26 10 26 26" ${stroke(c)}/>`,
  star: (c) => `<path d="M50 8l12 27 29 3-22 20 7 29-26-15-26 15 7-29L9 38l29-3Z" ${stroke(c)}/>`,
  bulb: (c) =>
    `<path d="M36 70c0-14-16-20-16-40a30 30 0 0 1 60 0c0 20-16 26-16 40Z" ${stroke(c)}/><path d="M38 82h24M42 93h16" ${stroke(c)}/>`,
  magnifier: (c) => `<circle cx="42" cy="42" r="28" ${stroke(c)}/><path d="M62 62l28 28" ${stroke(c, 10)}/>`,
  question: (c) =>
    `<circle cx="50" cy="50" r="42" ${stroke(c)}/><path d="M36 38a14 14 0 1 1 20 13c-5 3-6 6-6 12" ${stroke(c)}/><circle cx="50" cy="76" r="2" ${stroke(c, 6)}/>`,
  newspaper: (c) =>
    `<path d="M20 14h68v64a10 10 0 0 1-10 10H18A10 10 0 0 1 8 78V38h12" ${stroke(c)}/><path d="M20 38v40M34 30h40M34 48h40M34 64h24" ${stroke(c)}/>`,
  heart: (c) => `<path d="M50 86S10 62 10 34a20 20 0 0 1 40-6 20 20 0 0 1 40 6c0 28-40 52-40 52Z" ${stroke(c)}/>`,
  drop: (c) =>
    `<path d="M50 8S20 44 20 62a30 30 0 0 0 60 0C80 44 50 8 50 8Z" ${stroke(c)}/><path d="M36 64a14 14 0 0 0 12 14" ${stroke(c, 5)}/>`,
  tire: (c) =>
    `<circle cx="50" cy="50" r="40" ${stroke(c)}/><circle cx="50" cy="50" r="18" ${stroke(c)}/><path d="M50 10v12M50 78v12M10 50h12M78 50h12" ${stroke(c)}/>`,
  disc: (c) =>
    `<circle cx="50" cy="50" r="38" ${stroke(c)}/><circle cx="50" cy="50" r="10" ${stroke(c)}/><path d="M70 18a40 40 0 0 1 14 24H66Z" ${stroke(c, 6)}/>`,
  battery: (c) =>
    `<rect x="10" y="28" width="80" height="56" rx="6" ${stroke(c)}/><path d="M24 20h14M62 20h14M24 52h16M32 44v16M60 52h16" ${stroke(c)}/>`,
  snowflake: (c) => `<path d="M50 8v84M14 29l72 42M14 71l72-42M40 14l10 10 10-10M40 86l10-10 10 10" ${stroke(c)}/>`,
  align: (c) => `<path d="M10 50h80M22 36L8 50l14 14M78 36l14 14-14 14M50 10v80" ${stroke(c)}/>`,
  wiper: (c) =>
    `<path d="M10 80a44 44 0 0 1 80 0" ${stroke(c)}/><path d="M50 80L26 30" ${stroke(c, 9)}/><circle cx="50" cy="80" r="5" ${stroke(c)}/>`,
  clock: (c) => `<circle cx="50" cy="50" r="40" ${stroke(c)}/><path d="M50 26v24l16 12" ${stroke(c)}/>`,
  document: (c) =>
    `<path d="M22 8h40l18 18v66H22Z" ${stroke(c)}/><path d="M60 8v20h20M34 46h32M34 60h32M34 74h20" ${stroke(c)}/>`,
  road: (c) => `<path d="M30 92L44 8M70 92L56 8" ${stroke(c)}/><path d="M50 20v10M50 44v12M50 70v14" ${stroke(c, 6)}/>`,
  handshake: (c) =>
    `<path d="M6 40l18-12 18 8 14-8 16 4 22 10M6 40l6 22 26 20c4 3 10 0 8-4l8 4c4 2 8-2 6-6l6 2c4 1 7-3 5-6l4 0c4 0 6-5 3-8L70 44" ${stroke(c, 6)}/>`,
};

/** The pictogram, scaled to `size` and placed with its top-left corner at (x, y). */
export function symbol(name: SymbolName, color: string, x: number, y: number, size: number): string {
  const scale = Math.round((size / 100) * 1000) / 1000;
  return `<g transform="translate(${x} ${y}) scale(${scale})">${DRAW[name](color)}</g>`;
}
