import { render } from '@testing-library/react';
import { ExperimentsIsland } from './experiments-island';

// The island loads on every page, consent or not: the experiment cookie's schema (zod) loads only once analytics is
// allowed, with the flag client.
jest.mock('zod', () => {
  throw new Error('zod must not load with the experiments island');
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

test('the island loads and waits for consent without the schema library', () => {
  const fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const { container } = render(
    <ExperimentsIsland clientKey="client-key" localValues={{}} siteEnv="production" companyId={null} />,
  );
  expect(container).toBeEmptyDOMElement();
  expect(fetchMock).not.toHaveBeenCalled();
});
