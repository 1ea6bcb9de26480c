import { LANGUAGES } from '@/lib/i18n/language';
import type { SiteContext } from '@/server/site/context';
import { setLanguage } from './set-language';
import styles from './language-switch.module.css';

/**
 * English / Español. A plain form posting to a server action, so it works before (and without) any
 * client JavaScript; the current language is the pressed button.
 */
export function LanguageSwitch({ site }: { site: Pick<SiteContext, 'lang' | 't'> }) {
  return (
    <nav aria-label={site.t('nav.language')} className={styles.bar}>
      <form action={setLanguage} className={styles.form}>
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="submit"
            name="lang"
            value={code}
            lang={code}
            aria-pressed={code === site.lang}
            className={styles.option}
          >
            {site.t(`lang.${code}`)}
          </button>
        ))}
      </form>
    </nav>
  );
}
