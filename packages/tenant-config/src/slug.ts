// URL segments for departments, categories and subcategories. One function so the storefront's
// links, the tenant checks and the catalogue all agree on "/rentals/bodies-and-parts".

/** "Bodies & Parts" -> "bodies-and-parts"; "EMT & First Responder" -> "emt-and-first-responder". */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The explicit slug if the tree gives one, else the one derived from the name. */
export function slugOf(node: { name: string; slug?: string | undefined }): string {
  return node.slug ?? slugify(node.name);
}
