/**
 * The plain-form twin with JavaScript running: a submit the browser stops (it reports only its first invalid field)
 * loads the enhanced form, which submits again as it takes over, so every invalid field is marked at once.
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import type { LeadFormConfig } from './lead-form-config';
import { LeadFormIsland } from './lead-form-island';
import { PlainLeadForm } from './plain-lead-form';

const config: LeadFormConfig = {
  kind: 'contact',
  id: 'lead-island',
  dealerName: 'Test Motors',
  privacyHref: '/legal/privacy-policy',
  cookieTier: 1,
  pagePath: '/contact-us',
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const SIX_FIELDS = ['How can we help\\?', 'First name', 'Last name', 'E-mail', 'Phone', 'Message'];

test('the first empty submit of the plain form marks all six fields, each with its message', async () => {
  global.fetch = jest.fn() as unknown as typeof fetch;
  render(
    <LeadFormIsland config={config}>
      <PlainLeadForm config={config} result={null} />
    </LeadFormIsland>,
  );
  expect(screen.getByRole('button', { name: 'Send message' }).closest('form')).not.toHaveAttribute('data-enhanced');
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

  await waitFor(() => expect(field('First name')).toHaveAttribute('aria-invalid', 'true'), { timeout: 10_000 });
  expect(document.querySelector('form[data-enhanced="true"]')).not.toBeNull();
  for (const label of SIX_FIELDS) {
    const control = field(label);
    expect(control).toHaveAttribute('aria-invalid', 'true');
    const errorId = (control.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'));
    expect(document.getElementById(errorId ?? '')).toHaveTextContent(/\S/);
  }
  expect(screen.getByRole('status')).toHaveTextContent('Please correct the highlighted fields.');
  // Nothing was sent: the enhanced form's validation stopped it.
  expect(global.fetch).not.toHaveBeenCalled();
}, 20_000);
