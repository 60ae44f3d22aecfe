// The FileStore's on-disk stand-in, as the browser reaches it: an HTTP server the local stack runs
// (@backlot/emulators' file-store stand-in), which checks the caller's Firebase ID token and runs the same rule as
// storage.rules (@backlot/domain's paperFileAccess). Announced: the pages say files stay on this machine.
import { type FileStore, FileStoreError, type FileStoreErrorCode } from "./file-store.js";

export interface StandInOptions {
  /** "http://127.0.0.1:9198": the stand-in's address. */
  url: string;
  /** The signed-in user's ID token (null when signed out): the stand-in reads its uid and claims. */
  idToken: () => Promise<string | null>;
}

const codes: Record<number, FileStoreErrorCode> = {
  400: "invalid",
  401: "permission-denied",
  403: "permission-denied",
  404: "not-found",
  409: "already-exists",
  413: "invalid",
  415: "invalid",
};

export function fileStoreStandIn({ url, idToken }: StandInOptions): FileStore {
  const address = (path: string) =>
    `${url.replace(/\/$/, "")}/files/${path.split("/").map(encodeURIComponent).join("/")}`;
  async function send(path: string, init: RequestInit): Promise<Response> {
    const token = await idToken();
    let response: Response;
    try {
      response = await fetch(address(path), {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
    } catch {
      throw new FileStoreError("unavailable", "The file store did not answer; check the connection and try again");
    }
    if (response.ok) return response;
    const reason = await response.text().catch(() => "");
    throw new FileStoreError(
      codes[response.status] ?? "unavailable",
      reason || `The file store answered ${response.status}`,
    );
  }
  return {
    kind: "disk-stand-in",
    async upload(path, file, { contentType, onProgress }) {
      onProgress?.(0);
      await send(path, { method: "PUT", body: file, headers: { "content-type": contentType } });
      onProgress?.(1);
    },
    async read(path) {
      return (await send(path, { method: "GET" })).blob();
    },
  };
}
