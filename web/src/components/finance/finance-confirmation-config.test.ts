/** The finance confirmation screens: the estimate only with store rates, links only to enabled pages. */
import { createTranslator } from '@/lib/i18n/strings';
import type { SiteContext } from '@/server/site/context';
import { financeConfirmationConfig } from './finance-confirmation-config';

const site = (enabledPages: string[]) =>
  ({
    t: createTranslator(null),
    enabledPages,
    store: { name: 'Elgin Motors', phone: '(555) 010-0000' },
    settings: { siteName: 'Dealer Group' },
  }) as unknown as SiteContext;

const RATES = { baseAprPercent: 6.9, documentaryFee: 199 };

test.each([
  [
    'rates, both pages enabled',
    RATES,
    ['inventory', 'financing'],
    true,
    '/cars-for-sale',
    '/auto-financing/full-credit-application',
  ],
  ['no rates', null, ['inventory', 'financing'], false, '/cars-for-sale', '/auto-financing/full-credit-application'],
  ['rates, no inventory or credit application', RATES, [], true, null, null],
])('%s', (_name, rates, enabled, estimated, vehiclesPath, creditApplicationPath) => {
  const config = financeConfirmationConfig(site(enabled), rates);
  expect(config.estimate).toEqual(estimated ? { ...RATES, termMonths: expect.any(Number) } : null);
  expect(config.vehiclesPath).toBe(vehiclesPath);
  expect(config.creditApplicationPath).toBe(creditApplicationPath);
  expect(config.storeName).toBe('Elgin Motors');
});
