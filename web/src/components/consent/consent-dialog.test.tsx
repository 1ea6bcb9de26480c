import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  CONSENT_STRING_KEYS,
  consentStringKeys,
  resolveConsent,
  type ConsentStrings,
  type CookieTier,
} from '@/lib/consent';
import { translate } from '@/lib/i18n/strings';
import { ConsentDialog } from './consent-dialog';
import { getConsent } from './consent-store';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));
// The language switch's server action: the dialog's language choice posts to it.
const mockSetLanguage = jest.fn(async (formData: FormData) => void formData);
jest.mock('@/components/language/set-language', () => ({ setLanguage: (data: FormData) => mockSetLanguage(data) }));

const SPANISH = [
  { key: 'cookies.title', en: 'We use cookies', es: 'Usamos cookies' },
  { key: 'cookies.close', en: 'Close and continue', es: 'Cerrar y continuar' },
  { key: 'cookies.acceptAll', en: 'Accept all', es: 'Aceptar todas' },
  { key: 'cookies.deny', en: 'Deny', es: 'Rechazar' },
  { key: 'cookies.customize', en: 'Customize', es: 'Personalizar' },
];
const LANGUAGES = { label: { en: 'Language', es: 'Idioma' }, names: { en: 'English', es: 'Español' } } as const;

// Only the texts the tier can show, as the page sends them: every view the tests open must be complete with them.
const strings = (tier: CookieTier, lang: 'en' | 'es' = 'en'): ConsentStrings =>
  Object.fromEntries(consentStringKeys(tier).map((key) => [key, translate(SPANISH, key, { lang })]));

function renderDialog(tier: CookieTier, options: { gpc?: boolean; lang?: 'en' | 'es'; stored?: 'hide' } = {}) {
  const consent = resolveConsent({ tier, stored: null, gpc: options.gpc ?? false });
  return render(
    <>
      <ConsentDialog
        initialConsent={consent}
        initialBanner={tier === 0 || options.stored ? 'hide' : 'show'}
        lang={options.lang ?? 'en'}
        strings={{ en: strings(tier, 'en'), es: strings(tier, 'es') }}
        languages={LANGUAGES}
        policyHref="/legal/cookie-policy"
      />
      {/* What the page renders at its end where the site asks first (consent-settings-button.tsx). */}
      {tier >= 2 ? (
        <button type="button" data-cookie-settings="">
          Cookie settings
        </button>
      ) : null}
    </>,
  );
}

function clearCookies() {
  for (const name of ['allowCookies', 'displayCookies']) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

beforeEach(() => {
  mockPathname = '/';
  clearCookies();
});

describe('buttons per tier', () => {
  // Tier 1 only informs: a labelled, non-modal region. Tiers 2 and 3 must ask first: a modal dialog.
  test.each<[CookieTier, 'region' | 'dialog', string[]]>([
    [1, 'region', ['Close and continue']],
    [2, 'dialog', ['Customize', 'Accept all']],
    [3, 'dialog', ['Customize', 'Deny', 'Accept all']],
  ])('tier %i: %s', (tier, role, labels) => {
    renderDialog(tier);
    const dialog = screen.getByRole(role, { name: 'We use cookies' });
    const buttons = [...dialog.querySelectorAll('button:not([data-consent-lang])')].map((button) => button.textContent);
    expect(buttons).toEqual(labels);
    // The modal dialog offers the language choice; the tier-1 notice leaves it to the page's switch.
    expect(dialog.querySelectorAll('[data-consent-lang]')).toHaveLength(role === 'dialog' ? 2 : 0);
  });

  test('tier 0 shows nothing', () => {
    const { container } = renderDialog(0);
    expect(container).toBeEmptyDOMElement();
  });
});

test('the dialog’s language choice shows it in Spanish in place and stores the language like the switch', async () => {
  mockSetLanguage.mockClear();
  renderDialog(3);
  const languages = screen.getByRole('group', { name: 'Language' });
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  const spanish = screen.getByRole('button', { name: 'Español' });
  expect(spanish).toHaveAttribute('lang', 'es');
  spanish.focus();
  fireEvent.click(spanish);
  // The same dialog, now in Spanish; the choice keeps the focus.
  expect(screen.getByRole('dialog', { name: 'Usamos cookies' })).toHaveAttribute('lang', 'es');
  expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Idioma' })).toBe(languages);
  expect(spanish).toHaveAttribute('aria-pressed', 'true');
  expect(spanish).toHaveFocus();
  await waitFor(() => expect(mockSetLanguage).toHaveBeenCalledTimes(1));
  expect((mockSetLanguage.mock.calls[0]?.[0] as FormData).get('lang')).toBe('es');
});

test('Spanish texts', () => {
  renderDialog(3, { lang: 'es' });
  expect(screen.getByRole('dialog', { name: 'Usamos cookies' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Aceptar todas' })).toBeInTheDocument();
});

test('hidden on /legal paths; the settings button stays', () => {
  mockPathname = '/legal/privacy-policy';
  renderDialog(3);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
});

test('GPC: notice shown, targeting not granted by accept all', () => {
  jest.useFakeTimers();
  renderDialog(3, { gpc: true });
  expect(screen.getByTestId('consent-gpc')).toHaveTextContent('Global Privacy Control');
  fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
  act(() => jest.advanceTimersByTime(500));
  expect(document.cookie).toContain('allowCookies=essential%2Cfunctional%2Canalytics');
  expect(getConsent()?.allowed).toEqual(['essential', 'functional', 'analytics']);
  jest.useRealTimers();
});

test('a choice fades, then after 500 ms saves and hides', () => {
  jest.useFakeTimers();
  renderDialog(3);
  fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog.className).toMatch(/fading/);
  expect(document.cookie).not.toContain('allowCookies');
  act(() => jest.advanceTimersByTime(499));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.cookie).toContain('allowCookies=essential%2Cfunctional%2Canalytics');
  expect(document.cookie).toContain('displayCookies=hide');
  jest.useRealTimers();
});

test('customise: essential locked, switches start on, saving grants what is on', async () => {
  jest.useFakeTimers();
  renderDialog(2);
  fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
  const essential = await screen.findByRole('switch', { name: /Essential/ });
  expect(essential).toBeChecked();
  expect(essential).toBeDisabled();
  for (const name of ['Functional', 'Analytics', 'Targeting']) {
    expect(screen.getByRole('switch', { name })).toBeChecked();
  }
  expect(screen.getByRole('switch', { name: 'Functional' })).toHaveFocus();
  fireEvent.click(screen.getByRole('switch', { name: 'Targeting' }));
  fireEvent.click(screen.getByRole('switch', { name: 'Functional' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
  act(() => jest.advanceTimersByTime(500));
  expect(getConsent()?.allowed).toEqual(['essential', 'analytics']);
  jest.useRealTimers();
});

test('Escape goes back from the customise panel, then dismisses without saving (tier 3)', async () => {
  renderDialog(3);
  fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
  await screen.findByRole('switch', { name: 'Functional' });
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(screen.getByRole('button', { name: 'Customize' })).toHaveFocus();
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.cookie).not.toContain('allowCookies');
  expect(getConsent()?.allowed).toEqual(['essential']);
});

test('the settings button reopens the customise panel and focus returns to it', async () => {
  renderDialog(3, { stored: 'hide' });
  const settings = screen.getByRole('button', { name: 'Cookie settings' });
  settings.focus();
  fireEvent.click(settings);
  await screen.findByRole('switch', { name: 'Functional' });
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
});

test('a #cookie-settings link anywhere on the page reopens the dialog', async () => {
  renderDialog(2, { stored: 'hide' });
  const link = document.createElement('a');
  link.href = '#cookie-settings';
  link.textContent = 'Cookies';
  document.body.append(link);
  fireEvent.click(link);
  expect(await screen.findByRole('switch', { name: 'Functional' })).toBeInTheDocument();
  link.remove();
});

test('tier 1: the banner takes no focus; closing it from its button moves focus to the main content', () => {
  const main = document.createElement('main');
  main.id = 'main-content';
  main.tabIndex = -1;
  document.body.append(main);
  try {
    jest.useFakeTimers();
    renderDialog(1);
    const close = screen.getByRole('button', { name: 'Close and continue' });
    expect(close).not.toHaveFocus();
    close.focus();
    fireEvent.click(close);
    act(() => jest.runAllTimers());
    expect(screen.queryByRole('region', { name: 'We use cookies' })).not.toBeInTheDocument();
    expect(main).toHaveFocus();
  } finally {
    jest.useRealTimers();
    main.remove();
  }
});

test('a modal dialog on a first visit (focus nowhere) gives focus to the main content when it closes', () => {
  const main = document.createElement('main');
  main.id = 'main-content';
  main.tabIndex = -1;
  document.body.append(main);
  try {
    jest.useFakeTimers();
    renderDialog(3);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    act(() => jest.runAllTimers());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(main).toHaveFocus();
  } finally {
    jest.useRealTimers();
    main.remove();
  }
});

test('navigator.globalPrivacyControl counts as GPC', () => {
  Object.defineProperty(window.navigator, 'globalPrivacyControl', { value: true, configurable: true });
  try {
    renderDialog(1);
    expect(screen.getByTestId('consent-gpc')).toBeInTheDocument();
    expect(getConsent()?.allowed).toEqual(['essential', 'functional', 'analytics']);
  } finally {
    Reflect.deleteProperty(window.navigator, 'globalPrivacyControl');
  }
});

describe('texts sent per tier', () => {
  test.each<[CookieTier, string[], string[]]>([
    [0, ['cookies.title', 'cookies.close', 'cookies.policy', 'cookies.gpc'], ['cookies.customize', 'cookies.settings']],
    [1, ['cookies.title', 'cookies.close', 'cookies.policy', 'cookies.gpc'], ['cookies.customize', 'cookies.settings']],
    [2, [...CONSENT_STRING_KEYS], []],
    [3, [...CONSENT_STRING_KEYS], []],
  ])('tier %i', (tier, sent, left) => {
    expect(consentStringKeys(tier)).toEqual(expect.arrayContaining(sent));
    for (const key of left) expect(consentStringKeys(tier)).not.toContain(key);
  });
});
