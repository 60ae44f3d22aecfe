// Where the catalogue commands write in Firestore, and what they say when they have: one wording for push and
// import, the props whose console edits were kept included (so nobody wonders why a file's new rate is not the
// rate orders are priced at).
import { deleteApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import type { CommandIo } from "@backlot/node-cli";
import type { Prop } from "@backlot/domain";
import type { Tenant } from "@backlot/tenant-config";
import { type PushResult, pushCatalogue } from "../commands/catalogue/push-catalogue.js";
import type { AgreementFile } from "../commands/catalogue/push-agreement.js";
import { adminApp } from "./admin-app.js";

export interface FirestoreTarget {
  projectId: string;
  /** FIRESTORE_EMULATOR_HOST, when it is set. */
  emulator?: string;
}

/** --project, else the emulator's demo project when FIRESTORE_EMULATOR_HOST is set; undefined for neither. */
export function firestoreTarget(project: string | undefined): FirestoreTarget | undefined {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST || undefined;
  const projectId = project ?? (emulator ? "demo-backlot" : undefined);
  return projectId ? { projectId, ...(emulator ? { emulator } : {}) } : undefined;
}

/** What a push did, where: the --json form of its report. */
export type PushReport = PushResult & { vendor: string; project: string; emulator: string | null };

/** Pushes the props, and says so on stdout unless the command prints JSON (the caller prints the report then). */
export async function pushAndReport(
  tenant: Tenant,
  props: readonly Prop[],
  target: FirestoreTarget,
  io: CommandIo,
  /** The tenant's rental agreement (null: none); left out (an import), the pushed one stays. */
  agreement?: AgreementFile | null,
): Promise<PushReport> {
  const app = adminApp(target.projectId, "backlot-catalogue", { emulated: target.emulator !== undefined });
  try {
    const result = await pushCatalogue(getFirestore(app), tenant, props, agreement);
    const { written, removed, kept } = result;
    const report = {
      vendor: tenant.vendor.id,
      project: target.projectId,
      emulator: target.emulator ?? null,
      ...result,
    };
    if (io.json) return report;
    const where = target.emulator ? `the Firestore emulator at ${target.emulator}` : `Firestore`;
    io.stdout(
      `backlot catalogue: ${tenant.vendor.displayName}: ${written} props written, ${removed} removed, ` +
        `to ${where} (project ${target.projectId}, vendors/${tenant.vendor.id})\n`,
    );
    // Staff's corrections in the console win over the file; say which, so nobody wonders why a file edit did not.
    for (const { propId, fields } of kept)
      io.stdout(`  ${propId}: kept the console's ${fields.join(", ")} (edited in the console)\n`);
    return report;
  } finally {
    await deleteApp(app);
  }
}
