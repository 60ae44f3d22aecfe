// The trail to a content page: home, then every enclosing route that has a page of its own
// ("/pages/fabrication/carpentry" -> Home, Fabrication).
export function contentBreadcrumbs(
  route: string,
  titles: Readonly<Record<string, string>>,
  homeLabel = "Home",
): { label: string; href: string }[] {
  if (route === "/") return [];
  const trail = [{ label: homeLabel, href: "/" }];
  const segments = route.split("/").filter(Boolean);
  for (let end = 1; end < segments.length; end++) {
    const href = `/${segments.slice(0, end).join("/")}`;
    const title = titles[href];
    if (title) trail.push({ label: title, href });
  }
  return trail;
}
