export { InviteForm } from "./InviteForm.js";
export type { InviteFormProps } from "./InviteForm.js";
