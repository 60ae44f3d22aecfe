// Finds the Cloud Firestore emulator and a Java that can run it, or says in one paragraph what is
// missing and how to install it. firebase-tools would download its own copy and want Java 21;
// these machines have the Google Cloud CLI's copy, which runs on Java 11 and newer.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync, realpathSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join } from "node:path";

/** Where Debian's google-cloud-cli-firestore-emulator package puts the emulator. */
const debianEmulatorJar = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
/** The emulator's classes are built for Java 11 (class file version 55). */
const minimumJava = 11;

const installHint =
  "On Debian, install Java with `apt-get install -y openjdk-17-jre-headless` and the emulator with the " +
  "Google Cloud CLI's `google-cloud-cli-firestore-emulator` package (from Google's Cloud SDK apt repository; " +
  "elsewhere `gcloud components install cloud-firestore-emulator`), or set FIRESTORE_EMULATOR_JAR to a " +
  "cloud-firestore-emulator.jar. BACKLOT_NO_FIRESTORE=1 skips what needs it.";

/** The emulator cannot run on this machine; the message says what is missing and how to install it. */
export class FirestoreEmulatorUnavailable extends Error {
  override name = "FirestoreEmulatorUnavailable";
  /** What is missing, in one sentence, without the install hint (for one-line notices). */
  readonly missing: string;
  constructor(missing: string) {
    super(`${missing} ${installHint}`);
    this.missing = missing;
  }
}

export interface LocatedFirestoreEmulator {
  jar: string;
  /** The java command that runs it. */
  java: string;
  javaVersion: number;
}

function onPath(command: string, env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

/** The jar inside the SDK that `gcloud` on PATH belongs to (…/google-cloud-sdk/bin/gcloud). */
function jarBesideGcloud(env: NodeJS.ProcessEnv): string | undefined {
  const gcloud = onPath("gcloud", env);
  if (!gcloud) return undefined;
  const sdkRoot = dirname(dirname(realpathSync(gcloud)));
  return join(sdkRoot, "platform", "cloud-firestore-emulator", "cloud-firestore-emulator.jar");
}

/** A copy firebase-tools downloaded on some other machine (~/.cache/firebase/emulators). */
function jarFromFirebaseCache(): string | undefined {
  const dir = join(homedir(), ".cache", "firebase", "emulators");
  if (!existsSync(dir)) return undefined;
  const jars = readdirSync(dir).filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name));
  const newest = jars.sort((a, b) => a.localeCompare(b, "en", { numeric: true })).at(-1);
  return newest && join(dir, newest);
}

function findJar(env: NodeJS.ProcessEnv): string {
  const configured = env.FIRESTORE_EMULATOR_JAR;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new FirestoreEmulatorUnavailable(`FIRESTORE_EMULATOR_JAR is ${configured}, and there is no file there.`);
  }
  const candidates = [debianEmulatorJar, jarBesideGcloud(env), jarFromFirebaseCache()].filter(
    (jar): jar is string => jar !== undefined,
  );
  const found = candidates.find((jar) => existsSync(jar));
  if (found) return found;
  throw new FirestoreEmulatorUnavailable(
    `The Cloud Firestore emulator is not installed (looked in ${candidates.join(", ")}).`,
  );
}

/** "17.0.15" -> 17, "1.8.0_392" -> 8. */
export function javaMajorVersion(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first;
}

function findJava(env: NodeJS.ProcessEnv): { java: string; javaVersion: number } {
  const java = env.JAVA_HOME ? join(env.JAVA_HOME, "bin", "java") : onPath("java", env);
  if (!java || !existsSync(java)) {
    const looked = env.JAVA_HOME ? `JAVA_HOME is ${env.JAVA_HOME}` : "none on PATH";
    throw new FirestoreEmulatorUnavailable(
      `The Cloud Firestore emulator needs Java ${minimumJava} or newer, and no java was found (${looked}).`,
    );
  }
  const probe = spawnSync(java, ["-version"], { encoding: "utf8", timeout: 30_000, env });
  const javaVersion = javaMajorVersion(`${probe.stderr}${probe.stdout}`);
  if (javaVersion === undefined)
    throw new FirestoreEmulatorUnavailable(
      `${java} -version did not print a Java version (${probe.error?.message ?? probe.stderr.trim()}).`,
    );
  if (javaVersion < minimumJava)
    throw new FirestoreEmulatorUnavailable(
      `The Cloud Firestore emulator needs Java ${minimumJava} or newer; ${java} is Java ${javaVersion}.`,
    );
  return { java, javaVersion };
}

/** The emulator and the Java to run it, or a FirestoreEmulatorUnavailable saying what to install. */
export function locateFirestoreEmulator(env: NodeJS.ProcessEnv = process.env): LocatedFirestoreEmulator {
  const jar = findJar(env);
  return { jar, ...findJava(env) };
}
