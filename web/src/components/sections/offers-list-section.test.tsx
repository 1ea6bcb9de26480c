/**
 * The special-offers list: the offers of the section's type, or the empty state when none runs.
 */
import { render, screen } from '@testing-library/react';

import { createTranslator } from '@/lib/i18n/strings';
import type { SiteContext } from '@/server/site/context';

import { OffersListSection } from './offers-list-section';
import type { SectionData, SectionOf } from './types';

type Offers = SectionData['offersListSection']['offers'];

const site = { t: createTranslator(null), store: { timezone: 'America/Chicago' } } as unknown as SiteContext;
const section = {
  _key: 'service-offers',
  _type: 'offersListSection',
  title: 'Service specials',
  offerType: 'service',
} as SectionOf<'offersListSection'>;

function renderSection(offers: unknown[]) {
  render(OffersListSection({ id: 's0', section, site, first: false, data: { offers: offers as Offers } }));
}

test('no running offer of the type: the empty state, announced', () => {
  renderSection([]);
  expect(screen.getByRole('status')).toHaveTextContent('No offers available at this time. Please check back later.');
});

test('running offers are listed with a link to their page and the disclaimer dated mm/dd/yy', () => {
  renderSection([
    {
      _id: 'offer-oil',
      offerId: 'oil-change',
      offerType: 'service',
      name: 'Oil change special',
      endDate: '2026-12-31',
      disclaimer: 'Expires {expiration_end_date}.',
    },
  ]);
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getByRole('link', { name: 'Oil change special' })).toHaveAttribute(
    'href',
    '/special-offers/service/oil-change',
  );
  expect(screen.getByText('Expires 12/31/26.')).toBeInTheDocument();
});

test('no offer type: every running offer, grouped as sales, dealer, then service, with links to the group pages', () => {
  const all = { ...section, offerType: null } as unknown as SectionOf<'offersListSection'>;
  const offer = (offerType: string, offerId: string, name: string) => ({ _id: offerId, offerId, offerType, name });
  render(
    OffersListSection({
      id: 's0',
      section: all,
      site,
      first: false,
      data: {
        offers: [
          offer('service', 'oil', 'Oil change'),
          offer('sales', 'first-car', '$500 Toward Your First Car'),
          offer('dealer', 'trade', 'Trade-in bonus'),
        ] as unknown as Offers,
      },
    }),
  );
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Sales offers',
    'Dealer offers',
    'Service offers',
  ]);
  expect(screen.getByRole('link', { name: '$500 Toward Your First Car' })).toHaveAttribute(
    'href',
    '/special-offers/sales/first-car',
  );
  expect(screen.getByRole('link', { name: 'See all service offers' })).toHaveAttribute(
    'href',
    '/special-offers/service',
  );
  expect(screen.getByRole('link', { name: 'See all dealer offers' })).toHaveAttribute('href', '/special-offers/dealer');
});
