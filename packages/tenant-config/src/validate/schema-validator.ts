// Validation of any document against a JSON Schema, reported exactly like tenant settings (file,
// JSON pointer, plain sentence). Other packages use it for their own files (the prop catalogue).
import type { ConfigIssue } from "../issues.js";
import { schemaIssues } from "./schema-issues.js";
import { newAjv } from "./schemas.js";

export type SchemaCheck = (data: unknown, file: string, pointer?: string) => ConfigIssue[];

/**
 * Compiles `schema` (which may $ref `companions` by file name) once. The returned check applies
 * the schema's defaults to `data` in place and returns its problems.
 */
export function createSchemaCheck(schema: object, companions: Record<string, object> = {}): SchemaCheck {
  const ajv = newAjv();
  for (const [file, companion] of Object.entries(companions)) ajv.addSchema(companion, file);
  const validate = ajv.compile(schema);
  return (data, file, pointer = "") => (validate(data) ? [] : schemaIssues(validate.errors, file, pointer));
}
