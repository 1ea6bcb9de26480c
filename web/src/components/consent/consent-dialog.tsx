'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  applyGpc,
  BANNER_COOKIE,
  BANNER_FADE_MS,
  buttonsForTier,
  categoriesForChoice,
  CONSENT_COOKIE,
  consentCookieString,
  gpcFromNavigator,
  isBannerVisible,
  parseConsentCookie,
  readCookie,
  resolveConsent,
  serializeConsentCookie,
  type BannerState,
  type ConsentButton,
  type ConsentChoice,
  type ConsentState,
  type ConsentStrings,
} from '@/lib/consent';
import type { Language } from '@/lib/i18n/strings';
import { MAIN_ID } from '../layout/skip-link';
import { ConsentLanguageChoice } from './consent-language-choice';
import { ConsentMainView } from './consent-main-view';
import {
  isModalOpen,
  keepTabInside,
  SHOW_MODAL_SCRIPT,
  useScrollPaddingAbove,
  useSettingsLinks,
} from './consent-dialog-behaviour';
import { publishConsent } from './consent-store';
import styles from './consent.module.css';

// The customise panel is fetched only when the visitor asks for it.
const ConsentCustomize = lazy(() =>
  import('./consent-customize').then((module) => ({ default: module.ConsentCustomize })),
);

/** The dialog's language choice: its name in each language and each language's own name. */
export interface ConsentLanguages {
  label: Readonly<Record<Language, string>>;
  names: Readonly<Record<Language, string>>;
}

export interface ConsentDialogProps {
  initialConsent: ConsentState;
  initialBanner: BannerState;
  /** The page's language: the dialog starts in it. */
  lang: Language;
  /** Its texts in each language, so a language chosen in the dialog shows at once. */
  strings: Readonly<Record<Language, ConsentStrings>>;
  languages: ConsentLanguages;
  /** The cookie policy page, when the site has one. */
  policyHref: string | null;
}

type View = 'main' | 'customize';

const subscribeNothing = () => () => undefined;

/**
 * The language just chosen in the dialog, kept for this tab: the page loads again in it (a new cache variant, so the
 * dialog mounts anew), and the new dialog puts the focus back on that choice instead of on its first action.
 */
const CHOSEN_LANGUAGE_KEY = 'consentLanguageChosen';
const chosenLanguage = {
  set: (lang: Language) => {
    try {
      window.sessionStorage.setItem(CHOSEN_LANGUAGE_KEY, lang);
    } catch {
      // Storage off: the focus goes to the first action.
    }
  },
  take: (): string | null => {
    try {
      const lang = window.sessionStorage.getItem(CHOSEN_LANGUAGE_KEY);
      window.sessionStorage.removeItem(CHOSEN_LANGUAGE_KEY);
      return lang;
    } catch {
      return null;
    }
  },
};

/**
 * Where focus goes when the consent UI closes: back where it was before it opened, else (a first visit, where focus
 * was nowhere) the start of the main content, never `<body>`.
 */
function returnFocus(target: HTMLElement | null) {
  if (target?.isConnected && target !== document.body) {
    target.focus();
    return;
  }
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}

/**
 * The cookie consent UI. Where the site must ask before tracking (tier 2 and up) it is a modal
 * <dialog> that traps focus and gives it back when it closes. At tier 1 the banner only informs, so it is a
 * non-modal labelled region: the visitor can read, type and click the page before answering (docs/architecture.md#consent).
 * The server renders it open when the banner state says so (no flash); a choice fades it for 500 ms, then saves the
 * allowed categories and hides it. Escape goes back from the customise panel; in the main view it closes the
 * dialog (tier 1: the same as "Close and continue"; tiers 2–3: dismissed for now, nothing granted or saved).
 */
export function ConsentDialog({
  initialConsent,
  initialBanner,
  lang: pageLang,
  strings: stringsByLang,
  languages,
  policyHref,
}: ConsentDialogProps) {
  const pathname = usePathname() ?? '/';
  const [lang, setLang] = useState(pageLang);
  const strings = stringsByLang[lang];
  // Pages are shared by every visitor (cached), so the server renders the tier's defaults; the visitor's own
  // choice is read from their cookie as the island starts (it changes nothing visible until the panel opens).
  const [storedConsent, setConsent] = useState(() =>
    typeof document === 'undefined'
      ? initialConsent
      : resolveConsent({
          tier: initialConsent.tier,
          stored: parseConsentCookie(readCookie(document.cookie, CONSENT_COOKIE)),
          gpc: initialConsent.gpc,
        }),
  );
  // The browser's own GPC flag counts as much as the header (read after hydration: the server cannot see it).
  const browserGpc = useSyncExternalStore(
    subscribeNothing,
    () => gpcFromNavigator(navigator as { globalPrivacyControl?: unknown }),
    () => false,
  );
  const consent = useMemo(() => (browserGpc ? applyGpc(storedConsent) : storedConsent), [browserGpc, storedConsent]);
  const [banner, setBanner] = useState(initialBanner);
  // True in the server's HTML and while it hydrates, false in any render made in the browser.
  const serverMarkup = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [view, setView] = useState<View>('main');
  const [fading, setFading] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bannerRef = useRef<HTMLElement>(null);
  // Whether the visitor was in the non-modal banner when they chose (its buttons are disabled while it fades, which
  // drops their focus to <body> before it closes).
  const choseInBannerRef = useRef(false);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const modalRef = useRef(false);
  const visible = isBannerVisible(banner, pathname);
  const buttons = buttonsForTier(consent.tier);
  const canCustomize = consent.tier >= 2;
  // Only a site that must ask first blocks the page until answered.
  const modal = consent.tier >= 2;

  useEffect(() => publishConsent(consent), [consent]);

  const open = useCallback((next: View, opener: HTMLElement | null) => {
    returnFocusRef.current = opener;
    setView(next);
    setBanner('force');
  }, []);

  const openFromLink = useCallback(
    (trigger: HTMLElement) => open(canCustomize ? 'customize' : 'main', trigger),
    [canCustomize, open],
  );
  useSettingsLinks(openFromLink);

  // Server-rendered `open` is non-modal: the script after it made it modal as the page was parsed; otherwise (opened
  // later, or without that script) make it modal (inert page, top layer) here.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!modal || !visible || !dialog || modalRef.current) return;
    returnFocusRef.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function' && !isModalOpen(dialog)) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    modalRef.current = true;
  }, [modal, visible]);

  // Focus the first action of the main view (the customise panel focuses its first switch itself). The non-modal
  // banner takes no focus: the visitor may already be typing in the page.
  useEffect(() => {
    if (!modal || !visible || view !== 'main') return;
    const chosen = chosenLanguage.take();
    const target = chosen ? `[data-consent-lang="${chosen}"]` : '[data-autofocus]';
    dialogRef.current?.querySelector<HTMLElement>(target)?.focus();
  }, [modal, visible, view]);

  const chooseLanguage = (next: Language) => {
    chosenLanguage.set(next);
    setLang(next);
  };

  useScrollPaddingAbove(bannerRef, !modal && visible);

  const hide = useCallback(() => {
    // Read before anything closes: where focus is now, and whether the visitor was in the non-modal banner.
    const banner = bannerRef.current;
    const active = document.activeElement;
    const inBanner = choseInBannerRef.current || (banner !== null && active instanceof Node && banner.contains(active));
    choseInBannerRef.current = false;
    const dialog = dialogRef.current;
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    modalRef.current = false;
    setBanner('hide');
    setView('main');
    setFading(false);
    // Focus goes back outside the consent UI: an element of the dialog itself (focused as it opened) is no place to
    // return to, so a first visit ends on the main content.
    const opener = returnFocusRef.current;
    const target = opener && !dialog?.contains(opener) && !banner?.contains(opener) ? opener : null;
    returnFocusRef.current = null;
    // The non-modal banner leaves focus where the visitor is, unless it was on the banner itself.
    if (banner && !inBanner && !target) return;
    returnFocus(target);
  }, []);

  const choose = (choice: ConsentChoice) => {
    if (fading) return;
    const granted = categoriesForChoice(choice, consent.gpc);
    const banner = bannerRef.current;
    choseInBannerRef.current = banner !== null && banner.contains(document.activeElement);
    setFading(true);
    window.setTimeout(() => {
      document.cookie = consentCookieString(CONSENT_COOKIE, serializeConsentCookie(granted), window.location);
      document.cookie = consentCookieString(BANNER_COOKIE, 'hide', window.location);
      setConsent(resolveConsent({ tier: consent.tier, stored: granted, gpc: consent.gpc }));
      hide();
    }, BANNER_FADE_MS);
  };

  const onEscape = () => {
    if (fading) return;
    if (view === 'customize' && canCustomize) {
      setView('main');
      return;
    }
    if (consent.tier <= 1) choose({ kind: 'close' });
    else hide();
  };

  const onButton = (button: ConsentButton) => {
    if (button === 'customize') setView('customize');
    else choose({ kind: button });
  };

  // Reopened by the "Cookie settings" button at the end of the page (consent-settings-button.tsx) or a settings link.
  if (!visible) return null;

  const content =
    view === 'customize' && canCustomize ? (
      <Suspense fallback={<p className={styles.text}>…</p>}>
        <ConsentCustomize
          strings={strings}
          consent={consent}
          disabled={fading}
          onBack={() => setView('main')}
          onSave={(enabled) => choose({ kind: 'customize', enabled })}
        />
      </Suspense>
    ) : (
      <ConsentMainView
        strings={strings}
        policyHref={policyHref}
        gpc={consent.gpc}
        buttons={buttons}
        disabled={fading}
        onButton={onButton}
      />
    );

  if (!modal)
    return (
      <section
        ref={bannerRef}
        aria-labelledby="consent-title"
        aria-describedby="consent-text"
        className={`${styles.dialog} ${fading ? styles.fading : ''}`}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onEscape();
        }}
      >
        {content}
      </section>
    );

  return (
    <>
      <dialog
        ref={dialogRef}
        open
        aria-modal="true"
        aria-labelledby="consent-title"
        aria-describedby="consent-text"
        className={`${styles.dialog} ${fading ? styles.fading : ''}`}
        onCancel={(event) => {
          event.preventDefault();
          onEscape();
        }}
        onClose={() => {
          // The browser may close it itself (a repeated Escape): keep the state in step. Our own close() before
          // showModal() also fires this event, but by then the dialog is open again.
          if (dialogRef.current && !dialogRef.current.open && !fading) hide();
        }}
        onKeyDown={keepTabInside}
        lang={lang}
      >
        <ConsentLanguageChoice
          current={lang}
          label={languages.label[lang]}
          names={languages.names}
          onChoose={chooseLanguage}
        />
        {content}
      </dialog>
      {/* Only in the server's HTML (a page that opens with the dialog): a script React renders in the browser never
          runs, and the effect above covers those renders. */}
      {/* The server and browser bundles minify wrapTabInside's source each in their own way; the browser keeps the
          server's text, whose hash the page's policy allows. */}
      {serverMarkup ? (
        <script dangerouslySetInnerHTML={{ __html: SHOW_MODAL_SCRIPT }} suppressHydrationWarning />
      ) : null}
    </>
  );
}
