/**
 * Service offers link to the schedule form with the offer attached: on the service offers list and on an
 * offer's own page, with the CMS wording (uiStrings `offers.scheduleService`) over the built-in English.
 */
import { render, screen } from '@testing-library/react';

import { createTranslator } from '@/lib/i18n/strings';
import type { SiteContext } from '@/server/site/context';

import { OffersListSection } from '../sections/offers-list-section';
import type { SectionData, SectionOf } from '../sections/types';
import { ScheduleOfferLink, scheduleOfferHref } from './schedule-offer-link';

const dealership = { t: createTranslator(null), enabledPages: ['specialOffers', 'service'] };
const oil = { offerType: 'service', offerId: 'oil-change', name: 'Oil change special' };

test('a service offer links to /service/schedule?offer=<offerId>, named after the offer', () => {
  render(<ScheduleOfferLink offer={oil} site={dealership} />);
  const link = screen.getByRole('link', { name: 'Schedule this service: Oil change special' });
  expect(link).toHaveAttribute('href', '/service/schedule?offer=oil-change');
  expect(link).toHaveTextContent(/^Schedule this service$/);
  expect(scheduleOfferHref('a b&c')).toBe('/service/schedule?offer=a%20b%26c');
});

test.each([
  ['a sales offer', { ...oil, offerType: 'sales' }, dealership],
  ['a dealer offer', { ...oil, offerType: 'dealer' }, dealership],
  ['an offer without id', { ...oil, offerId: null }, dealership],
  ['a site without service pages', oil, { ...dealership, enabledPages: ['specialOffers'] }],
])('no link for %s', (_name, offer, site) => {
  const { container } = render(<ScheduleOfferLink offer={offer} site={site} />);
  expect(container).toBeEmptyDOMElement();
});

test('the link text comes from the CMS strings when an editor set them', () => {
  const t = createTranslator([{ key: 'offers.scheduleService', en: 'Book it', es: 'Reservar' }], 'es');
  render(<ScheduleOfferLink offer={oil} site={{ ...dealership, t }} />);
  expect(screen.getByRole('link', { name: 'Reservar: Oil change special' })).toHaveTextContent('Reservar');
});

test('the service offers list shows the link under each running offer', () => {
  const offers = [{ _id: 'offer-oil', ...oil, endDate: '2026-12-31' }] as SectionData['offersListSection']['offers'];
  const site = { ...dealership, store: { timezone: 'America/Chicago' } } as unknown as SiteContext;
  const section = { _key: 'service-offers', _type: 'offersListSection', offerType: 'service' };
  render(
    OffersListSection({
      id: 's0',
      section: section as SectionOf<'offersListSection'>,
      site,
      first: false,
      data: { offers },
    }),
  );
  expect(screen.getByRole('link', { name: 'Oil change special' })).toHaveAttribute(
    'href',
    '/special-offers/service/oil-change',
  );
  expect(screen.getByRole('link', { name: 'Schedule this service: Oil change special' })).toHaveAttribute(
    'href',
    '/service/schedule?offer=oil-change',
  );
});
