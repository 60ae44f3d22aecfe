export { AppShell, useMountPoint } from "./AppShell.js";
export type { AppShellProps, MountPointName } from "./AppShell.js";
