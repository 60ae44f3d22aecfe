// /categories: every department and its categories, generated from the tenant's category tree.
import { useDocumentMeta } from "../app/use-document-meta.js";
import { DepartmentLinks } from "./DepartmentLinks.js";
import styles from "./ContentRoute.module.css";

export function CategoriesPage() {
  useDocumentMeta("All categories");
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>All categories</h1>
      </header>
      <DepartmentLinks withCategories />
    </div>
  );
}
