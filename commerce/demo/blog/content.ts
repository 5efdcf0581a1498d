/**
 * Turns a demo post's copy into Page Builder HTML, as Amasty's editor stores `full_content`: an
 * intro row, the picture inside the story (a {{media url=...}} directive), a row per section
 * (recipes put ingredients and method side by side) and a button to the matching shop category.
 */
import type { DemoLanguage } from "../cmsBlocks";
import { buttons, columns, escapeHtml, heading, image, PageBuilderDocument, row, text } from "../pageBuilder";
import { blogPicturePaths } from "./pictures";
import type { DemoPost, DemoPostSection } from "./posts";

export function demoPostContent(post: DemoPost, lang: DemoLanguage): string {
  const copy = post.copy[lang];
  const doc = new PageBuilderDocument(`blog/${post.urlKey}/${lang}`);
  const rows = [row(doc, [text(doc, paragraphs(copy.intro))])];
  if (post.contentPicture && copy.contentPictureAlt) {
    rows.push(row(doc, [image(doc, { src: `amasty/blog/${blogPicturePaths.content(post.contentPicture)}`, alt: copy.contentPictureAlt })]));
  }
  const sections = [...copy.sections];
  if (post.layout === "recipe" && sections.length >= 2) {
    const [ingredients, method] = sections.splice(0, 2) as [DemoPostSection, DemoPostSection];
    rows.push(
      row(doc, [
        columns(doc, [
          { width: 40, children: sectionElements(doc, ingredients) },
          { width: 60, children: sectionElements(doc, method) },
        ]),
      ]),
    );
  }
  for (const section of sections) rows.push(row(doc, sectionElements(doc, section)));
  if (copy.shopLink) rows.push(row(doc, [buttons(doc, [{ ...copy.shopLink, type: "secondary" }])]));
  return doc.render(...rows);
}

function sectionElements(doc: PageBuilderDocument, section: DemoPostSection): string[] {
  let html = paragraphs(section.paragraphs ?? []);
  if (section.bullets?.length) html += `<ul>${section.bullets.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  if (section.steps?.length) html += `<ol>${section.steps.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ol>`;
  return [heading(doc, section.title, 2), text(doc, html)];
}

function paragraphs(items: readonly string[]): string {
  return items.map((item) => `<p>${escapeHtml(item)}</p>`).join("");
}
