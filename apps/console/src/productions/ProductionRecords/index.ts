export { ProductionRecords } from "./ProductionRecords.js";
export type { ProductionRecordsProps, RecordItem, RecordsState } from "./ProductionRecords.js";
