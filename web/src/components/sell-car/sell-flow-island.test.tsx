/**
 * The sell flow arrives in its own chunk after hydration and is drawn in a transition: React renders it in slices
 * that yield to the browser, rather than in one long task right after the page loaded.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { SellFlowProps } from './sell-flow';
import { SellFlowIsland } from './sell-flow-island';

/** The flow as it first renders, still waiting on something (a transition keeps what is on screen meanwhile). */
jest.mock('./sell-flow', () => ({
  SellFlow: () => {
    throw new Promise(() => undefined);
  },
}));

test('the flow replaces its placeholder in a transition: the page never falls back to a loading state', async () => {
  const props = { strings: { 'sellFlow.loading': 'Loading the form…' } } as unknown as SellFlowProps;
  render(
    <Suspense fallback={<p>Page loading</p>}>
      <h1>Sell your car</h1>
      <SellFlowIsland {...props} />
    </Suspense>,
  );
  expect(screen.getByText('Loading the form…')).toBeInTheDocument();
  await act(async () => {
    await import('./sell-flow');
  });
  expect(screen.getByRole('heading', { name: 'Sell your car' })).toBeVisible();
  expect(screen.getByText('Loading the form…')).toBeVisible();
  expect(screen.queryByText('Page loading')).toBeNull();
});
