import { pathFor } from '@dealer/schemas/routes';

import { contentPageMetadata, loadContentPageSections, pageHeading } from '@/components/page/content-page';
import { PageHeader } from '@/components/page/page-header';
import { Sections } from '@/components/sections';
import { SellFlowSection } from '@/components/sell-car/sell-flow-section';
import { documentTitle } from '@/lib/seo/title';
import { loadSellFlow } from '@/server/pages/sell-flow';

/**
 * /sell-trade-my-car/your-vehicle (route `sellTradeVehicle`, both variants): the `page` document's heading, the sell
 * flow, then the page's sections. A leading hero keeps its place above the flow and carries the h1.
 */
export const generateMetadata = () => contentPageMetadata('sellTradeVehicle');

export default async function Page() {
  const [{ page, site, sections }, flow] = await Promise.all([
    loadContentPageSections('sellTradeVehicle'),
    loadSellFlow(),
  ]);
  const heroFirst = sections[0]?._type === 'heroSection' && (sections[0].slides ?? []).some((slide) => slide.title);
  return (
    <>
      {heroFirst ? (
        <Sections sections={sections.slice(0, 1)} site={site} />
      ) : (
        <PageHeader title={pageHeading(page, site.lang) || documentTitle(pathFor('sellTradeVehicle'))} />
      )}
      <SellFlowSection site={site} questionnaire={flow.questionnaire} cookieTier={flow.cookieTier} />
      <Sections sections={heroFirst ? sections.slice(1) : sections} site={site} start={heroFirst ? 1 : 0} />
    </>
  );
}
