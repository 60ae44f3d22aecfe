// What a callable's caller sees when it refuses: Firebase's error codes, a message that says what
// was wrong and what to do, and for bad input every field's problem (details.fieldErrors).
import { HttpsError } from "firebase-functions/v2/https";
import { DocumentStoreError } from "@backlot/data";
import { ValidationError } from "@backlot/domain";

export function refuse(code: ConstructorParameters<typeof HttpsError>[0], message: string, details?: unknown): never {
  throw new HttpsError(code, message, details);
}

/** Rethrows `error` as an HttpsError the client can show. */
export function asCallableError(error: unknown): never {
  if (error instanceof HttpsError) throw error;
  if (error instanceof ValidationError) refuse("invalid-argument", error.message, { fieldErrors: error.fieldErrors });
  if (error instanceof DocumentStoreError) refuse(error.code, error.message);
  throw error;
}

/** Runs a command's body, turning its known failures into refusals the caller can read. */
export async function answering<T>(body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    asCallableError(error);
  }
}
