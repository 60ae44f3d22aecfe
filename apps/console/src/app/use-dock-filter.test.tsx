// The desks' dock filter, as the address and the staff member's docks decide it: every dock for a prop house with
// one (no filter at all), the address's dock, the staff member's own when the address names none, and "All docks"
// kept as ?dock=all where the desk would otherwise start at theirs.
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { createStore } from "zustand/vanilla";
import type { PickupLocation } from "@backlot/tenant-config";
import type { StaffSession } from "../auth/staff-session.js";
import type { ConsoleTenant } from "./console-tenant.js";
import type { ConsoleServices } from "./services.js";
import { ServicesContext, TenantContext } from "./services-context.js";
import { useDockFilter } from "./use-dock-filter.js";

const dock = (id: string, displayName: string): PickupLocation => ({
  id,
  displayName,
  address: { line1: "1 Dock Street", city: displayName, state: "ON", zip: "M5A 1A8", country: "CA" },
  _geoloc: { lat: 43.65, lng: -79.35 },
  timezone: "America/Toronto",
  mapsEmbedUrl: "https://www.openstreetmap.org/export/embed.html",
  isListed: true,
});

const tenantWith = (locations?: PickupLocation[]) =>
  ({
    vendor: { ...dock("harbour", "Harbour Scenic"), name: "harbour", ...(locations ? { locations } : {}) },
    settings: { currency: "CAD" },
  }) as unknown as ConsoleTenant;
const twoDocks = tenantWith([dock("toronto", "Toronto"), dock("vancouver", "Vancouver")]);

let filter: ReturnType<typeof useDockFilter> | undefined;
function Probe() {
  filter = useDockFilter();
  const { search } = useLocation();
  return <p>{`${filter.locationId ?? "every"} ${search}`}</p>;
}

function renderAt(address: string, tenant: ConsoleTenant, docks: string[] = []) {
  const session = createStore<StaffSession>(() => ({ status: "staff", uid: "sam", email: "", name: "Sam", docks }));
  render(
    <ServicesContext value={{ session: { store: session } } as unknown as ConsoleServices}>
      <TenantContext value={tenant}>
        <MemoryRouter initialEntries={[address]}>
          <Probe />
        </MemoryRouter>
      </TenantContext>
    </ServicesContext>,
  );
}

describe("useDockFilter", () => {
  it("offers no filter at a prop house with one dock, whatever the address", () => {
    renderAt("/orders?dock=toronto", tenantWith(), ["toronto"]);
    expect(filter?.docks).toEqual([]);
    expect(screen.getByText("every ?dock=toronto")).toBeTruthy();
  });

  it("shows the address's dock, else every dock, and ignores a dock the house does not have", () => {
    renderAt("/orders?dock=vancouver", twoDocks);
    expect(screen.getByText("vancouver ?dock=vancouver")).toBeTruthy();
    act(() => filter?.setDock(""));
    expect(screen.getByText("every")).toBeTruthy();
  });

  it("starts at the staff member's dock, and keeps 'All docks' in the address once chosen", () => {
    renderAt("/orders?status=confirmed", twoDocks, ["vancouver"]);
    expect(screen.getByText("vancouver ?status=confirmed")).toBeTruthy();
    act(() => filter?.setDock(""));
    expect(screen.getByText("every ?status=confirmed&dock=all")).toBeTruthy();
    expect(filter?.inAddress).toEqual({ dock: "all" });
    act(() => filter?.setDock("toronto"));
    expect(screen.getByText("toronto ?status=confirmed&dock=toronto")).toBeTruthy();
  });

  it("starts at every dock for staff who work at several", () => {
    renderAt("/day", twoDocks, ["toronto", "vancouver"]);
    expect(screen.getByText("every")).toBeTruthy();
  });
});
