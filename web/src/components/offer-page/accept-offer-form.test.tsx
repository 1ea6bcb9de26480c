/** The accept island: the pressed button names the offer, the fields go along, server field errors are shown. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { OFFER_PAGE_STRINGS } from './offer-strings';
import { AcceptOfferForm, type AcceptOfferFormText } from './accept-offer-form';

const s = OFFER_PAGE_STRINGS;
const text: AcceptOfferFormText = {
  beatTitle: s['offerPage.beatTitle'],
  beatText: s['offerPage.beatText'],
  competingLabel: s['offerPage.competingLabel'],
  scheduleTitle: s['offerPage.scheduleTitle'],
  dateLabel: s['offerPage.dateLabel'],
  timeLabel: s['offerPage.timeLabel'],
  timeAny: s['offerPage.timeAny'],
  timeMorning: s['offerPage.timeMorning'],
  timeAfternoon: s['offerPage.timeAfternoon'],
  timeEvening: s['offerPage.timeEvening'],
  acceptCash: s['offerPage.acceptCash'],
  acceptLater: s['offerPage.acceptLater'],
  schedule: s['offerPage.schedule'],
  sending: s['offerPage.sending'],
  accepted: s['offerPage.accepted'],
  failed: s['offerPage.failed'],
};
const ID = '11111111-1111-4111-8111-111111111111';

function respond(status: number, body: unknown) {
  const fetchMock = jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The conversions the form handed to the tracking island (queued: no island listens in these tests). */
const queuedConversions = () =>
  (window.__dealerTrackPending ?? []).map(({ name, value, eventId }) => ({ name, value, eventId }));

beforeEach(() => {
  window.__dealerTrackPending = [];
  window.__dealerTrackFired = new Set();
});

test('the profit-sharing button sends moreCashLater with the competing offer and time', async () => {
  const fetchMock = respond(200, { id: ID, leadId: 'lead-uuid-1', status: 'resend', offerKind: 'moreCashLater' });
  render(<AcceptOfferForm offerId={ID} kinds={['cashNow', 'moreCashLater']} text={text} showBeat />);
  fireEvent.change(screen.getByLabelText(text.competingLabel), { target: { value: '15,000' } });
  fireEvent.change(screen.getByLabelText(text.timeLabel), { target: { value: 'evening' } });
  fireEvent.click(screen.getByRole('button', { name: text.acceptLater }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text.accepted));
  expect(fetchMock).toHaveBeenCalledWith(`/api/offers/${ID}/accept`, expect.objectContaining({ method: 'POST' }));
  const body = JSON.parse((fetchMock.mock.calls[0] as [string, { body: string }])[1].body) as Record<string, string>;
  expect(body).toEqual({ offerKind: 'moreCashLater', competingOffer: '15,000', preferredTime: 'evening' });
  expect(screen.getByRole('button', { name: text.acceptCash })).toBeDisabled();
  // The visit request is the Schedule conversion, its event id the lead the server sent.
  expect(queuedConversions()).toEqual([{ name: 'Schedule', value: 20, eventId: 'lead-lead-uuid-1' }]);
});

test('a field error from the server is shown under its field and linked to it', async () => {
  respond(400, { errors: { competingOffer: 'Enter the competing offer in whole dollars, for example 15000.' } });
  render(<AcceptOfferForm offerId={ID} kinds={['cashNow']} text={text} showBeat />);
  fireEvent.click(screen.getByRole('button', { name: text.acceptCash }));
  const input = screen.getByLabelText(text.competingLabel);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  expect(input).toHaveAccessibleDescription('Enter the competing offer in whole dollars, for example 15000.');
  expect(screen.getByRole('status')).toHaveTextContent(text.failed);
  expect(queuedConversions()).toEqual([]);
});

test('a bring-in result has only the schedule button and no competing-offer field', () => {
  respond(200, {});
  render(<AcceptOfferForm offerId={ID} kinds={['bringIn']} text={text} showBeat={false} />);
  expect(screen.getByRole('button', { name: text.schedule })).toBeInTheDocument();
  expect(screen.queryByLabelText(text.competingLabel)).toBeNull();
});
