// Starts the Cloud Functions emulator of firebase-tools (pure Node, offline) with the Auth
// emulator beside it, pointed at a Cloud Firestore emulator started on its own (firebase-tools
// cannot start that one here: it wants Java 21). Only callable and HTTP functions work this way:
// firebase-tools wires Firestore triggers only to an emulator it started itself.
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { firebaseCli } from "./auth-emulator.js";
import { startProcess } from "./emulator-process.js";
import { freePort } from "./free-port.js";

export interface FunctionsEmulatorOptions {
  /** A "demo-" project id: no credentials, no network. */
  projectId: string;
  /** The built functions: a folder with a package.json whose main exports them. */
  source: string;
  /**
   * A node_modules with the Functions SDK installed (its .bin/firebase-functions): the built
   * folder's own when it has one, else this, by default the one beside the built folder.
   */
  modules?: string;
  /** The Cloud Firestore emulator the functions read and write ("127.0.0.1:8080"). */
  firestoreHost: string;
  /** Names the emulator must have loaded before it counts as ready. */
  functions: readonly string[];
  functionsPort?: number;
  authPort?: number;
  /**
   * Whether the Auth emulator starts beside it (the default). Callers that never sign in can leave it out: it is
   * most of a start's work (firebase-tools compiles Auth's whole REST API first).
   */
  auth?: boolean;
  /** More environment for the functions (secrets of the local stack, say). */
  env?: Record<string, string>;
  timeoutMs?: number;
}

export interface RunningFunctionsEmulator {
  /** "127.0.0.1:5001" */
  functionsHost: string;
  /** "127.0.0.1:9099" (the form FIREBASE_AUTH_EMULATOR_HOST takes); "" when started without it (auth: false). */
  authHost: string;
  projectId: string;
  /** The functions' region. */
  region: string;
  stop(): Promise<void>;
}

interface BackendsAnswer {
  backends?: { functionTriggers?: { name?: string; entryPoint?: string }[] }[];
}

export async function startFunctionsEmulator(options: FunctionsEmulatorOptions): Promise<RunningFunctionsEmulator> {
  const [functionsPort, authPort, hub, logging] = [
    options.functionsPort ?? (await freePort()),
    options.authPort ?? (await freePort()),
    await freePort(),
    await freePort(),
  ];
  const dir = mkdtempSync(join(tmpdir(), "backlot-functions-emulator-"));
  // firebase-tools joins the source to the config's folder, so it must be relative to it.
  const functions = { source: relative(dir, resolve(options.source)), codebase: "default" };
  const withAuth = options.auth ?? true;
  const emulators = {
    functions: { host: "127.0.0.1", port: functionsPort },
    ...(withAuth ? { auth: { host: "127.0.0.1", port: authPort } } : {}),
    hub: { host: "127.0.0.1", port: hub },
    logging: { host: "127.0.0.1", port: logging },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(join(dir, "firebase.json"), JSON.stringify({ functions, emulators }));
  // firebase-tools looks for the SDK's binary beside the source or the config, not up the tree.
  const modules = options.modules ?? resolve(options.source, "../node_modules");
  if (!existsSync(join(resolve(options.source), "node_modules")) && existsSync(modules)) {
    symlinkSync(modules, join(dir, "node_modules"), "dir");
  }
  const emulator = startProcess(
    "The Functions emulator",
    process.execPath,
    [
      firebaseCli(),
      "emulators:start",
      "--only",
      withAuth ? "functions,auth" : "functions",
      "--project",
      options.projectId,
      "--config",
      join(dir, "firebase.json"),
    ],
    {
      cwd: dir,
      env: {
        ...process.env,
        ...options.env,
        FIRESTORE_EMULATOR_HOST: options.firestoreHost,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
        FIREBASE_CLI_EXPERIMENTS: "",
      },
    },
  );
  const functionsHost = `127.0.0.1:${functionsPort}`;
  const cleanUp = async (signal?: NodeJS.Signals) => {
    await emulator.stop(signal);
    rmSync(dir, { recursive: true, force: true });
  };
  const timeoutMs = options.timeoutMs ?? 180_000;
  try {
    const started = Date.now();
    await emulator.waitUntilReady(`http://${functionsHost}/backends`, timeoutMs);
    await loaded(functionsHost, options.functions, started + timeoutMs, () => emulator.output());
  } catch (error) {
    await cleanUp("SIGKILL");
    throw error;
  }
  // firebase-tools shuts its emulators down on SIGINT (Ctrl+C).
  return {
    functionsHost,
    authHost: withAuth ? `127.0.0.1:${authPort}` : "",
    projectId: options.projectId,
    region: "us-central1",
    stop: () => cleanUp("SIGINT"),
  };
}

/** Waits until the emulator lists every function in `names` (it loads them after it listens). */
async function loaded(host: string, names: readonly string[], deadline: number, log: () => string): Promise<void> {
  let seen: string[] = [];
  while (Date.now() < deadline) {
    const answer = (await (await fetch(`http://${host}/backends`)).json()) as BackendsAnswer;
    seen = (answer.backends ?? []).flatMap((backend) =>
      (backend.functionTriggers ?? []).map((trigger) => trigger.entryPoint ?? trigger.name ?? ""),
    );
    if (names.every((name) => seen.includes(name))) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(
    `The Functions emulator did not load ${names.filter((name) => !seen.includes(name)).join(", ")} ` +
      `(it has ${seen.join(", ") || "none"}); is the source built? Its log:\n${log()}`,
  );
}
