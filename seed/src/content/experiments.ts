/**
 * Experiment overrides (experiment config): the settings the flag client applies to visitors in an
 * experiment. Without STATSIG_CLIENT_KEY the site's local override adapter serves every active one to every visitor
 * whose site environment matches; with Statsig, experiments of the same name carry the assignment.
 * One of each shape: interface text (langs) for everybody, a popups line-up limited to staging, and two inactive
 * ones an editor can switch on: Spanish first (LANG) and a header-menu order (settings; the menus are the site
 * settings an experiment may vary, see web/src/lib/experiments/request-config.ts).
 */
import { pathFor } from '@dealer/schemas/routes';
import { docId, ref, withKeys } from '../keys';
import type { ExperimentOverrideDoc, PopupDoc, UiString } from '../types';
import { UNLOCK_INVENTORY_POPUP_ID } from './popups';

const uiString = (key: string, en: string, es: string): UiString => ({ _type: 'uiString', key, en, es });

export const SEEDED_EXPERIMENTS = {
  unlockCopy: 'unlock-inventory-copy',
  stagingPopups: 'staging-popup-lineup',
  spanishFirst: 'spanish-first-visit',
  headerMenuOrder: 'header-menu-order',
} as const;

/** `popups`: the dataset's popups; the staging line-up keeps only the first (unlock inventory where there is one). */
export function buildExperimentOverrides(popups: readonly PopupDoc[]): ExperimentOverrideDoc[] {
  const first = popups[0];
  const lineUp = first ? [ref(first._id)] : [];
  return [
    {
      _id: docId('experimentOverride', SEEDED_EXPERIMENTS.unlockCopy),
      _type: 'experimentOverride',
      name: SEEDED_EXPERIMENTS.unlockCopy,
      active: true,
      lang: 'en',
      langs: withKeys(`experimentOverride.${SEEDED_EXPERIMENTS.unlockCopy}/langs`, [
        uiString(
          `popup.${UNLOCK_INVENTORY_POPUP_ID}.hoverText`,
          'See private deals first',
          'Vea primero las ofertas privadas',
        ),
        // Rendered by the server (the private vehicle's card), from the visitor's next page on.
        uiString('vdp.price.cardPrivate', 'Members’ price: unlock to see it', 'Precio para miembros: desbloquéelo'),
      ]),
    },
    {
      _id: docId('experimentOverride', SEEDED_EXPERIMENTS.stagingPopups),
      _type: 'experimentOverride',
      name: SEEDED_EXPERIMENTS.stagingPopups,
      active: true,
      lang: 'en',
      siteEnv: 'staging',
      popups: withKeys(`experimentOverride.${SEEDED_EXPERIMENTS.stagingPopups}/popups`, lineUp),
    },
    {
      _id: docId('experimentOverride', SEEDED_EXPERIMENTS.spanishFirst),
      _type: 'experimentOverride',
      name: SEEDED_EXPERIMENTS.spanishFirst,
      active: false,
      lang: 'es',
      siteEnv: 'production',
    },
    {
      _id: docId('experimentOverride', SEEDED_EXPERIMENTS.headerMenuOrder),
      _type: 'experimentOverride',
      name: SEEDED_EXPERIMENTS.headerMenuOrder,
      active: false,
      lang: 'en',
      settings: JSON.stringify({
        headerMenu: [
          { label: 'Instant Cash', href: pathFor('instantCashOffer') },
          { label: 'How It Works', href: pathFor('valueHowItWorks') },
          { label: 'Profit Sharing', href: pathFor('profitSharingOffer') },
        ],
      }),
    },
  ];
}
