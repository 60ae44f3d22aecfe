// Generated from @backlot/catalogue's schema/*.schema.json by @backlot/schema-codegen.
// Do not edit: change the schema and run `pnpm --filter @backlot/catalogue generate:types`.
// Properties with a schema default are required here: these are the values after loading.
/* eslint-disable */

/**
 * How `backlot catalogue import --mapping <file>` reads a sheet whose headers are not Backlot's own: which column is which, and how to turn its values into the tenant's.
 */
export interface CatalogueMapping {
$schema?: string
/**
 * Sheet header -> Backlot column: a standard header ("Item number", "Weekly rate"...), a custom field's label or id, "Category path" or "Daily rate"; null to ignore the column.
 */
columns: {
[k: string]: string | null | undefined
}
/**
 * Per Backlot column (as named in `columns`), the sheet's values -> the tenant's, like { "Department": { "Guns": "Prop Firearms" } }.
 */
values: {
[k: string]: {
[k: string]: string | undefined
} | undefined
}
/**
 * With a "Daily rate" column: the weekly rate is the daily rate times this (many houses charge a week as 3 or 4 days).
 */
daysPerWeek?: number
/**
 * What separates the levels of a "Category path" cell, like " > " in "Furniture > Chairs". By default > or /.
 */
categorySeparator?: string
/**
 * Rows to leave out: sheet header -> the values that mark a row as not for the catalogue, like { "Sales": ["True"] } for items only for sale.
 */
skipRows: {
[k: string]: string[] | undefined
}
}
