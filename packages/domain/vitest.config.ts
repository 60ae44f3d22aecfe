import { baseConfig } from "@backlot/vitest-config";

export default baseConfig;
