// `backlot impersonate <email> --staff <you@vendor.com> --vendor <id>`: mints a sign-in for a customer's
// account with the claims the console's "Sign in as" gives (ended at its time, good at that vendor only),
// records it, and prints the storefront URL that signs in with it. Exit codes as every `backlot` command: 0 ok,
// 1 the request could not be served, 2 usage error. apps/cli registers it.
import { resolve } from "node:path";
import { type Command, type CommandIo, type ExitCode, UsageError, exitCodes, parseOptions } from "@backlot/node-cli";
import { appendImpersonation } from "../impersonation/audit-log.js";
import { ImpersonationError, mintImpersonationToken } from "../impersonation/mint-token.js";

const usage = `Usage: backlot impersonate <email> --staff <your email> --vendor <vendor id> [options]

Signs in to the storefront as the customer with <email>, for support, for an hour at most. Every use is
recorded, and everything changed in the session is recorded as yours.

Options:
  --staff <email>     Who is impersonating (required): a verified account that is staff of --vendor
  --vendor <id>       The prop house whose storefront it is (required; vendor.json's id, like bowery-prop-house):
                      the session is refused anywhere else
  --url <url>         The storefront's address (default: http://127.0.0.1:4173)
  --project <id>      Firebase project (default: $FIREBASE_PROJECT or demo-backlot)
  --tenant <id>       Backlot tenant, recorded with the impersonation
  --auth-tenant <id>  Firebase Auth tenant id, when the project uses multi-tenancy
  --log <file>        Audit log (default: .cache/impersonations.jsonl in this folder)
  --json              Print { url, uid, impersonationId, endsAt } as JSON

Needs FIREBASE_AUTH_EMULATOR_HOST (local stack) or GOOGLE_APPLICATION_CREDENTIALS (a real project).`;

export const impersonateCommand: Command = {
  name: "impersonate",
  summary: "Sign in to the storefront as a customer, for support (recorded; an hour at most)",
  usage,
  run,
};

async function run(args: string[], io: CommandIo): Promise<ExitCode> {
  const { values, positionals } = parseOptions(args, {
    staff: { type: "string" },
    vendor: { type: "string" },
    url: { type: "string", default: "http://127.0.0.1:4173" },
    project: { type: "string", default: process.env.FIREBASE_PROJECT ?? "demo-backlot" },
    tenant: { type: "string" },
    "auth-tenant": { type: "string" },
    log: { type: "string", default: ".cache/impersonations.jsonl" },
  });
  const [email, ...extra] = positionals;
  if (!email)
    throw new UsageError(
      "the customer's email is required: backlot impersonate <email> --staff <your email> --vendor <id>",
    );
  if (extra.length > 0) throw new UsageError(`one email at a time, but got: ${positionals.join(" ")}`);
  if (!values.staff) throw new UsageError("--staff <your email> is required: every impersonation records who made it");
  if (!values.vendor)
    throw new UsageError(
      "--vendor <vendor id> is required: a session is good at one prop house only (vendor.json's id)",
    );
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST && !process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    return fail(
      io,
      "set FIREBASE_AUTH_EMULATOR_HOST (the local stack's Auth emulator, like 127.0.0.1:9099) or " +
        "GOOGLE_APPLICATION_CREDENTIALS (a service account of the real project)",
    );
  }

  try {
    const minted = await mintImpersonationToken({
      projectId: values.project,
      email,
      staff: values.staff,
      vendorId: values.vendor,
      ...(values["auth-tenant"] ? { tenantId: values["auth-tenant"] } : {}),
    });
    await appendImpersonation(resolve(values.log), {
      id: minted.impersonationId,
      at: new Date().toISOString(),
      staff: values.staff,
      staffUid: minted.staffUid,
      uid: minted.uid,
      email,
      vendor: values.vendor,
      endsAt: minted.endsAt.toISOString(),
      project: values.project,
      tenant: values.tenant ?? null,
    });
    // The token rides in the fragment, which browsers never send to a server.
    const url = `${values.url.replace(/\/$/, "")}/auth/impersonate#token=${encodeURIComponent(minted.token)}`;
    if (io.json)
      io.stdout(
        `${JSON.stringify(
          { url, uid: minted.uid, impersonationId: minted.impersonationId, endsAt: minted.endsAt.toISOString() },
          null,
          2,
        )}\n`,
      );
    else
      io.stdout(
        `Recorded impersonation ${minted.impersonationId} of ${email} by ${values.staff} (${minted.staffName}) ` +
          `at ${values.vendor}.\nOpen it to sign in as them; the session ends at ${minted.endsAt.toISOString()}:\n` +
          `${url}\n`,
      );
    return exitCodes.ok;
  } catch (error) {
    if (error instanceof ImpersonationError) return fail(io, error.message);
    throw error;
  }
}

function fail(io: CommandIo, message: string): ExitCode {
  io.stderr(`backlot impersonate: ${message}\n`);
  return exitCodes.failed;
}
