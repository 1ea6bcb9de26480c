import { fireEvent, screen, waitFor } from '@testing-library/react';

import { SELL_FLOW_STRINGS as strings } from './strings';
import { renderSellFlow } from './test-support/render-sell-flow';

// The later steps are a chunk of their own; this visitor's connection drops before it arrives.
jest.mock('./load-later-steps', () => ({
  laterStepsLoaded: () => null,
  loadLaterSteps: () => Promise.reject(new Error('chunk load failed')),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

beforeEach(() => {
  window.localStorage.clear();
  globalThis.fetch = jest.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
});

test('"Continue" stays on a valid first step and says the connection failed when the next steps cannot load', async () => {
  renderSellFlow();
  fireEvent.click(screen.getByRole('radio', { name: 'By VIN' }));
  fireEvent.change(screen.getByLabelText(/^VIN/), { target: { value: '4T1B11A11KP500001' } });
  fireEvent.change(screen.getByLabelText(/^Mileage/), { target: { value: '1000' } });
  fireEvent.click(screen.getByRole('button', { name: strings['sellFlow.next'] }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(strings['sellFlow.error.network']));
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(strings['sellFlow.vehicle.title']);
  expect(screen.getByLabelText(/^VIN/)).toHaveValue('4T1B11A11KP500001');
});
