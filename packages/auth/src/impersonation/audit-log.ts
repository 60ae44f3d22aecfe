// Every impersonation is recorded: who (staff), whom (the customer), when, until when, and where it was for.
// An append-only JSON Lines file, one record per line, that nothing rewrites.
import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";

export interface ImpersonationRecord {
  id: string;
  at: string;
  /** The member of staff's address and uid. */
  staff: string;
  staffUid: string;
  /** The customer's uid and address. */
  uid: string;
  email: string;
  vendor: string;
  /** When the session stops being accepted (ISO 8601). */
  endsAt: string;
  project: string;
  tenant: string | null;
}

export async function appendImpersonation(file: string, record: ImpersonationRecord): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await appendFile(file, `${JSON.stringify(record)}\n`, { mode: 0o600 });
}
