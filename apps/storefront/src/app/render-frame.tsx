// For the RootLayout tests: the frame around a page, in a memory router, as the app renders it.
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { RootLayout } from "./RootLayout.js";

export function renderFrame(): void {
  render(
    <MemoryRouter>
      <RootLayout>
        <p>Home</p>
      </RootLayout>
    </MemoryRouter>,
  );
}
