export { RolePicker } from "./RolePicker.js";
export type { RolePickerProps } from "./RolePicker.js";
