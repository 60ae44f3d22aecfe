// The tenant's departments as links (home page and the categories page), with their categories
// when asked.
import { slugOf } from "@backlot/tenant-config";
import { RouterLink } from "../../app/router-link.js";
import { departmentHref, visibleDepartments } from "../../app/tenant.js";
import styles from "./DepartmentLinks.module.css";

export function DepartmentLinks({ withCategories = false }: { withCategories?: boolean }) {
  return (
    <ul className={styles.grid}>
      {visibleDepartments.map((department) => (
        <li key={department.name} className={styles.department}>
          <RouterLink href={departmentHref(department)} className={styles.name}>
            {department.name}
          </RouterLink>
          {department.description && <p className={styles.description}>{department.description}</p>}
          {withCategories && (
            <ul className={styles.categories}>
              {department.categories.map((category) => (
                <li key={category.name}>
                  <RouterLink href={`${departmentHref(department)}/${slugOf(category)}`}>{category.name}</RouterLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
