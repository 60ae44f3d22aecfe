export { PropEditor } from "./PropEditor.js";
export type { PropEditorOptions, PropEditorProps } from "./PropEditor.js";
export { defaultPropEditorLabels } from "./prop-editor-labels.js";
export type { PropEditorLabels } from "./prop-editor-labels.js";
export type { EditableProp } from "./prop-draft.js";
