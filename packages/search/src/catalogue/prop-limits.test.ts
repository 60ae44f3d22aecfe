// The console edits props with @backlot/data's limits.prop (its editor and updateProp check them);
// the catalogue's prop schema says the same numbers for the files. This holds the two together.
import { readFileSync } from "node:fs";
import { limits } from "@backlot/domain/limits";
import { expect, it } from "vitest";

interface PropSchema {
  properties: {
    name: { maxLength: number };
    description: { maxLength: number };
    colors: { maxItems: number };
    custom: { additionalProperties: { maxItems: number } };
  };
}
const schema = JSON.parse(
  readFileSync(new URL("../../schema/prop.schema.json", import.meta.url), "utf8"),
) as PropSchema;

it("agrees with the limits the console edits props by", () => {
  const { properties } = schema;
  expect({
    name: properties.name.maxLength,
    description: properties.description.maxLength,
    colors: properties.colors.maxItems,
    customValues: properties.custom.additionalProperties.maxItems,
  }).toEqual({
    name: limits.prop.name,
    description: limits.prop.description,
    colors: limits.prop.colors,
    customValues: limits.prop.customValues,
  });
});
