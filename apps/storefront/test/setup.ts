// Component tests see the New York tenant, as a page built for it would (loaded once: test/tenant-once.ts); and
// nothing rendered in one test leaks into the next.
import { cleanup } from "@testing-library/react";
import { afterEach, inject } from "vitest";

globalThis.__BACKLOT_TENANT__ = inject("storefrontTenant");

afterEach(() => cleanup());
