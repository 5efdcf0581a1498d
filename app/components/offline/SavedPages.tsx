import { useTranslation } from "~/lib/translation/use-translation";
import { useSavedPages } from "~/hooks/use-saved-pages";

/**
 * "Pages you can open offline": the store view's pages the service worker keeps, newest first,
 * as plain links (a full page load, which the worker answers from its copy). Until JavaScript has
 * read the cache, and when it holds none, a sentence says none are saved yet.
 */
export function SavedPages({ storeCode, storeName }: { storeCode: string; storeName: string }) {
  const { t } = useTranslation();
  const pages = useSavedPages(storeCode, storeName);
  return (
    <section className="offline-page__saved" aria-labelledby="saved-pages-heading">
      <h2 id="saved-pages-heading" className="offline-page__saved-heading">
        {t("offline.savedHeading")}
      </h2>
      {pages && pages.length > 0 ? (
        <ul className="offline-page__saved-list">
          {pages.map((page) => (
            <li key={page.href}>
              <a href={page.href}>{page.name}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="offline-page__saved-none">{t("offline.savedNone")}</p>
      )}
    </section>
  );
}
