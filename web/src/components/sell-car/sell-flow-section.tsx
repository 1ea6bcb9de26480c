import { pathFor } from '@dealer/schemas/routes';

import { COLOR_FAMILIES } from '@/lib/inventory/colors';
import { PLATE_STATES } from '@/server/plates';
import type { SiteContext } from '@/server/site/context';

import { resolveStrings } from '@/lib/i18n/resolve-strings';
import { VALIDATION_STRINGS } from '@/lib/i18n/validation-strings';

import { resolveLeadFormTexts } from '../forms/lead-form-texts';
import type { ContactTexts } from './contact-step';
import { OFFER_ID_TOKEN, type FlowQuestionnaire } from './flow-state';
import { SellFlowIsland } from './sell-flow-island';
import styles from './sell-flow.module.css';
import { SELL_FLOW_STRINGS, type SellFlowStringKey, type SellFlowStrings } from './strings';

/** Every flow text through the site's uiStrings (editors override any key, en and es), built-in English otherwise. */
function flowStrings(site: SiteContext): SellFlowStrings {
  const keys = Object.keys(SELL_FLOW_STRINGS) as SellFlowStringKey[];
  return Object.fromEntries(
    keys.map((key) => [key, site.t(key, undefined, SELL_FLOW_STRINGS[key])]),
  ) as SellFlowStrings;
}

/** The contact step speaks like every lead form: the kit's labels and disclaimer, the shared field messages. */
function contactTexts(site: SiteContext): ContactTexts {
  const texts = resolveLeadFormTexts(site.t);
  return {
    labels: { firstName: texts.firstName, lastName: texts.lastName, email: texts.email, phone: texts.phone },
    phoneDisclaimer: texts.phoneDisclaimer,
    messages: resolveStrings(VALIDATION_STRINGS, site.t),
  };
}

/**
 * The sell / trade flow on /sell-trade-my-car/your-vehicle: a server wrapper feeding the client island the
 * questionnaire and cookie tier of loadSellFlow.
 */
export function SellFlowSection({
  site,
  questionnaire,
  cookieTier,
}: {
  site: SiteContext;
  questionnaire: FlowQuestionnaire;
  cookieTier: number | null;
}) {
  const strings = flowStrings(site);
  return (
    <section className="container">
      <SellFlowIsland
        questionnaire={questionnaire}
        strings={strings}
        dealerName={site.store?.name ?? site.settings?.siteName ?? 'the dealership'}
        contactTexts={contactTexts(site)}
        states={[...PLATE_STATES]}
        colors={COLOR_FAMILIES.map(({ family, label }) => ({ value: family, label }))}
        offerPath={pathFor('sellTradeOffer', { id: OFFER_ID_TOKEN })}
        cookieTier={cookieTier}
      />
      <noscript>
        <p className={styles.intro}>{strings['sellFlow.noScript']}</p>
      </noscript>
    </section>
  );
}
