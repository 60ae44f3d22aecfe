// Component tests see the New York tenant, as a page built for it would; and nothing rendered in
// one test leaks into the next.
import { resolve } from "node:path";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { loadTenantBuild } from "../build/tenant-build.js";

const { tenant, pages } = await loadTenantBuild(resolve(import.meta.dirname, "../../../tenants/ny-props"));
globalThis.__BACKLOT_TENANT__ = {
  ...tenant,
  contentTitles: Object.fromEntries(pages.map((page) => [page.route, page.title])),
};

afterEach(() => cleanup());
