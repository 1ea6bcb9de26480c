import { OfferPage, offerMetadata } from '@/components/offers/offer-page';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props) {
  return offerMetadata('service', (await params).id);
}

/** /special-offers/service/{id} */
export default async function Page({ params }: Props) {
  return <OfferPage offerType="service" offerId={(await params).id} />;
}
