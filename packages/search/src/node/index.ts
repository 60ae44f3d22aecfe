// Node-only: the Typesense admin client's settings from the environment.
export { typesenseAdminFromEnv, typesenseSettingsHelp } from "./typesense-admin.js";
