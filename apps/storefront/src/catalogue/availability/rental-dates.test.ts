// The browsing dates: remembered per tenant in localStorage, told to every reader, forgotten when
// cleared; a set list's own dates come before them.
import { act, renderHook } from "@testing-library/react";
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { datesOfList, noDates, rentalDatesNow, setRentalDates, useHydrated, useRentalDates } from "./rental-dates.js";

const march = { pickUpDate: "2027-03-01", returnDate: "2027-03-10" };

describe("browsing dates", () => {
  afterEach(() => setRentalDates(noDates));

  it("are remembered in the browser and reach every page that reads them", () => {
    const { result } = renderHook(() => useRentalDates());
    expect(result.current).toEqual(noDates);
    act(() => setRentalDates(march));
    expect(result.current).toEqual(march);
    expect(rentalDatesNow()).toEqual(march);
    const stored = Object.keys(localStorage).find((key) => key.endsWith(":rental-dates"));
    expect(stored && JSON.parse(localStorage.getItem(stored) ?? "")).toEqual(march);
  });

  it("are forgotten when cleared, or when only one is given", () => {
    setRentalDates(march);
    setRentalDates({ pickUpDate: "2027-03-01", returnDate: "" });
    expect(rentalDatesNow()).toEqual(noDates);
    expect(Object.keys(localStorage).filter((key) => key.endsWith(":rental-dates"))).toEqual([]);
  });

  it("give way to a set list's own dates", () => {
    expect(datesOfList({ pickUpDate: "2027-04-01", returnDate: "2027-04-08" }, march)).toEqual({
      pickUpDate: "2027-04-01",
      returnDate: "2027-04-08",
    });
    expect(datesOfList({ pickUpDate: "", returnDate: "" }, march)).toEqual(march);
    expect(datesOfList({}, march)).toEqual(march);
  });
});

describe("useHydrated", () => {
  it("is false while the page hydrates, as on the server, then true; and true at once for what mounts later", () => {
    const Probe = () => createElement("p", null, useHydrated() ? "in the browser" : "as prerendered");
    const page = document.createElement("div");
    page.innerHTML = renderToString(createElement(Probe));
    expect(page.textContent).toBe("as prerendered");
    const mismatches: unknown[] = [];
    act(() => {
      hydrateRoot(page, createElement(Probe), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(page.textContent).toBe("in the browser");

    const seen: boolean[] = [];
    renderHook(() => seen.push(useHydrated()));
    expect(seen).toEqual([true]);
  });
});
