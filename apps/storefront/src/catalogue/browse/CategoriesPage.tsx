// /categories: every department and its categories, generated from the tenant's category tree.
import { ContentPage } from "@backlot/ui/ContentPage";
import { RouterLink } from "../../app/router-link.js";
import { useDocumentMeta } from "../../app/use-document-meta.js";
import { DepartmentLinks } from "./DepartmentLinks.js";

export function CategoriesPage() {
  useDocumentMeta("All categories");
  return (
    <ContentPage title="All categories" breadcrumbs={[{ label: "Home", href: "/" }]} LinkComponent={RouterLink}>
      <DepartmentLinks withCategories />
    </ContentPage>
  );
}
