export { NoteForm } from "./NoteForm.js";
export type { NoteFormProps } from "./NoteForm.js";
