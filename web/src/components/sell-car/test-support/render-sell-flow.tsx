import { render } from '@testing-library/react';

import { seededQuestionnaire } from '@/lib/pricing/test-support/seeded-questionnaire';

import type { FlowQuestionnaire } from '../flow-state';
import { SellFlow } from '../sell-flow';
import { SELL_FLOW_STRINGS } from '../strings';

/** The sell flow as its page renders it, over the seeded questionnaire and a test dealer. */
export const renderSellFlow = () =>
  render(
    <SellFlow
      questionnaire={seededQuestionnaire() as FlowQuestionnaire}
      strings={SELL_FLOW_STRINGS}
      dealerName="Test Motors"
      states={['OK', 'TX']}
      colors={[{ value: 'blue', label: 'Blue' }]}
      offerPath="/sell-trade-my-car/offer/__offer_id__"
      cookieTier={1}
    />,
  );
