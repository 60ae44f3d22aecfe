export { SetListPicker, defaultSetListPickerLabels } from "./SetListPicker.js";
export type { SetListOption, SetListPickerLabels, SetListPickerProps, SetListPickerState } from "./SetListPicker.js";
export type { SetListChoiceHandlers } from "./SetListPanel.js";
export { checkSetListName, defaultSetListNameMessages, setListNameMaxLength } from "./set-list-name.js";
export type { SetListNameMessages } from "./set-list-name.js";
