import { render, waitFor } from '@testing-library/react';
import type { ConsentState } from '@/lib/consent';
import { ExperimentsIsland } from './experiments-island';

// The island loads on every page, consent or not: the experiment cookie's schema (zod) loads only for an experiment
// that varies the menus (the only part the schema checks).
jest.mock('zod', () => {
  throw new Error('zod must not load with the experiments island');
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

let consent: ConsentState | null = null;
jest.mock('@/components/consent/consent-store', () => ({ useConsent: () => consent }));

const readExperimentConfigs = jest.fn();
jest.mock('./flag-client', () => ({
  readExperimentConfigs: (...args: unknown[]) => readExperimentConfigs(...args) as unknown,
}));

const fetchJson = jest.fn();
jest.mock('@/lib/http/fetch-json', () => ({ fetchJson: (...args: unknown[]) => fetchJson(...args) as unknown }));

const ANALYTICS: ConsentState = { tier: 1, allowed: ['essential', 'analytics'], decided: true, gpc: false };

function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(() => {
  consent = null;
  clearCookies();
  readExperimentConfigs.mockReset();
  fetchJson.mockReset();
});

test('the island loads and waits for consent without the schema library', () => {
  const { container } = render(
    <ExperimentsIsland clientKey="client-key" localValues={{}} siteEnv="production" companyId={null} />,
  );
  expect(container).toBeEmptyDOMElement();
  expect(fetchJson).not.toHaveBeenCalled();
});

test('an experiment that varies strings writes the server’s cookie without the schema library', async () => {
  consent = ANALYTICS;
  const langs = [{ key: 'popup.unlock-inventory.hoverText', en: 'See private deals first', es: null }];
  fetchJson.mockResolvedValue({ ok: true, status: 200, body: ['unlock-inventory-copy'] });
  readExperimentConfigs.mockResolvedValue([{ name: 'unlock-inventory-copy', config: { langs } }]);
  render(<ExperimentsIsland clientKey={null} localValues={{}} siteEnv="production" companyId={null} />);
  await waitFor(() => expect(document.cookie).toContain('experimentConfig='));
  const value = /experimentConfig=([^;]*)/.exec(document.cookie)?.[1] ?? '';
  expect(JSON.parse(decodeURIComponent(value))).toEqual({ langs });
  expect(document.documentElement.dataset.experiments).toBe('unlock-inventory-copy');
});
