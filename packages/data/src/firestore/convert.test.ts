// The conversion layer against the real Firestore SDK module (no server needed).
import * as sdk from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { DocumentStoreError } from "../port/errors.js";
import { fieldValue } from "../port/field-values.js";
import { fromSdkError, fromSdkValue, toSdkData, toSdkValue } from "./convert.js";

describe("toSdkValue", () => {
  it("maps every field value sentinel to the SDK's, at any depth", () => {
    const converted = toSdkData(sdk, {
      at: fieldValue.serverTimestamp(),
      stats: { count: fieldValue.increment(2) },
      tags: fieldValue.arrayUnion("a", "b"),
      old: fieldValue.arrayRemove("c"),
      gone: fieldValue.delete(),
    }) as Record<string, sdk.FieldValue & Record<string, sdk.FieldValue>>;
    expect(converted.at?.isEqual(sdk.serverTimestamp())).toBe(true);
    expect(converted.stats?.count?.isEqual(sdk.increment(2))).toBe(true);
    expect(converted.stats?.count?.isEqual(sdk.increment(3))).toBe(false);
    expect(converted.tags?.isEqual(sdk.arrayUnion("a", "b"))).toBe(true);
    expect(converted.old?.isEqual(sdk.arrayRemove("c"))).toBe(true);
    expect(converted.gone?.isEqual(sdk.deleteField())).toBe(true);
  });

  it("leaves plain values, Dates, arrays and maps as they are", () => {
    const when = new Date("2026-11-22T10:00:00Z");
    expect(toSdkValue(sdk, { a: 1, b: "x", c: null, d: [1, { e: when }], when })).toEqual({
      a: 1,
      b: "x",
      c: null,
      d: [1, { e: when }],
      when,
    });
  });
});

describe("fromSdkValue", () => {
  it("turns Timestamps into Dates at any depth", () => {
    const when = new Date("2026-11-22T10:00:00.123Z");
    const value = fromSdkValue(sdk, {
      at: sdk.Timestamp.fromDate(when),
      list: [sdk.Timestamp.fromDate(when)],
      map: { at: sdk.Timestamp.fromDate(when) },
      n: 1,
    });
    expect(value).toEqual({ at: when, list: [when], map: { at: when }, n: 1 });
  });
});

describe("fromSdkError", () => {
  /** The SDK's FirestoreError has a private constructor; what matters to the mapping is its code. */
  const sdkError = (code: sdk.FirestoreErrorCode, message: string) =>
    Object.assign(new Error(message), { name: "FirebaseError", code });

  it("keeps the SDK's code where the port knows it", () => {
    const error = fromSdkError(sdkError("permission-denied", "Missing or insufficient permissions."));
    expect(error).toBeInstanceOf(DocumentStoreError);
    expect(error).toMatchObject({ code: "permission-denied", message: "Missing or insufficient permissions." });
    expect(fromSdkError(sdkError("not-found", "no entity")).code).toBe("not-found");
    expect(fromSdkError(sdkError("resource-exhausted", "quota")).code).toBe("unknown");
    expect(fromSdkError("odd").code).toBe("unknown");
  });
});
