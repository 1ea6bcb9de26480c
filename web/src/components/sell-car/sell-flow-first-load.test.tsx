import { fireEvent, screen } from '@testing-library/react';

import { SELL_FLOW_STRINGS as strings } from './strings';
import { renderSellFlow } from './test-support/render-sell-flow';

// The flow is the page's first content: drawing it and checking a step need neither the schema library (loaded on
// the first request for the offer) nor the animation runtime (steps slide in with CSS).
jest.mock('zod', () => {
  throw new Error('zod must not load with the flow');
});
jest.mock('motion/react', () => {
  throw new Error('motion must not load with the flow');
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

beforeEach(() => window.localStorage.clear());

test('the flow draws its first step and checks it without the schema library or the animation runtime', async () => {
  renderSellFlow();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(strings['sellFlow.vehicle.title']);
  fireEvent.click(screen.getByRole('button', { name: strings['sellFlow.next'] }));
  expect(await screen.findByText(strings['sellFlow.year.required'])).toBeInTheDocument();
});
