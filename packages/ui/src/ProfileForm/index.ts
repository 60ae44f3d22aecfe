export { ProfileForm, defaultProfileFormLabels } from "./ProfileForm.js";
export type { ProfileDetails, ProfileFormLabels, ProfileFormProps } from "./ProfileForm.js";
