// `@backlot/tenant-config/cli`: the tenant commands of `backlot` (apps/cli registers them).
export { createCommand } from "./create-command.js";
export { listCommand } from "./list-command.js";
export { routesCommand } from "./routes-command.js";
export { validateCommand } from "./validate-command.js";
export type { TenantReport } from "./validate-command.js";
