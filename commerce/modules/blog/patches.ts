/** Default blog settings (store views override labels and titles). */
import type { DataPatch } from "../../db/patches";
import { defaultScoped, writeConfig } from "../store";

export const blogDefaultConfigPatch: DataPatch = {
  name: "blog/default-config",
  async apply(tx) {
    await writeConfig(
      tx,
      defaultScoped({
        "amblog/display_settings/label": "Blog",
        "amblog/display_settings/display_at_category": "1",
        "amblog/display_settings/display_at_footer": "1",
        "amblog/display_settings/display_at_toolbar": "0",
        "amblog/search_engine/route": "blog",
        "amblog/search_engine/title": "Blog",
        "amblog/search_engine/meta_title": "Blog",
        "amblog/search_engine/meta_description": "",
        "amblog/list/count_per_page": "9",
        "amblog/post/display_author": "1",
        "amblog/comments/use_comments": "1",
        "amblog/comments/allow_guests": "1",
      }),
    );
  },
};
