export { saveFile, saveStoredFile } from "./save-file.js";
