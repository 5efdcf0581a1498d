import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CmsHtml } from "~/components/cms/CmsHtml";
import type { ResolvedCategory } from "~/lib/resolver.server";
import { storeHref } from "~/lib/store-view";

/** A category's heading, trail, description and sub-categories; the product grid builds on it. */
export function CategoryLanding({ category, storeCode }: { category: ResolvedCategory; storeCode: string }) {
  const { t } = useTranslation();
  return (
    <article className="category">
      {category.breadcrumbs.length ? (
        <nav className="breadcrumbs" aria-label={t("catalog.breadcrumbs")}>
          <ol>
            {category.breadcrumbs.map((crumb) => (
              <li key={crumb.path}>
                <Link to={storeHref(storeCode, crumb.path)}>{crumb.name}</Link>
              </li>
            ))}
            <li aria-current="page">{category.name}</li>
          </ol>
        </nav>
      ) : null}
      <h1 className="category__title">{category.name}</h1>
      <CmsHtml html={category.descriptionHtml} className="category__description" />
      {category.subcategories.length ? (
        <ul className="category__children" aria-label={t("catalog.subcategories", { name: category.name })}>
          {category.subcategories.map((child) => (
            <li key={child.uid}>
              <Link className="category__child" to={storeHref(storeCode, child.path)}>
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
