export { makeAndSavePdf, saveFile, savePdf, saveStoredFile } from "./save-file.js";
