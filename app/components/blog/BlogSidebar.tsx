import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import type { BlogSidebar as BlogSidebarData } from "~/lib/blog/types";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/**
 * Beside every listing: a search form (a GET form to `/{store}/blog/search`, so it works without
 * JavaScript), the categories with their post counts and the tags. The current listing is marked.
 */
export function BlogSidebar({
  sidebar,
  query,
  currentHref,
}: {
  sidebar: BlogSidebarData;
  query: string | null;
  currentHref: string;
}) {
  const { t } = useTranslation();
  const storeCode = useStoreCode();
  const inputId = useId();
  const current = (href: string) => (href === currentHref ? ("page" as const) : undefined);
  return (
    <aside className="blog-sidebar">
      <Form method="get" action={storeHref(storeCode, "/blog/search")} role="search" aria-label={t("blog.searchLabel")} className="blog-search">
        <label htmlFor={inputId} className="blog-search__label">
          {t("blog.searchLabel")}
        </label>
        <div className="blog-search__row">
          <input
            id={inputId}
            type="search"
            name="query"
            defaultValue={query ?? ""}
            placeholder={t("blog.searchPlaceholder")}
            className="blog-search__input"
            required
          />
          <button type="submit" className="button button--primary">
            {t("blog.searchButton")}
          </button>
        </div>
      </Form>
      {sidebar.categories.length ? (
        <nav className="blog-sidebar__section" aria-labelledby={`${inputId}-categories`}>
          <h2 id={`${inputId}-categories`} className="blog-sidebar__heading">
            {t("blog.categories")}
          </h2>
          <ul className="blog-sidebar__list">
            <li>
              <Link to={storeHref(storeCode, "/blog")} aria-current={current(storeHref(storeCode, "/blog"))}>
                {t("blog.allPosts")}
              </Link>
            </li>
            {sidebar.categories.map((category) => (
              <li key={category.href}>
                <Link to={category.href} aria-current={current(category.href)}>
                  {category.name}
                </Link>{" "}
                <span className="blog-sidebar__count">({category.postCount})</span>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {sidebar.tags.length ? (
        <nav className="blog-sidebar__section" aria-labelledby={`${inputId}-tags`}>
          <h2 id={`${inputId}-tags`} className="blog-sidebar__heading">
            {t("blog.tags")}
          </h2>
          <ul className="blog-tags">
            {sidebar.tags.map((tag) => (
              <li key={tag.href}>
                <Link to={tag.href} className="blog-tag" aria-current={current(tag.href)}>
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </aside>
  );
}
