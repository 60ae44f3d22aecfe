// Catalogue import and export for a tenant folder, as `backlot catalogue import|export|demo` runs them.
export { writeDemoFiles } from "./demo-files.js";
export { exportCatalogue } from "./export-catalogue.js";
export { ImportInputError, importCatalogue, writeCatalogueFile } from "./import-catalogue.js";
export type { ImportOptions, ImportReport } from "./import-catalogue.js";
export { formatImportReport } from "./import-report.js";
export { photoFormats, photoWidths } from "./photos/resize-photo.js";
export type { MissingPhoto, PhotoReport } from "./photos/resolve-photos.js";
export { SheetFileError, readSheetFile, writeSheetFile } from "./sheet-files.js";
export type { ReadSheetOptions } from "./sheet-files.js";
export { asTextCell, fromTextCell } from "./formula-cells.js";
export { maxPhotoBytes } from "./photos/fetch-photo.js";
export { type XlsxLimits, xlsxLimits } from "./xlsx-archive.js";
