// A tenant's catalogue in and out: loading the catalogue file, and import and export as
// `backlot catalogue import|export` run them. The spreadsheet model is ./sheet.
export { catalogueFile, catalogueImagesFolder, loadCatalogue } from "./load-catalogue.js";
export type { CatalogueFallback, CatalogueLoad } from "./load-catalogue.js";
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
