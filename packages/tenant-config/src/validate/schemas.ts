// The JSON Schemas, compiled once with ajv. Defaults from the schemas are applied while
// validating (useDefaults), so the schema is the one place a default is written.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import ajvErrors from "ajv-errors";
import addFormats from "ajv-formats";
import categoriesSchema from "../../schema/categories.schema.json" with { type: "json" };
import commonSchema from "../../schema/common.schema.json" with { type: "json" };
import newTenantSchema from "../../schema/new-tenant.schema.json" with { type: "json" };
import tenantSchema from "../../schema/tenant.schema.json" with { type: "json" };
import vendorSchema from "../../schema/vendor.schema.json" with { type: "json" };

export const schemaFiles = {
  tenant: "tenant.schema.json",
  vendor: "vendor.schema.json",
  categories: "categories.schema.json",
  bundle: "new-tenant.schema.json",
} as const;

export type SchemaName = keyof typeof schemaFiles;

let compiled: Record<SchemaName, ValidateFunction> | undefined;

/** An ajv set up the way every Backlot schema is checked: all errors, defaults, our messages. */
export function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    useDefaults: true,
    // verbose keeps the failing schema on each error, so messages can list allowed properties.
    verbose: true,
    strict: true,
    allowUnionTypes: true,
  });
  addFormats(ajv, ["email", "uri", "hostname", "date-time"]);
  ajvErrors(ajv);
  return ajv;
}

/** The validators, compiled on first use (compiling costs a few milliseconds, so not at import). */
export function validators(): Record<SchemaName, ValidateFunction> {
  if (compiled) return compiled;
  const ajv = newAjv();
  // The files reference each other by file name ("common.schema.json#/$defs/link"), which is
  // also how editors resolve them, so the file name is each schema's key here.
  ajv.addSchema(commonSchema, "common.schema.json");
  ajv.addSchema(tenantSchema, schemaFiles.tenant);
  ajv.addSchema(vendorSchema, schemaFiles.vendor);
  ajv.addSchema(categoriesSchema, schemaFiles.categories);
  ajv.addSchema(newTenantSchema, schemaFiles.bundle);
  const get = (name: string) => {
    const validate = ajv.getSchema(name);
    if (!validate) throw new Error(`@backlot/tenant-config: schema ${name} failed to compile`);
    return validate;
  };
  compiled = {
    tenant: get(schemaFiles.tenant),
    vendor: get(schemaFiles.vendor),
    categories: get(schemaFiles.categories),
    bundle: get(schemaFiles.bundle),
  };
  return compiled;
}
