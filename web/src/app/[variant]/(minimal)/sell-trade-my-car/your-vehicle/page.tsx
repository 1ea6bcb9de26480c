import { heroCarriesHeading } from '@/components/page/hero-heading';
import { PageHeader } from '@/components/page/page-header';
import { Sections } from '@/components/sections';
import { SellFlowSection } from '@/components/sell-car/sell-flow-section';
import { contentPageMetadata } from '@/server/pages/content-page';
import { loadSellFlowPage } from '@/server/pages/sell-flow';

/**
 * /sell-trade-my-car/your-vehicle (route `sellTradeVehicle`, both variants): the `page` document's heading, the sell
 * flow, then the page's sections. A leading hero keeps its place above the flow and carries the h1.
 */
export const generateMetadata = () => contentPageMetadata('sellTradeVehicle');

export default async function Page() {
  const { heading, site, sections, flow } = await loadSellFlowPage();
  const heroFirst = heroCarriesHeading(sections);
  return (
    <>
      {heroFirst ? <Sections sections={sections.slice(0, 1)} site={site} /> : <PageHeader title={heading} />}
      <SellFlowSection site={site} questionnaire={flow.questionnaire} cookieTier={flow.cookieTier} />
      <Sections sections={heroFirst ? sections.slice(1) : sections} site={site} start={heroFirst ? 1 : 0} />
    </>
  );
}
