// The tenant this build was branded with, and what pages derive from it.
import tenant from "virtual:backlot/tenant";
import { slugOf } from "@backlot/tenant-config";

export { tenant };
export const { settings, vendor, categories } = tenant;

/** Tenant asset paths ("assets/logo.svg") as served URLs. */
export const assetUrl = (path: string) => (/^(https?:|data:|\/)/.test(path) ? path : `/tenant/${path}`);

/** Departments customers can browse (hidden ones stay reachable only by search). */
export const visibleDepartments = categories.departments.filter((department) => !department.hidden);

export const departmentHref = (department: { name: string; slug?: string | undefined }) => `/rentals/${slugOf(department)}`;
