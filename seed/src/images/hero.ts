/** Wide hero scenes: sky, sun, hills, a road and a car in the brand colour, with an accent pictogram. */
import type { BodyStyleValue } from '@dealer/schemas/constants';
import { shade, svgDocument, verticalGradient } from './svg';
import { symbol, type SymbolName } from './symbols';
import { carSilhouette } from './vehicle';

export interface HeroScene {
  sky: [string, string];
  hills: string;
  car: string;
  bodyStyle: BodyStyleValue;
  accent?: SymbolName;
  flip?: boolean;
}

export function heroImage(scene: HeroScene, title: string): string {
  const carTransform = scene.flip ? 'translate(1400 130) scale(-1.5 1.5)' : 'translate(200 130) scale(1.5)';
  const body =
    `<defs>${verticalGradient('sky', [
      [0, scene.sky[0]],
      [1, scene.sky[1]],
    ])}</defs>` +
    '<rect width="1600" height="900" fill="url(#sky)"/>' +
    (scene.accent ? '' : '<circle cx="1300" cy="200" r="110" fill="#fff6d8" opacity=".85"/>') +
    `<path d="M0 560Q260 420 520 520T1040 500T1600 470V900H0Z" fill="${shade(scene.hills, 0.25)}"/>` +
    `<path d="M0 640Q380 540 760 620T1600 580V900H0Z" fill="${scene.hills}"/>` +
    '<path d="M0 830H1600V900H0Z" fill="#3a3f45"/>' +
    '<path d="M0 850H1600" stroke="#e8e2c8" stroke-width="6" stroke-dasharray="70 50"/>' +
    `<ellipse cx="800" cy="852" rx="440" ry="18" fill="#000" opacity=".25"/>` +
    carSilhouette(scene.bodyStyle, scene.car, carTransform) +
    (scene.accent
      ? `<circle cx="1300" cy="200" r="120" fill="#fff" opacity=".25"/>${symbol(scene.accent, '#fff', 1220, 120, 160)}`
      : '');
  return svgDocument(1600, 900, title, body);
}
