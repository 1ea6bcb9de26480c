import type { DealShellData } from '@/lib/deal/shell';
import { legalPath, pathFor } from '@dealer/schemas/routes';
import { resolveStrings } from '@/lib/i18n/resolve-strings';
import { contactCheckMessages, VALIDATION_STRINGS } from '@/lib/i18n/validation-strings';
import { resolveLeadFormTexts } from '../forms/lead-form-texts';
import { PageHeader } from '../page/page-header';
import { DealIsland } from './deal-island';
import styles from './deal.module.css';
import drawn from '../ui/browser-drawn.module.css';

/**
 * /deal: the heading and the island that reads `?vin=` and the shopper's terms and works the deal out
 * (docs/deal-sheet.md#the-page). The lead form's notices are the site's own words, as on every lead form.
 */
export function DealPage({ strings, lang, t, cookieTier }: DealShellData) {
  const texts = resolveLeadFormTexts(t);
  return (
    <div className={styles.printRoot}>
      <PageHeader title={strings['deal.title']}>
        <span className={styles.noPrint}>{strings['deal.intro']}</span>
      </PageHeader>
      <div className={`container ${drawn.area}`}>
        <DealIsland
          strings={strings}
          lang={lang}
          sellFlowHref={pathFor('sellTradeVehicle')}
          cookieTier={cookieTier}
          notices={{
            // `{dealer}` is filled with the car's store in the browser.
            phoneDisclaimer: texts.phoneDisclaimer,
            privacyPrefix: texts.privacyPrefix,
            privacyLink: texts.privacyLink,
            privacyHref: legalPath('privacy-policy'),
            fieldMessages: contactCheckMessages(resolveStrings(VALIDATION_STRINGS, t)),
          }}
        />
      </div>
    </div>
  );
}
