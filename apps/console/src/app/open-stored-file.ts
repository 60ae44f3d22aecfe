// Opening a stored file from the console (a customer's paper, a damage photo): the file store reads it as the
// signed-in member of staff, under its rules, and the browser saves it under the name it was sent with.
import type { FileStore } from "@backlot/data/files";
import { saveStoredFile } from "@backlot/ui/save-file";

export const openStoredFile =
  (files: () => Promise<FileStore>, advice: string) =>
  (file: { path: string; name: string }): Promise<void> =>
    saveStoredFile(async (path) => (await files()).read(path), file, advice);
