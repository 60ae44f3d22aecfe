export { PropEditor, defaultPropEditorLabels } from "./PropEditor.js";
export type { EditableProp, PropEditorLabels, PropEditorOptions, PropEditorProps } from "./PropEditor.js";
