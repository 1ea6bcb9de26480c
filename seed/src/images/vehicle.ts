/**
 * Vehicle pictures: a side profile, a front view and a rear view per body style, painted in the exterior colour,
 * plus a cabin view per interior colour and a line icon per body style. 800×600, each well under 4 KB.
 */
import type { BodyStyleValue } from '@dealer/schemas/constants';
import { escapeXml, n, shade, svgDocument, verticalGradient } from './svg';

export const VEHICLE_WIDTH = 800;
export const VEHICLE_HEIGHT = 600;
const GROUND = 480;

interface Profile {
  fx: number; // front end of the body
  rx: number; // rear end
  r: number; // wheel radius
  fw: number; // front wheel centre x
  rw: number; // rear wheel centre x
  sill: number; // bottom edge of the body
  noseY: number; // top of the front fascia
  belt: number; // bottom of the side windows; the hood meets the windshield here
  cowlX: number; // windshield base
  roofFrontX: number;
  roofRearX: number;
  roofY: number;
  tailTopX: number; // where the roofline meets the tail
  deckY: number; // height of the trunk lid, tailgate or bed rail
  glassRearX: number; // rear bottom corner of the side glass
  pillarX: number; // B-pillar
  glassTopRearX?: number; // rear top corner of the side glass (default: near the roof's end)
  kind?: 'truck' | 'topless' | 'van';
}

const PROFILES: Record<BodyStyleValue, Profile> = {
  sedans: {
    fx: 95,
    rx: 705,
    r: 50,
    fw: 210,
    rw: 585,
    sill: 432,
    noseY: 372,
    belt: 338,
    cowlX: 300,
    roofFrontX: 385,
    roofRearX: 515,
    roofY: 265,
    tailTopX: 612,
    deckY: 330,
    glassRearX: 585,
    pillarX: 455,
  },
  coupes: {
    fx: 100,
    rx: 700,
    r: 52,
    fw: 215,
    rw: 588,
    sill: 434,
    noseY: 382,
    belt: 346,
    cowlX: 322,
    roofFrontX: 405,
    roofRearX: 480,
    roofY: 282,
    tailTopX: 652,
    deckY: 342,
    glassRearX: 565,
    pillarX: 492,
  },
  convertibles: {
    fx: 100,
    rx: 700,
    r: 52,
    fw: 215,
    rw: 588,
    sill: 434,
    noseY: 382,
    belt: 350,
    cowlX: 332,
    roofFrontX: 400,
    roofRearX: 408,
    roofY: 294,
    tailTopX: 424,
    deckY: 350,
    glassRearX: 400,
    pillarX: 488,
    kind: 'topless',
  },
  hatchbacks: {
    fx: 135,
    rx: 665,
    r: 48,
    fw: 238,
    rw: 560,
    sill: 432,
    noseY: 372,
    belt: 338,
    cowlX: 312,
    roofFrontX: 392,
    roofRearX: 565,
    roofY: 262,
    tailTopX: 655,
    deckY: 348,
    glassRearX: 612,
    pillarX: 470,
  },
  wagons: {
    fx: 90,
    rx: 710,
    r: 50,
    fw: 205,
    rw: 595,
    sill: 432,
    noseY: 374,
    belt: 338,
    cowlX: 296,
    roofFrontX: 380,
    roofRearX: 660,
    roofY: 262,
    tailTopX: 702,
    deckY: 322,
    glassRearX: 680,
    pillarX: 455,
  },
  suvs: {
    fx: 95,
    rx: 705,
    r: 58,
    fw: 212,
    rw: 590,
    sill: 414,
    noseY: 346,
    belt: 314,
    cowlX: 300,
    roofFrontX: 378,
    roofRearX: 662,
    roofY: 226,
    tailTopX: 700,
    deckY: 292,
    glassRearX: 682,
    pillarX: 460,
  },
  minivans: {
    fx: 85,
    rx: 715,
    r: 52,
    fw: 196,
    rw: 602,
    sill: 424,
    noseY: 356,
    belt: 320,
    cowlX: 252,
    roofFrontX: 352,
    roofRearX: 682,
    roofY: 214,
    tailTopX: 712,
    deckY: 282,
    glassRearX: 696,
    pillarX: 420,
    kind: 'van',
  },
  trucks: {
    fx: 80,
    rx: 720,
    r: 58,
    fw: 190,
    rw: 596,
    sill: 414,
    noseY: 330,
    belt: 306,
    cowlX: 300,
    roofFrontX: 362,
    roofRearX: 482,
    roofY: 224,
    tailTopX: 490,
    deckY: 312,
    glassRearX: 470,
    pillarX: 402,
    kind: 'truck',
  },
  commercial: {
    fx: 80,
    rx: 720,
    r: 50,
    fw: 176,
    rw: 612,
    sill: 428,
    noseY: 350,
    belt: 318,
    cowlX: 202,
    roofFrontX: 268,
    roofRearX: 712,
    roofY: 166,
    tailTopX: 720,
    deckY: 172,
    glassRearX: 336,
    glassTopRearX: 336,
    pillarX: 336,
    kind: 'van',
  },
};

/** The arch opening over a wheel: the two points where the sill meets a circle around the wheel centre. */
function arch(p: Profile, wheelX: number, fromRight: boolean): string {
  const radius = p.r + 9;
  const cy = GROUND - p.r;
  const dy = cy - p.sill;
  const dx = Math.sqrt(Math.max(0, radius * radius - dy * dy));
  const large = dy < 0 ? 1 : 0;
  const [startX, endX] = fromRight ? [wheelX + dx, wheelX - dx] : [wheelX - dx, wheelX + dx];
  return `L${n(startX)} ${n(p.sill)}A${n(radius)} ${n(radius)} 0 ${large} ${fromRight ? 0 : 1} ${n(endX)} ${n(p.sill)}`;
}

/** The body outline, facing left. */
export function bodyPath(p: Profile): string {
  const d: string[] = [];
  d.push(`M${p.fx + 22} ${p.sill}Q${p.fx} ${p.sill} ${p.fx} ${p.sill - 24}L${p.fx} ${p.noseY + 10}`);
  d.push(`Q${p.fx + 2} ${p.noseY - 4} ${p.fx + 34} ${p.noseY - 8}`);
  d.push(`L${p.cowlX} ${p.belt}`);
  d.push(`Q${p.roofFrontX - 26} ${p.roofY + 4} ${p.roofFrontX} ${p.roofY}`);
  if (p.kind === 'topless') {
    d.push(`L${p.roofRearX} ${p.roofY + 2}L${p.tailTopX} ${p.belt - 6}L${p.rx - 28} ${p.deckY}`);
  } else if (p.kind === 'truck') {
    d.push(`L${p.roofRearX - 10} ${p.roofY}Q${p.roofRearX} ${p.roofY} ${p.roofRearX} ${p.roofY + 12}`);
    d.push(`L${p.tailTopX} ${p.deckY}L${p.rx - 8} ${p.deckY}`);
  } else {
    d.push(`L${p.roofRearX} ${p.roofY}Q${p.tailTopX - 18} ${p.roofY + 6} ${p.tailTopX} ${p.deckY}`);
    d.push(`L${p.rx - 28} ${p.deckY + 2}`);
  }
  d.push(
    `Q${p.rx} ${p.deckY + 4} ${p.rx} ${p.deckY + 30}L${p.rx} ${p.sill - 22}Q${p.rx} ${p.sill} ${p.rx - 22} ${p.sill}`,
  );
  d.push(arch(p, p.rw, true));
  d.push(arch(p, p.fw, true));
  d.push('Z');
  return d.join('');
}

function windowsPath(p: Profile): string {
  if (p.kind === 'topless') {
    return `M${p.cowlX + 14} ${p.belt - 3}L${p.roofFrontX + 1} ${p.roofY + 7}L${p.roofFrontX + 8} ${p.belt - 3}Z`;
  }
  const top = p.roofY + 10;
  return `M${p.cowlX + 24} ${p.belt - 3}Q${p.roofFrontX - 12} ${top + 2} ${p.roofFrontX + 8} ${top}L${p.glassTopRearX ?? p.roofRearX - (p.kind === 'truck' ? 18 : 8)} ${top}L${p.glassRearX} ${p.belt - 3}Z`;
}

function wheel(x: number, r: number): string {
  const cy = GROUND - r;
  const spokes = Array.from({ length: 5 }, (_, index) => {
    const angle = (index * 72 - 90) * (Math.PI / 180);
    return `M${n(x)} ${n(cy)}L${n(x + Math.cos(angle) * r * 0.58)} ${n(cy + Math.sin(angle) * r * 0.58)}`;
  }).join('');
  return (
    `<circle cx="${x}" cy="${cy}" r="${r}" fill="#1b1d20"/>` +
    `<circle cx="${x}" cy="${cy}" r="${n(r * 0.64)}" fill="#c9ced4"/>` +
    `<path d="${spokes}" stroke="#8e959d" stroke-width="${n(r * 0.13)}" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${cy}" r="${n(r * 0.17)}" fill="#5d646c"/>`
  );
}

const backdrop = (floor: string) =>
  `<rect width="800" height="600" fill="url(#bg)"/><rect y="${GROUND - 6}" width="800" height="${600 - GROUND + 6}" fill="${floor}"/>`;

const backdropDefs = verticalGradient('bg', [
  [0, '#f7f9fb'],
  [1, '#e2e7ed'],
]);

const paintDefs = (color: string) =>
  verticalGradient('paint', [
    [0, shade(color, 0.28)],
    [0.45, color],
    [1, shade(color, -0.35)],
  ]) +
  verticalGradient('glass', [
    [0, '#4a5866'],
    [1, '#1d252e'],
  ]);

/** Side profile in `color`. */
export function sideView(style: BodyStyleValue, color: string, title: string): string {
  const p = PROFILES[style];
  const outline = shade(color, -0.45);
  const cy = GROUND - p.r;
  const parts: string[] = [`<defs>${backdropDefs}${paintDefs(color)}</defs>`, backdrop('#d9dee4')];
  parts.push(`<ellipse cx="400" cy="${GROUND + 2}" rx="${(p.rx - p.fx) / 2 + 20}" ry="16" fill="#000" opacity=".18"/>`);
  parts.push(
    `<circle cx="${p.fw}" cy="${cy}" r="${p.r + 8}" fill="#22262b"/><circle cx="${p.rw}" cy="${cy}" r="${p.r + 8}" fill="#22262b"/>`,
  );
  parts.push(
    `<path d="${bodyPath(p)}" fill="url(#paint)" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>`,
  );
  parts.push(`<path d="${windowsPath(p)}" fill="url(#glass)" stroke="${outline}" stroke-width="2"/>`);
  if (p.kind !== 'topless') {
    parts.push(
      `<path d="M${p.pillarX} ${p.roofY + 8}L${p.pillarX + 4} ${p.belt}" stroke="${shade(color, -0.5)}" stroke-width="9"/>`,
    );
  } else {
    parts.push(`<path d="M${p.pillarX - 40} ${p.belt}q4-34 26-34q18 0 20 34z" fill="#2a2d31"/>`);
  }
  if (p.kind === 'truck') {
    parts.push(`<path d="M${p.roofRearX + 10} ${p.deckY + 4}V${p.sill - 6}" stroke="${outline}" stroke-width="3"/>`);
  }
  // Door seams and handles.
  const doorTop = p.belt + 2;
  const doorBottom = p.sill - 8;
  const seams = [p.cowlX + 26, p.pillarX + 4];
  if (p.kind !== 'truck' && p.kind !== 'topless' && style !== 'coupes')
    seams.push(p.glassRearX - (p.kind === 'van' ? 80 : 6));
  if (p.kind === 'truck') seams.push(p.roofRearX - 2);
  parts.push(
    `<path d="${seams.map((x) => `M${n(x)} ${doorTop}L${n(x)} ${doorBottom}`).join('')}" stroke="${outline}" stroke-width="2" opacity=".7"/>`,
  );
  parts.push(
    `<path d="M${p.pillarX - 58} ${p.belt + 18}h26M${seams[2] !== undefined ? n((seams[2] ?? 0) - 56) : p.pillarX + 40} ${p.belt + 18}h26" stroke="${shade(color, -0.55)}" stroke-width="5" stroke-linecap="round"/>`,
  );
  // Shoulder highlight, lights, mirror.
  parts.push(
    `<path d="M${p.fx + 40} ${p.belt + 14 + (p.noseY - p.belt) * 0.4}L${p.rx - 30} ${p.belt + 12}" stroke="#fff" stroke-width="3" opacity=".28"/>`,
  );
  parts.push(
    `<path d="M${p.fx + 4} ${p.noseY + 6}l38-6v12l-36 6z" fill="#f4f1dc" stroke="${outline}" stroke-width="1.5"/>`,
  );
  parts.push(
    `<path d="M${p.rx - 3} ${Math.max(p.deckY, p.belt - 10) + 10}h-20v18h20z" fill="#c0262d" stroke="${outline}" stroke-width="1.5"/>`,
  );
  if (p.kind !== 'topless')
    parts.push(`<path d="M${p.cowlX + 22} ${p.belt - 4}l16-16h10v16z" fill="${shade(color, -0.3)}"/>`);
  parts.push(wheel(p.fw, p.r), wheel(p.rw, p.r));
  return svgDocument(VEHICLE_WIDTH, VEHICLE_HEIGHT, title, parts.join(''));
}

interface Face {
  halfW: number;
  belt: number;
  roofY: number;
  roofHalfW: number;
  sill: number;
  topless?: boolean;
}

const FACES: Record<BodyStyleValue, Face> = {
  sedans: { halfW: 230, belt: 332, roofY: 252, roofHalfW: 160, sill: 440 },
  coupes: { halfW: 236, belt: 346, roofY: 276, roofHalfW: 150, sill: 444 },
  convertibles: { halfW: 236, belt: 350, roofY: 300, roofHalfW: 190, sill: 444, topless: true },
  hatchbacks: { halfW: 216, belt: 332, roofY: 250, roofHalfW: 156, sill: 440 },
  wagons: { halfW: 230, belt: 332, roofY: 250, roofHalfW: 166, sill: 440 },
  suvs: { halfW: 252, belt: 302, roofY: 200, roofHalfW: 190, sill: 430 },
  minivans: { halfW: 246, belt: 310, roofY: 198, roofHalfW: 196, sill: 434 },
  trucks: { halfW: 266, belt: 292, roofY: 200, roofHalfW: 190, sill: 426 },
  commercial: { halfW: 256, belt: 310, roofY: 150, roofHalfW: 226, sill: 434 },
};

/** Front (`rear` false) or rear view in `color`. */
export function endView(style: BodyStyleValue, color: string, rear: boolean, title: string): string {
  const f = FACES[style];
  const outline = shade(color, -0.45);
  const left = 400 - f.halfW;
  const right = 400 + f.halfW;
  const parts: string[] = [`<defs>${backdropDefs}${paintDefs(color)}</defs>`, backdrop('#d9dee4')];
  parts.push(`<ellipse cx="400" cy="${GROUND + 2}" rx="${f.halfW + 40}" ry="14" fill="#000" opacity=".2"/>`);
  // Tyres.
  parts.push(
    `<rect x="${left + 18}" y="${f.sill - 40}" width="70" height="${GROUND - f.sill + 40}" rx="12" fill="#1b1d20"/>` +
      `<rect x="${right - 88}" y="${f.sill - 40}" width="70" height="${GROUND - f.sill + 40}" rx="12" fill="#1b1d20"/>`,
  );
  // Greenhouse.
  if (f.topless) {
    if (rear) {
      parts.push(
        `<path d="M${left + 90} ${f.belt}v-44q0-14 14-14h56q14 0 14 14v44zM${right - 174} ${f.belt}v-44q0-14 14-14h56q14 0 14 14v44z" fill="#2a2d31"/>`,
      );
    } else {
      parts.push(
        `<path d="M${left + 50} ${f.belt}L${400 - f.roofHalfW} ${f.roofY}H${400 + f.roofHalfW}L${right - 50} ${f.belt}Z" fill="#a9bccb" fill-opacity=".55" stroke="#2a2d31" stroke-width="6" stroke-linejoin="round"/>`,
      );
    }
  } else {
    parts.push(
      `<path d="M${left + 26} ${f.belt + 4}L${400 - f.roofHalfW} ${f.roofY + 10}Q400 ${f.roofY - 8} ${400 + f.roofHalfW} ${f.roofY + 10}L${right - 26} ${f.belt + 4}Z" fill="url(#paint)" stroke="${outline}" stroke-width="3"/>`,
    );
    parts.push(
      `<path d="M${left + 44} ${f.belt}L${400 - f.roofHalfW + 14} ${f.roofY + 20}H${400 + f.roofHalfW - 14}L${right - 44} ${f.belt}Z" fill="url(#glass)"/>`,
    );
  }
  // Mirrors.
  parts.push(
    `<path d="M${left + 10} ${f.belt - 2}h-34v-22h24z M${right - 10} ${f.belt - 2}h34v-22h-24z" fill="${shade(color, -0.2)}" stroke="${outline}" stroke-width="2"/>`,
  );
  // Lower body.
  parts.push(
    `<path d="M${left} ${f.sill}V${f.belt + 26}Q${left} ${f.belt} ${left + 28} ${f.belt}H${right - 28}Q${right} ${f.belt} ${right} ${f.belt + 26}V${f.sill}Z" fill="url(#paint)" stroke="${outline}" stroke-width="3"/>`,
  );
  const mid = (f.belt + f.sill) / 2;
  if (rear) {
    parts.push(
      `<path d="M${left + 8} ${f.belt + 16}h70v36h-70z M${right - 8} ${f.belt + 16}h-70v36h70z" fill="#c0262d" stroke="${outline}" stroke-width="2"/>`,
    );
    parts.push(
      `<rect x="352" y="${n(mid - 4)}" width="96" height="40" rx="4" fill="#f3f4f1" stroke="${outline}" stroke-width="2"/>`,
    );
    parts.push(`<path d="M374 ${n(mid + 16)}h52" stroke="#7a828b" stroke-width="6"/>`);
  } else {
    parts.push(
      `<rect x="${n(400 - f.halfW * 0.42)}" y="${n(mid - 30)}" width="${n(f.halfW * 0.84)}" height="56" rx="14" fill="#1e2226" stroke="${outline}" stroke-width="2"/>`,
    );
    parts.push(
      `<path d="M${n(400 - f.halfW * 0.36)} ${n(mid - 12)}H${n(400 + f.halfW * 0.36)}M${n(400 - f.halfW * 0.36)} ${n(mid + 6)}H${n(400 + f.halfW * 0.36)}" stroke="#4b525a" stroke-width="4"/>`,
    );
    parts.push(`<circle cx="400" cy="${n(mid - 2)}" r="11" fill="#c9ced4"/>`);
    parts.push(
      `<path d="M${left + 12} ${f.belt + 18}h${n(f.halfW * 0.36)}l-10 26h-${n(f.halfW * 0.36 - 10)}z M${right - 12} ${f.belt + 18}h-${n(f.halfW * 0.36)}l10 26h${n(f.halfW * 0.36 - 10)}z" fill="#f4f1dc" stroke="${outline}" stroke-width="2"/>`,
    );
  }
  parts.push(
    `<rect x="${left + 6}" y="${f.sill - 26}" width="${f.halfW * 2 - 12}" height="22" rx="8" fill="${shade(color, -0.4)}"/>`,
  );
  return svgDocument(VEHICLE_WIDTH, VEHICLE_HEIGHT, title, parts.join(''));
}

/** The cabin seen from the back seat, upholstery in `color`. */
export function interiorView(color: string, title: string): string {
  const parts: string[] = [
    `<defs>${verticalGradient('sky', [
      [0, '#9fc3e6'],
      [1, '#e9f1f8'],
    ])}${verticalGradient('seat', [
      [0, shade(color, 0.15)],
      [1, shade(color, -0.3)],
    ])}</defs>`,
    '<rect width="800" height="600" fill="#2b2f34"/>',
    '<path d="M90 60H710L780 300H20Z" fill="url(#sky)"/>',
    '<path d="M0 300H800V600H0Z" fill="#1f2226"/>',
    '<path d="M0 280Q400 230 800 280V360H0Z" fill="#34393f"/>',
    '<rect x="330" y="262" width="140" height="80" rx="8" fill="#0f1317" stroke="#56606a" stroke-width="3"/>',
    '<path d="M345 282h60M345 298h90M345 314h40" stroke="#4f9fd8" stroke-width="6" stroke-linecap="round"/>',
    '<circle cx="215" cy="330" r="78" fill="none" stroke="#111417" stroke-width="18"/>',
    '<path d="M150 340h130M215 330v70" stroke="#111417" stroke-width="16"/>',
    '<circle cx="215" cy="336" r="18" fill="#3c4248"/>',
    `<path d="M40 600V470Q40 420 90 415H250Q300 420 300 470V600Z" fill="url(#seat)"/>`,
    `<path d="M500 600V470Q500 420 550 415H710Q760 420 760 470V600Z" fill="url(#seat)"/>`,
    `<path d="M100 440h140M560 440h140" stroke="${shade(color, -0.35)}" stroke-width="4"/>`,
    `<rect x="360" y="470" width="80" height="130" rx="10" fill="${shade(color, -0.25)}"/>`,
  ];
  return svgDocument(VEHICLE_WIDTH, VEHICLE_HEIGHT, title, parts.join(''));
}

/** A line icon of the body style (for the body-style tiles and filters). */
export function bodyStyleIcon(style: BodyStyleValue, color: string, title: string): string {
  const p = PROFILES[style];
  const cy = GROUND - p.r;
  const body =
    `<g transform="translate(-62 -156) scale(1)">` +
    `<path d="${bodyPath(p)}" fill="none" stroke="${color}" stroke-width="16" stroke-linejoin="round"/>` +
    `<path d="${windowsPath(p)}" fill="none" stroke="${color}" stroke-width="10" stroke-linejoin="round"/>` +
    `<circle cx="${p.fw}" cy="${cy}" r="${p.r - 6}" fill="none" stroke="${color}" stroke-width="16"/>` +
    `<circle cx="${p.rw}" cy="${cy}" r="${p.r - 6}" fill="none" stroke="${color}" stroke-width="16"/>` +
    `</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="84" viewBox="0 0 680 340" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

/** The body outline alone, for illustrations that place a car in a scene. */
export function carSilhouette(style: BodyStyleValue, color: string, transform: string): string {
  const p = PROFILES[style];
  const cy = GROUND - p.r;
  return (
    `<g transform="${transform}">` +
    `<path d="${bodyPath(p)}" fill="${color}"/>` +
    `<path d="${windowsPath(p)}" fill="#1f2730" opacity=".85"/>` +
    `<circle cx="${p.fw}" cy="${cy}" r="${p.r}" fill="#1b1d20"/><circle cx="${p.rw}" cy="${cy}" r="${p.r}" fill="#1b1d20"/>` +
    `<circle cx="${p.fw}" cy="${cy}" r="${n(p.r * 0.5)}" fill="#c9ced4"/><circle cx="${p.rw}" cy="${cy}" r="${n(p.r * 0.5)}" fill="#c9ced4"/>` +
    `</g>`
  );
}
