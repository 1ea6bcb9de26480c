import { render } from '@testing-library/react';

import { FORM_ERROR_KEY } from '@/lib/leads/field-errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/leads/messages';

import { ContactForm } from '../contact-form';
import type { LeadFormConfig } from '../lead-form-config';

type FetchLike = (url: RequestInfo | URL, init?: RequestInit) => Promise<{ status: number; json(): Promise<unknown> }>;

/** A filled contact form (handed over from the plain form) whose every POST answers 503 "database unavailable". */
export function renderContactFormAgainstUnavailableServer(config: LeadFormConfig) {
  const fetchMock = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => ({
    status: 503,
    json: async () => ({ errors: { [FORM_ERROR_KEY]: DATABASE_UNAVAILABLE_MESSAGE } }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  const values = {
    inquiryType: '7',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '6305550100',
    message: 'What are your hours?',
  };
  render(
    <ContactForm
      config={config}
      handover={{ current: { initialValues: values, focusField: null, selection: null, initialFile: null } }}
      initialFile={null}
    />,
  );
  return { fetchMock, values };
}
