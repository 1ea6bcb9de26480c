import styles from './articles.module.css';

/** A plain GET form: works without JavaScript and keeps the query in the URL (`?q=`). */
export function ArticleSearchForm({
  action,
  query,
  label,
  placeholder,
  button,
}: {
  action: string;
  query: string;
  label: string;
  placeholder?: string;
  button: string;
}) {
  return (
    <form role="search" method="get" action={action} className={styles.search}>
      <label htmlFor="article-search-q" className={styles.searchLabel}>
        {label}
      </label>
      <div className={styles.searchRow}>
        <input
          id="article-search-q"
          className={styles.searchInput}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.searchButton}>
          {button}
        </button>
      </div>
    </form>
  );
}
