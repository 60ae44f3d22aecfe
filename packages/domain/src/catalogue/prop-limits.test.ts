// The console edits props with the domain's limits.prop (its editor and updateProp check them);
// the catalogue's prop schema says the same numbers for the files. This holds the two together.
import { expect, it } from "vitest";
import { limits } from "../limits.js";
import propSchema from "../../schema/prop.schema.json" with { type: "json" };

interface PropSchema {
  properties: {
    name: { maxLength: number };
    description: { maxLength: number };
    colors: { maxItems: number };
    custom: { additionalProperties: { maxItems: number } };
    location: { maxLength: number };
  };
}
const schema = propSchema as unknown as PropSchema;

it("agrees with the limits the console edits props by", () => {
  const { properties } = schema;
  expect({
    name: properties.name.maxLength,
    description: properties.description.maxLength,
    colors: properties.colors.maxItems,
    customValues: properties.custom.additionalProperties.maxItems,
    location: properties.location.maxLength,
  }).toEqual({
    name: limits.prop.name,
    description: limits.prop.description,
    colors: limits.prop.colors,
    customValues: limits.prop.customValues,
    location: limits.prop.location,
  });
});

it("agrees with the limit on a variant's id that lines are checked by", () => {
  const variant = (propSchema as unknown as { $defs: { variant: { properties: { id: { maxLength: number } } } } }).$defs
    .variant;
  expect(variant.properties.id.maxLength).toBe(limits.variantId.length);
});
