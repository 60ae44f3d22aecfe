// The agreement's Markdown as plain blocks for the PDF: headings, paragraphs and list items, with inline marks taken
// out ("**Bowery**" is "Bowery"; a link keeps its address after its text). The page shows the same Markdown rendered;
// this only has to read as the same words.

export type MarkdownBlock =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "item"; marker: string; text: string };

/** Inline Markdown as the words it shows. */
export const plainInline = (text: string): string =>
  text
    .replace(/!?\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, (_, label: string, href: string) =>
      href.startsWith("mailto:") || href.startsWith("tel:") || label === href ? label : `${label} (${href})`,
    )
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/g, "$1$2")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, "$1");

export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", text: plainInline(paragraph.join(" ")) });
    paragraph = [];
  };
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(line);
    const item = /^([-*+]|\d{1,3}[.)])\s+(.*)$/.exec(line);
    if (!line || /^(-{3,}|\*{3,}|_{3,})$/.test(line)) endParagraph();
    else if (heading) {
      endParagraph();
      blocks.push({ kind: "heading", level: heading[1]?.length ?? 1, text: plainInline(heading[2] ?? "") });
    } else if (item) {
      endParagraph();
      const marker = /^\d/.test(item[1] ?? "") ? (item[1] ?? "").replace(")", ".") : "•";
      blocks.push({ kind: "item", marker, text: plainInline(item[2] ?? "") });
    } else if (raw.startsWith("  ") && blocks.at(-1)?.kind === "item" && paragraph.length === 0) {
      // A list item's continuation line.
      const last = blocks.at(-1) as { kind: "item"; marker: string; text: string };
      last.text = `${last.text} ${plainInline(line)}`;
    } else paragraph.push(line.replace(/^>\s?/, ""));
  }
  endParagraph();
  return blocks;
}
