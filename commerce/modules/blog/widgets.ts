/**
 * Recent-posts widget instances (amasty_blog_widget): a row of store 0 serves every store view, a
 * store view's own row with the same id replaces it there (so the header can be in its language).
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { amastyBlogWidget } from "../../db/schema";

export interface BlogWidgetRecord {
  id: number;
  headerText: string | null;
  postsLimit: number;
  showImages: boolean;
  displayDate: boolean;
  /** "date" (publication date) or "passed" ("3 days ago"). */
  dateManner: string;
  displayShort: boolean;
  shortLimit: number;
  categoryId: number | null;
}

export type NewBlogWidget = BlogWidgetRecord & { storeId: number };

/** The widget as the store view sees it, or null when it has no row for the store view or for all. */
export async function findWidget(db: Database, storeId: number, widgetId: number): Promise<BlogWidgetRecord | null> {
  const [row] = await db
    .select({
      id: amastyBlogWidget.widgetId,
      headerText: amastyBlogWidget.headerText,
      postsLimit: amastyBlogWidget.postsLimit,
      showImages: amastyBlogWidget.showImages,
      displayDate: amastyBlogWidget.displayDate,
      dateManner: amastyBlogWidget.dateManner,
      displayShort: amastyBlogWidget.displayShort,
      shortLimit: amastyBlogWidget.shortLimit,
      categoryId: amastyBlogWidget.categoryId,
    })
    .from(amastyBlogWidget)
    .where(and(eq(amastyBlogWidget.widgetId, widgetId), inArray(amastyBlogWidget.storeId, [0, storeId])))
    .orderBy(desc(amastyBlogWidget.storeId))
    .limit(1);
  return row ?? null;
}

/** Inserts or replaces a widget's row for one store view (0 = all). */
export async function saveWidget(db: Database, widget: NewBlogWidget): Promise<void> {
  const { id, ...values } = widget;
  await db
    .insert(amastyBlogWidget)
    .values({ widgetId: id, ...values })
    .onConflictDoUpdate({ target: [amastyBlogWidget.widgetId, amastyBlogWidget.storeId], set: values });
}
