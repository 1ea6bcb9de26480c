import { render, screen } from '@testing-library/react';

import { LEAD_FORM_UI_STRINGS } from '../../../../seed/src/content/lead-form-strings';
import { PlainApplyFinancingForm } from './finance/plain-apply-financing-form';
import { TEST_CONFIRMATION_CONFIG } from './finance/testing/confirmation-config';
import type { LeadFormConfig } from './lead-form-config';
import type { LeadFormTextName, LeadFormTexts } from './lead-form-texts';
import { PlainLeadForm } from './plain-lead-form';

const spanish = Object.fromEntries(
  LEAD_FORM_UI_STRINGS.map(([key, , es]) => [key.slice('leadForm.'.length) as LeadFormTextName, es]),
) as LeadFormTexts;

const base: LeadFormConfig = {
  kind: 'careers',
  id: 'lead-test',
  dealerName: 'Test Motors',
  privacyHref: '/legal/privacy-policy',
  cookieTier: 1,
  pagePath: '/our-company/careers',
  positions: [{ value: 'Sales', label: 'Sales' }],
};

test('the lead form shows the CMS wording; without it, the built-in English', () => {
  const { unmount } = render(<PlainLeadForm config={{ ...base, formTexts: spanish }} result={null} />);
  for (const label of [/^Nombre/, /^Apellido/, /^Correo electrónico/, /^Teléfono/, /^Puesto/, /^Mensaje/, 'Currículum'])
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Elija un puesto' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeInTheDocument();
  unmount();
  render(<PlainLeadForm config={{ ...base, kind: 'contact' }} result={null} />);
  expect(screen.getByLabelText(/^How can we help\?/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^First name/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
});

test('the pre-approval form shows the CMS wording', () => {
  const config = {
    id: 'apply-test',
    dealerName: 'Test Motors',
    privacyHref: '/legal/privacy-policy',
    cookieTier: 1,
    pagePath: '/auto-financing/apply-for-financing',
    ...TEST_CONFIRMATION_CONFIG,
    formTexts: spanish,
  };
  render(<PlainApplyFinancingForm config={config} result={null} />);
  expect(screen.getByLabelText('Ingreso mensual antes de impuestos ($)')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Su crédito, aproximadamente' })).toBeInTheDocument();
  expect(screen.getByLabelText('Excelente (740 o más)')).toHaveAttribute('value', 'Great');
  expect(screen.getByLabelText('Tengo un vehículo para entregar a cuenta')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Obtener la preaprobación' })).toBeInTheDocument();
});
