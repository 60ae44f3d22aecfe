import { expect, it } from "vitest";
import { commandNames } from "@backlot/data";
import * as functions from "./index.js";

it("exports every command of the contract, and nothing else", () => {
  expect(Object.keys(functions).sort()).toEqual([...commandNames].sort());
});
