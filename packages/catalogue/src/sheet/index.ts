// The catalogue as a spreadsheet (CSV or XLSX): its columns, reading a sheet's rows onto props (with the
// tenant's names and every problem by row and column), merging them into the catalogue, and writing the
// catalogue back as a sheet.
export type { CatalogueMapping } from "../generated/catalogue-mapping-types.js";
export { catalogueColumns, catalogueSheet } from "./catalogue-sheet.js";
export { cellList, cellText, listCell } from "./cells.js";
export type { Cell, Sheet, StandardColumn, StandardColumnKey } from "./columns.js";
export { columnLetter, derivedColumns, requiredForNewProps, standardColumns } from "./columns.js";
export { mapHeader } from "./header-map.js";
export type { ColumnTarget, HeaderMap, MappedColumn } from "./header-map.js";
export { NameMatcher, nameKey } from "./match-name.js";
export { mergeCatalogue } from "./merge-catalogue.js";
export type { CatalogueImport } from "./merge-catalogue.js";
export { photoReferences, readCatalogueSheet } from "./read-rows.js";
export type { ReadOptions, ReadRow, RowProblem, SheetRead } from "./read-rows.js";
export { checkMapping } from "./check-mapping.js";
export { defaultVariantId } from "./variants-cell.js";
