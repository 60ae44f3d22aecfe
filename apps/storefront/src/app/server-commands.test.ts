import { describe, expect, it } from "vitest";
import { CommandError, commandError, notSentMessage } from "./server-commands.js";

describe("commandError", () => {
  it("shows a refusal as the function said it, without the SDK's status suffix, with the field problems", () => {
    const refused = {
      code: "functions/invalid-argument",
      message: "placeOrder is not valid: notes too long [400]",
      details: { fieldErrors: { notes: "too long" } },
    };
    expect(commandError(refused, true)).toEqual(
      new CommandError("placeOrder is not valid: notes too long", "invalid-argument", { notes: "too long" }),
    );
    expect(commandError(refused, true).fieldErrors).toEqual({ notes: "too long" });
  });

  it("says an unsent command was not sent: offline, a failed fetch, the server away or too slow", () => {
    const unsent = [
      [{ code: "functions/permission-denied", message: "x" }, false],
      [{ code: "functions/internal", message: "internal" }, true],
      [{ code: "functions/unavailable", message: "unavailable" }, true],
      [{ code: "functions/deadline-exceeded", message: "deadline-exceeded" }, true],
      [new TypeError("Failed to fetch dynamically imported module: /assets/index.js"), false],
    ] as const;
    for (const [error, online] of unsent) {
      expect(commandError(error, online)).toMatchObject({ message: notSentMessage, code: "unavailable" });
    }
  });
});
