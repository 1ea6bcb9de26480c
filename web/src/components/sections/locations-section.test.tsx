/** The locations list's notes tell hours and days, so Spanish readers get the editor's Spanish note. */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { SiteContext } from '@/server/site/context';
import { LocationsSection } from './locations-section';
import type { SectionOf } from './types';

const location = {
  _id: 'location.schaumburg',
  name: 'Schaumburg',
  subname: 'Golf Road',
  addressLine1: '1275 E Golf Rd',
  addressLine2: 'Schaumburg, IL 60173',
  note: 'Open late on Thursdays.',
  noteEs: 'Abierto hasta tarde los jueves.',
  googleMapsLink: 'https://maps.example/schaumburg',
  coordinates: null,
  storeId: 'schaumburg',
};

const siteIn = (lang: 'en' | 'es') =>
  ({ lang, enabledPages: [], stores: [], store: null, t: (key: string) => key }) as unknown as SiteContext;

const section = { _type: 'locationsSection', title: 'Our stores' } as unknown as SectionOf<'locationsSection'>;

test.each([
  ['es', 'Abierto hasta tarde los jueves.', 'Open late on Thursdays.'],
  ['en', 'Open late on Thursdays.', 'Abierto hasta tarde los jueves.'],
] as const)('%s: the note in the page’s language', (lang, shown, hidden) => {
  render(
    <LocationsSection
      id="s1"
      section={section}
      site={siteIn(lang)}
      first={false}
      data={{ locations: [location] } as never}
    />,
  );
  expect(screen.getByText(shown)).toBeInTheDocument();
  expect(screen.queryByText(hidden)).not.toBeInTheDocument();
});

test('without a Spanish note, Spanish readers get the English one', () => {
  render(
    <LocationsSection
      id="s1"
      section={section}
      site={siteIn('es')}
      first={false}
      data={{ locations: [{ ...location, noteEs: null }] } as never}
    />,
  );
  expect(screen.getByText('Open late on Thursdays.')).toBeInTheDocument();
});
