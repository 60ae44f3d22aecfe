// The tenant this page belongs to, and what pages derive from it. The shell knows no tenant by
// name: the built page (or the prerenderer) supplies it.
import { slugOf } from "@backlot/tenant-config";
import { readTenant } from "./storefront-tenant.js";
import { hrefs } from "./hrefs.js";

export const tenant = readTenant();
export const { settings, vendor, categories, contentTitles } = tenant;

/** Tenant asset paths ("assets/logo.svg") as served URLs. */
export const assetUrl = (path: string) => (/^(https?:|data:|\/)/.test(path) ? path : `/tenant/${path}`);

/** Departments customers can browse (hidden ones stay reachable only by search). */
export const visibleDepartments = categories.departments.filter((department) => !department.hidden);

export const departmentHref = (department: { name: string; slug?: string | undefined }) =>
  hrefs.department(slugOf(department));
