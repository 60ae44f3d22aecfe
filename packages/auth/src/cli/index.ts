// `@backlot/auth/cli`: `backlot impersonate` (apps/cli registers it).
export { impersonateCommand } from "./impersonate-command.js";
