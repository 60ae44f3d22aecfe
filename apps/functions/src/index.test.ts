import { expect, it } from "vitest";
import { functionNames } from "../test/function-names.js";
import * as functions from "./index.js";

it("names every exported function where the emulator waits for them", () => {
  expect(Object.keys(functions).sort()).toEqual([...functionNames].sort());
});
