export { SetListEditor, SetListEditorSkeleton } from "./SetListEditor.js";
export type { EditableSetList, SetListEditorProps } from "./SetListEditor.js";
export { defaultSetListEditorLabels } from "./labels.js";
export type { SetListEditorLabels } from "./labels.js";
export type { SetListLine } from "./SetListLineItem.js";
