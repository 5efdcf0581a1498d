import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { Breadcrumbs } from "~/components/catalog/Breadcrumbs";
import { ProductListing } from "~/components/catalog/ProductListing";
import { PageBuilderContent } from "~/components/page-builder/PageBuilderContent";
import type { CategoryPageData } from "~/lib/catalog/types";

/**
 * A category page: trail, heading, description (landing content, through the Page Builder
 * renderer), sub-categories, then its product listing.
 */
export function CategoryLanding({ category }: { category: CategoryPageData }) {
  const { t } = useTranslation();
  return (
    <article className="category">
      <Breadcrumbs crumbs={category.breadcrumbs} current={category.name} />
      <h1 className="category__title">{category.name}</h1>
      <PageBuilderContent content={category.description} className="category__description" />
      {category.subcategories.length ? (
        <ul className="category__children" aria-label={t("catalog.subcategories", { name: category.name })}>
          {category.subcategories.map((child) => (
            <li key={child.uid}>
              <Link className="category__child" to={child.href}>
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {category.listing ? <ProductListing listing={category.listing} basePath={category.path} /> : null}
    </article>
  );
}
