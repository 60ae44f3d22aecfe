// Money lives with the tenant's currency setting in @backlot/tenant-config, where the catalogue import and the
// search package read it too; the data layer's callers keep importing it from here.
export * from "@backlot/tenant-config/money";
