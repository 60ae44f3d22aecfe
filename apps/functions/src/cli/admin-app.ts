// The Admin SDK app an admin command runs with. On an emulator there is no Google Cloud machine to
// ask for credentials; without this, the SDK may still probe the metadata server and print a
// MetadataLookupWarning (a 403 from whatever answers that address) in the middle of the command's output.
import { type App, initializeApp } from "firebase-admin/app";

export function adminApp(projectId: string, name: string, { emulated }: { emulated: boolean }): App {
  if (emulated) process.env.METADATA_SERVER_DETECTION ??= "none";
  return initializeApp({ projectId }, name);
}
