import { expect, it } from "vitest";
import { commandNames, scheduledFunctionNames } from "@backlot/domain";
import * as functions from "./index.js";

it("exports every command of the contract and every scheduled function, and nothing else", () => {
  expect(Object.keys(functions).sort()).toEqual([...commandNames, ...scheduledFunctionNames].sort());
});
