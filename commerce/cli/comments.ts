/**
 * Moderating blog comments from the shop's machine:
 *   npm run engine:comments -- list [pending|approved|rejected|all]   (default: pending)
 *   npm run engine:comments -- approve <id>
 *   npm run engine:comments -- reject <id>
 * New comments wait as pending until approved; rejected ones are never shown. The same can be done
 * over HTTP with an integration token (docs/engine.md, "Blog comments").
 */
import { COMMENT_STATUS, commentsForModeration, magentoDateTime, parseCommentStatus, setCommentStatus } from "../modules/blog";
import { runWithShopDatabase } from "./openDatabase";

const USAGE = "Usage: npm run engine:comments -- list [pending|approved|rejected|all] | approve <id> | reject <id>";
const STATUS_WORD: Record<number, string> = { 1: "pending", 2: "approved", 3: "rejected" };

runWithShopDatabase(async ({ db }, [command, argument]) => {
  if (command === "list") {
    const status = !argument ? COMMENT_STATUS.pending : argument === "all" ? undefined : parseCommentStatus(argument);
    if (status === null) throw new Error(USAGE);
    const comments = await commentsForModeration(db, { status });
    if (!comments.length) {
      console.info(status === undefined ? "No comments." : `No ${STATUS_WORD[status]} comments.`);
      return;
    }
    for (const comment of comments) {
      const reply = comment.replyTo === null ? "" : ` (reply to #${comment.replyTo})`;
      const oneLine = comment.message.replace(/\s+/g, " ");
      console.info(`#${comment.id} [${STATUS_WORD[comment.status]}] ${magentoDateTime(comment.createdAt)} on "${comment.postTitle}"${reply}`);
      console.info(`    ${comment.name} <${comment.email ?? "no email"}>: ${oneLine.length > 160 ? `${oneLine.slice(0, 159)}…` : oneLine}`);
    }
    return;
  }
  if ((command === "approve" || command === "reject") && argument && /^\d{1,9}$/.test(argument)) {
    const updated = await setCommentStatus(db, Number(argument), command === "approve" ? COMMENT_STATUS.approved : COMMENT_STATUS.rejected);
    if (!updated) throw new Error(`There is no comment #${argument}.`);
    console.info(`Comment #${updated.id} is ${STATUS_WORD[updated.status]}.`);
    return;
  }
  throw new Error(USAGE);
}, { whileShopRuns: 'or moderate over HTTP (docs/engine.md, "Blog comments")' });
