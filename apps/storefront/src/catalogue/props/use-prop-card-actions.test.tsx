// A card's quick add for a prop in variants opens the prop's page, where one is chosen; others open the dialog
// (or, for a visitor, the sign-in page).
import { act, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { routerProbe } from "../../app/page-router/memory-pages.js";
import { beforeAll, describe, expect, it } from "vitest";
import { ToastProvider } from "@backlot/ui/Toast";
import type { PropSummary } from "@backlot/ui/PropCard";
import { initialAuthState } from "@backlot/auth";
import { authStore, startServicesForReturningCustomer } from "../../app/services.js";
import { usePropCardActions } from "./use-prop-card-actions.js";

// What the page's frame does first: with no stored sign-in, a visitor (decision 0050).
beforeAll(() => void startServicesForReturningCustomer());

const card: PropSummary = {
  id: "BPH-1",
  name: "Bentwood chair",
  weeklyRate: 4500,
  quantity: 6,
  createdAt: "2026-01-05T00:00:00Z",
  images: [],
};

function renderGrid() {
  const actions: { current?: ReturnType<typeof usePropCardActions> } = {};
  function Grid() {
    actions.current = usePropCardActions();
    return null;
  }
  const router = routerProbe();
  render(
    <MemoryRouter initialEntries={["/search?q=chair"]}>
      <router.Probe />
      <ToastProvider>
        <Grid />
      </ToastProvider>
    </MemoryRouter>,
  );
  const addToSetList = (prop: PropSummary) =>
    act(() => {
      actions.current?.grid.onAddToSetList(prop);
    });
  return { router, addToSetList };
}

describe("a card's quick add", () => {
  it("opens the page of a prop in variants, to choose one there", () => {
    const { router, addToSetList } = renderGrid();
    addToSetList({ ...card, variants: [{ id: "walnut", name: "Walnut" }] } as PropSummary);
    expect(router.location.pathname).toBe("/props/BPH-1");
  });

  it("asks a visitor to log in for a prop without them, coming back to the grid", () => {
    const { router, addToSetList } = renderGrid();
    addToSetList({ ...card, variants: [] } as PropSummary);
    expect(router.location.pathname + router.location.search).toBe("/auth/login?redirect=%2Fsearch%3Fq%3Dchair");
  });

  it("does not send a returning customer to log in while their stored sign-in is still being restored", () => {
    const settled = authStore.getState().auth;
    authStore.setState({ auth: initialAuthState });
    try {
      const { router, addToSetList } = renderGrid();
      addToSetList({ ...card, variants: [] } as PropSummary);
      expect(router.location.pathname).toBe("/search");
    } finally {
      authStore.setState({ auth: settled });
    }
  });
});
