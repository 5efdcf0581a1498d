/**
 * Blog settings (the Amasty-style `amBlogSetting` query, schema in
 * commerce/schema/extensions/amasty-blog.graphqls). Field `<group>_<setting>` reads path
 * `amblog/<group>/<setting>`, per store view.
 */
import { type ConfigFieldSpec, type ConfigFieldValue, type ConfigReader, readConfigFields, type StoreView } from "../store";

export const blogSettingFields: readonly ConfigFieldSpec[] = [
  { field: "display_settings_label", path: "amblog/display_settings/label", type: "string" },
  { field: "display_settings_display_at_category", path: "amblog/display_settings/display_at_category", type: "boolean" },
  { field: "display_settings_display_at_footer", path: "amblog/display_settings/display_at_footer", type: "boolean" },
  { field: "display_settings_display_at_toolbar", path: "amblog/display_settings/display_at_toolbar", type: "boolean" },
  { field: "search_engine_route", path: "amblog/search_engine/route", type: "string" },
  { field: "search_engine_title", path: "amblog/search_engine/title", type: "string" },
  { field: "search_engine_meta_title", path: "amblog/search_engine/meta_title", type: "string" },
  { field: "search_engine_meta_description", path: "amblog/search_engine/meta_description", type: "string" },
  { field: "list_count_per_page", path: "amblog/list/count_per_page", type: "int" },
  { field: "post_display_author", path: "amblog/post/display_author", type: "boolean" },
  { field: "comments_use_comments", path: "amblog/comments/use_comments", type: "boolean" },
  { field: "comments_allow_guests", path: "amblog/comments/allow_guests", type: "boolean" },
];

export function readBlogSettings(config: ConfigReader, view: StoreView): Promise<Record<string, ConfigFieldValue>> {
  return readConfigFields(config, blogSettingFields, { storeId: view.id, websiteId: view.websiteId });
}
