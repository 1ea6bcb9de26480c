import { OfferPage } from '@/components/offers/offer-page';
import { offerPageMetadata } from '../../offer-metadata';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props) {
  return offerPageMetadata('service', (await params).id);
}

/** /special-offers/service/{id} */
export default async function Page({ params }: Props) {
  return <OfferPage offerType="service" offerId={(await params).id} />;
}
