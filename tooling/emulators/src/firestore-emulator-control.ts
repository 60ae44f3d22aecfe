// The Firestore emulator's own REST API: per-project rules and data. The starter returns these for
// the emulator it started; tests call them on the emulator their run shares.

export interface FirestoreEmulatorControl {
  /** Replaces the security rules of one project. */
  loadRules(source: string, projectId: string): Promise<void>;
  /** Deletes every document of one project. */
  clear(projectId: string): Promise<void>;
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (response.ok) return;
  throw new Error(`The Firestore emulator refused to ${what} (HTTP ${response.status}): ${await response.text()}`);
}

/** Controls the emulator at `host` ("127.0.0.1:8080"). */
export function firestoreEmulatorControl(host: string): FirestoreEmulatorControl {
  const projectUrl = (projectId: string) => `http://${host}/emulator/v1/projects/${projectId}`;
  return {
    async loadRules(source, projectId) {
      const body = JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: source }] } });
      const response = await fetch(`${projectUrl(projectId)}:securityRules`, { method: "PUT", body });
      await expectOk(response, `load the rules into ${projectId}`);
    },
    async clear(projectId) {
      const response = await fetch(`${projectUrl(projectId)}/databases/(default)/documents`, { method: "DELETE" });
      await expectOk(response, `clear the data of ${projectId}`);
    },
  };
}
