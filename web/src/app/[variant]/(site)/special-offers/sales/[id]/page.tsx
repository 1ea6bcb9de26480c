import { OfferPage } from '@/components/offers/offer-page';
import { loadOfferPage, offerPageMetadata } from '@/server/pages/special-offer';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props) {
  return offerPageMetadata('sales', (await params).id);
}

/** /special-offers/sales/{id} */
export default async function Page({ params }: Props) {
  const { offer, site, vehicles } = await loadOfferPage('sales', (await params).id);
  return <OfferPage offerType="sales" offer={offer} vehicles={vehicles} site={site} />;
}
