// The tenant's departments as links (home page and the categories page), with their categories
// when asked.
import { slugOf } from "@backlot/tenant-config";
import { Link } from "react-router";
import { departmentHref, visibleDepartments } from "../app/tenant.js";
import styles from "./DepartmentLinks.module.css";

export function DepartmentLinks({ withCategories = false }: { withCategories?: boolean }) {
  return (
    <ul className={styles.grid}>
      {visibleDepartments.map((department) => (
        <li key={department.name} className={styles.department}>
          <Link to={departmentHref(department)} className={styles.name}>
            {department.name}
          </Link>
          {department.description && <p className={styles.description}>{department.description}</p>}
          {withCategories && (
            <ul className={styles.categories}>
              {department.categories.map((category) => (
                <li key={category.name}>
                  <Link to={`${departmentHref(department)}/${slugOf(category)}`}>{category.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
