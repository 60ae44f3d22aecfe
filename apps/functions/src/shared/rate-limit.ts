// A sliding window per caller: the times of their last accepted requests, in one document that no
// client can read or write (vendors/{id}/rateLimits/{hashed caller}). Read and written in the
// request's own transaction, so two requests at once cannot both take the last place.
import { type Firestore, Timestamp, type Transaction } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";

export interface RateLimit {
  requests: number;
  windowMs: number;
}

export interface RateLimitSlot {
  /** Takes the slot (call it only once the request is accepted). */
  take(): void;
}

/** Refuses with `refuse(retryAt)` when the caller is over the limit; otherwise a slot to take. */
export async function rateLimitSlot(
  db: Firestore,
  tx: Transaction,
  {
    vendorId,
    caller,
    limit,
    now = Date.now(),
  }: { vendorId: string; /** callerKey()'s hash. */ caller: string; limit: RateLimit; now?: number },
  refuse: (retryAt: Date) => never,
): Promise<RateLimitSlot> {
  const ref = db.doc(`${vendorPaths(vendorId).vendor}/rateLimits/${caller}`);
  const stored = ((await tx.get(ref)).data()?.times ?? []) as Timestamp[];
  const recent = stored.map((time) => time.toMillis()).filter((time) => time > now - limit.windowMs);
  if (recent.length >= limit.requests) refuse(new Date(Math.min(...recent) + limit.windowMs));
  return {
    take: () => tx.set(ref, { times: [...recent, now].map((time) => Timestamp.fromMillis(time)) }),
  };
}
