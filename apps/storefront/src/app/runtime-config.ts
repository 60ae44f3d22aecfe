// The services this build of the storefront talks to, from the VITE_ variables it was compiled with
// (see @backlot/hosting/runtime-config). Vite replaces import.meta.env in builds; plain Node (the
// vite config's plugins) has none.
import { runtimeConfigOf } from "@backlot/hosting/runtime-config";

export const runtimeConfig = runtimeConfigOf(import.meta.env ?? {});
