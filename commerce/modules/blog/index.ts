/**
 * The blog (in the spirit of Amasty's Blog): posts, categories, tags, authors, comments and the
 * recent-posts widget; its search source.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { type BlogLoaders, type BlogService, type CommentWriter, createBlogService, type LeaveCommentInput } from "./blog";
export {
  type BlogCommentRecord,
  COMMENT_LIMITS,
  commentsForModeration,
  type CommentStatus,
  type ModeratedCommentRecord,
  parseCommentStatus,
  setCommentStatus,
} from "./comments";
export { blogMediaUrl, blogPostUrl, magentoDateTime } from "./formatting";
export { blogDefaultConfigPatch } from "./patches";
export { type BlogPostRecord, COMMENT_STATUS, POST_STATUS } from "./postRepository";
export { postSearchSource } from "./postSearchSource";
export { blogSettingFields, readBlogSettings } from "./settings";
export type { BlogAuthorRecord, BlogCategoryRecord, BlogTagRecord } from "./taxonomy";
export { type BlogWidgetRecord, saveWidget } from "./widgets";
export { insertBlogAuthor, insertBlogCategory, insertBlogComments, insertBlogPosts, insertBlogTag, type NewBlogComment, type NewBlogPost } from "./writer";
