// The workspace's firebase.json, which `firebase deploy` reads for a project's rules, indexes and
// functions (README, "Deploying"): every path in it exists, and the functions are the built dist/.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../..");

interface FirebaseJson {
  firestore: { rules: string; indexes: string };
  functions: { source: string; codebase: string; runtime: string; ignore: string[]; predeploy: string[] }[];
}

it("deploys the data rules and indexes, and the built functions with their dependencies installed", () => {
  const config = JSON.parse(readFileSync(resolve(root, "firebase.json"), "utf8")) as FirebaseJson;
  expect(existsSync(resolve(root, config.firestore.rules))).toBe(true);
  expect(existsSync(resolve(root, config.firestore.indexes))).toBe(true);
  const [functions] = config.functions;
  expect(functions).toMatchObject({ source: "apps/functions/dist", runtime: "nodejs20" });
  expect(existsSync(resolve(root, functions?.source ?? "", "package.json"))).toBe(true);
  // firebase deploy reads the exports from the source folder, so its dependencies are installed first.
  expect(functions?.predeploy).toEqual(['npm --prefix "$RESOURCE_DIR" install --omit=dev --no-audit --no-fund']);
});
