// The header's switcher remembers the production per vendor and person, in the browser's own localStorage (jsdom's).
import { afterEach, describe, expect, it } from "vitest";
import { currentProduction, readChosenProduction, rememberChosenProduction } from "./chosen-production.js";

const mine = [{ id: "harbour" }, { id: "diner" }, { id: "ad" }];

afterEach(() => localStorage.clear());

describe("the chosen production", () => {
  it("is remembered per vendor and per person", () => {
    rememberChosenProduction(localStorage, "bowery", "dana", "diner");
    expect(readChosenProduction(localStorage, "bowery", "dana")).toBe("diner");
    expect(readChosenProduction(localStorage, "harbour-scenic", "dana")).toBeNull();
    expect(readChosenProduction(localStorage, "bowery", "sam")).toBeNull();
  });

  it("reads as none when storage refuses (private mode), and a refused write is no error", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readChosenProduction(refusing, "bowery", "dana")).toBeNull();
    expect(() => rememberChosenProduction(refusing, "bowery", "dana", "diner")).not.toThrow();
  });

  it("is the open page's, else the one chosen if still mine, else the most recently active", () => {
    expect(currentProduction(mine, "diner", "ad")?.id).toBe("ad");
    expect(currentProduction(mine, "diner")?.id).toBe("diner");
    expect(currentProduction(mine, "left-long-ago")?.id).toBe("harbour");
    expect(currentProduction([], "diner")).toBeUndefined();
  });
});
