'use client';

import { setLanguage } from '@/components/language/set-language';
import { LANGUAGES } from '@/lib/i18n/language';
import type { Language } from '@/lib/i18n/strings';
import styles from './consent.module.css';

/**
 * English / Español inside the consent dialog: the dialog shows the chosen language at once, and the choice is
 * stored and the page reloaded in it by the language switch's own server action (works without JavaScript too).
 */
export function ConsentLanguageChoice({
  current,
  label,
  names,
  onChoose,
}: {
  current: Language;
  /** The group's name ("Language"), in the current language. */
  label: string;
  /** Each language's own name. */
  names: Readonly<Record<Language, string>>;
  onChoose: (lang: Language) => void;
}) {
  return (
    // A form may not take the group role (ARIA in HTML): the group is a div inside it.
    <form action={setLanguage}>
      <div className={styles.languages} role="group" aria-label={label}>
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="submit"
            name="lang"
            value={code}
            lang={code}
            aria-pressed={code === current}
            data-consent-lang={code}
            className={styles.language}
            onClick={() => onChoose(code)}
          >
            {names[code]}
          </button>
        ))}
      </div>
    </form>
  );
}
