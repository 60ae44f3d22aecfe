// The tenant's requiredPaperwork setting (its schema's enum) and the checklist's requirements are one list.
import { expect, it } from "vitest";
import tenantSchema from "@backlot/tenant-config/schema/tenant.schema.json" with { type: "json" };
import { releaseRequirements } from "./paper.js";

it("offers the tenant exactly the requirements the checklist checks", () => {
  const setting = (tenantSchema as unknown as { properties: { requiredPaperwork: { items: { enum: string[] } } } })
    .properties.requiredPaperwork;
  expect(setting.items.enum).toEqual([...releaseRequirements]);
});
