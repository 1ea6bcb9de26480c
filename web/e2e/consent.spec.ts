import { expect, test, type BrowserContext, type Page } from './test';
import { TAG_HOSTS } from './e2e-env';
import { consentBanner, dataset, seedSettings, seedText } from './site-data';
import { expectNoAxeViolations } from './axe';

/**
 * Cookie consent dialog at the dataset's own cookie tier (sell-car 1, dealership 3 in the seed):
 * keyboard use, persistence, Global Privacy Control, hidden on /legal, axe with the dialog open, no third-party
 * requests.
 */
const settings = seedSettings();
const tier = settings.cookieTier ?? 1;
const text = seedText;
const TITLE = text('cookies.title', 'We use cookies');

const dialog = (page: Page) => consentBanner(page, TITLE);

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value;
  return { allowCookies: value('allowCookies'), displayCookies: value('displayCookies') };
}

async function focusInsideDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[aria-labelledby="consent-title"]')));
}

/** Presses Tab until the focused element's text is `label` (at most 12 times). */
async function tabTo(page: Page, label: string) {
  for (let step = 0; step < 12; step += 1) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === label) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached “${label}”`);
}

const ALL = 'essential%2Cfunctional%2Canalytics%2Ctargeting';
const NO_TARGETING = 'essential%2Cfunctional%2Canalytics';

test.describe(`${dataset}: cookie consent (tier ${tier})`, () => {
  test.skip(tier === 0, 'tier 0 shows no dialog');
  // A first visit: no consent cookies, whatever storage state the config gives other suites.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('tier 1: a non-modal banner that takes no focus, reached by keyboard; closing it focuses the main content', async ({
    page,
    context,
  }) => {
    test.skip(tier !== 1, 'only tier 1 informs without asking first');
    await page.goto('/');
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await focusInsideDialog(page)).toBe(false);
    // Keyboard: the banner covers the bottom of the screen, so it comes first, right after the skip link.
    const close = dialog(page).getByRole('button', { name: text('cookies.close', 'Close and continue') });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: text('nav.skipToContent', 'Skip to content') })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusInsideDialog(page)).toBe(true);
    await tabTo(page, text('cookies.close', 'Close and continue'));
    await expect(close).toBeFocused();
    // The page is not inert while the banner is open: its links take focus.
    const link = page.locator('main a[href]').first();
    await link.focus();
    await expect(link).toBeFocused();
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    // Focus does not fall to <body>: the banner had it, so it goes to the main content.
    await expect(page.locator('#main-content')).toBeFocused();
    expect(await consentCookies(context)).toEqual({ allowCookies: ALL, displayCookies: 'hide' });
  });

  test('appears on the first visit, traps focus and works by keyboard', async ({ page, context }) => {
    test.skip(tier <= 1, 'tier 1 is a non-modal banner (above)');
    await page.goto('/');
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => focusInsideDialog(page)).toBe(true);
    // Focus stays inside the modal dialog however far the visitor tabs, both ways.
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInsideDialog(page)).toBe(true);
    }
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInsideDialog(page)).toBe(true);
    }

    const customize = text('cookies.customize', 'Customize');
    await tabTo(page, customize);
    await page.keyboard.press('Enter');
    const functional = page.getByRole('switch', { name: text('cookies.functional', 'Functional') });
    await expect(functional).toBeFocused();
    await expect(page.getByRole('switch', { name: new RegExp(text('cookies.essential', 'Essential')) })).toBeDisabled();
    // Escape goes back to the main view, focus on Customize.
    await page.keyboard.press('Escape');
    await expect(dialog(page).getByRole('button', { name: customize })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(functional).toBeFocused();
    await page.keyboard.press('Space');
    await expect(functional).not.toBeChecked();
    await tabTo(page, text('cookies.save', 'Save choices'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A first visit had focus nowhere: it goes to the main content, not <body>.
    await expect(page.locator('#main-content')).toBeFocused();
    expect(await consentCookies(context)).toEqual({
      allowCookies: 'essential%2Canalytics%2Ctargeting',
      displayCookies: 'hide',
    });
  });

  test('tier 1: on /contact-us the notice is the second Tab stop; closed by keyboard, the focus goes to the main content', async ({
    page,
  }) => {
    test.skip(tier !== 1, 'only tier 1 informs without asking first');
    await page.goto('/contact-us');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusInsideDialog(page)).toBe(true);
    await tabTo(page, text('cookies.close', 'Close and continue'));
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator('#main-content')).toBeFocused();
    // The next Tab goes on into the page's content, not back to the top of the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
  });

  test('tiers 2–3: the dialog’s language choice shows it in Spanish in place and switches the site to Spanish', async ({
    page,
    context,
  }) => {
    test.skip(tier <= 1, 'the language choice is part of the modal dialog');
    const spanishTitle = settings.uiStrings?.find((item) => item.key === 'cookies.title')?.es ?? '';
    expect(spanishTitle).not.toBe('');
    await page.goto('/contact-us');
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const languages = dialog(page).getByRole('group', { name: text('nav.language', 'Language') });
    await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, 'Español');
    await page.keyboard.press('Enter');
    // The same dialog, in Spanish, with the focus still on the choice; the page follows, as with the site's switch.
    const spanishDialog = page.getByRole('dialog', { name: spanishTitle });
    await expect(spanishDialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(spanishDialog.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await expect(spanishDialog.getByRole('button', { name: 'Español' })).toBeFocused();
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('es');
    // Still unanswered: nothing was granted by choosing a language.
    expect((await consentCookies(context)).allowCookies).toBeUndefined();
    await expectNoAxeViolations(page);
  });

  test('Escape closes the dialog', async ({ page, context }) => {
    await page.goto('/');
    await expect(dialog(page)).toBeVisible();
    // The non-modal banner takes no focus by itself: the visitor is in it when Escape is meant for it.
    if (tier <= 1) await dialog(page).getByRole('button').first().focus();
    await expect.poll(() => focusInsideDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    // Tier 1: the same as close-and-continue. Tiers 2–3: dismissed, nothing granted or saved.
    expect((await consentCookies(context)).allowCookies).toBe(tier <= 1 ? ALL : undefined);
  });

  test('a choice persists across reloads', async ({ page, context }) => {
    await page.goto('/');
    const accept = tier <= 1 ? text('cookies.close', 'Close and continue') : text('cookies.acceptAll', 'Accept all');
    await dialog(page).getByRole('button', { name: accept }).click();
    await expect(dialog(page)).toBeHidden();
    expect((await consentCookies(context)).allowCookies).toBe(ALL);
    await page.reload();
    await expect(page.locator('main#main-content')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    if (tier >= 2) {
      // The settings button reopens the choices with the stored state.
      const settingsButton = page.getByRole('button', { name: text('cookies.settings', 'Cookie settings') });
      await settingsButton.click();
      await expect(page.getByRole('switch', { name: text('cookies.targeting', 'Targeting') })).toBeChecked();
      // Escape: back to the main view, then closed, with focus back on the button that opened it.
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(settingsButton).toBeFocused();
    }
  });

  test.describe('with Global Privacy Control (Sec-GPC: 1)', () => {
    test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

    test('targeting is off without asking and the dialog says GPC was applied', async ({ page, context }) => {
      // A browser that sends the header also exposes the flag; pages are shared, so the consent island reads it.
      await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
      await page.goto('/');
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByTestId('consent-gpc')).toHaveText(
        text('cookies.gpc', 'Your browser sent a Global Privacy Control signal, so targeting cookies are off.'),
      );
      if (tier >= 2) {
        await dialog(page)
          .getByRole('button', { name: text('cookies.customize', 'Customize') })
          .click();
        const targeting = page.getByRole('switch', { name: text('cookies.targeting', 'Targeting') });
        await expect(targeting).not.toBeChecked();
        await expect(targeting).toBeDisabled();
        await page.keyboard.press('Escape');
      }
      const accept = tier <= 1 ? text('cookies.close', 'Close and continue') : text('cookies.acceptAll', 'Accept all');
      await dialog(page).getByRole('button', { name: accept }).click();
      await expect(dialog(page)).toBeHidden();
      expect((await consentCookies(context)).allowCookies).toBe(NO_TARGETING);
    });
  });

  test('hidden on /legal/privacy-policy', async ({ page }) => {
    test.skip(!settings.enabledPages?.includes('legal'), 'legal pages disabled');
    await page.goto('/legal/privacy-policy');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('axe finds no violations with the dialog open', async ({ page }) => {
    await page.goto('/');
    await expect(dialog(page)).toBeVisible();
    await expectNoAxeViolations(page);
    if (tier >= 2) {
      await dialog(page)
        .getByRole('button', { name: text('cookies.customize', 'Customize') })
        .click();
      await expect(page.getByRole('switch').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('the island requests nothing from other origins; only the consented tags do, after the choice', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
    });
    await page.goto('/');
    await expect(dialog(page)).toBeVisible();
    // A site that asks (tier 2 and up) loads nothing foreign before the answer; tier 1 allows the tags at once.
    if (tier >= 2) expect(foreign).toEqual([]);
    if (tier >= 2) {
      await dialog(page)
        .getByRole('button', { name: text('cookies.customize', 'Customize') })
        .click();
      await expect(page.getByRole('switch').first()).toBeVisible();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text('cookies.save', 'Save choices') })
        .click();
    } else {
      await dialog(page)
        .getByRole('button', { name: text('cookies.close', 'Close and continue') })
        .click();
    }
    await expect(dialog(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    // The analytics tags the suite's server is configured with (e2e-env.ts); nothing else.
    expect(foreign.filter((url) => !TAG_HOSTS.some((host) => new URL(url).host === host))).toEqual([]);
  });
});
