// The console's entry: the tenant from the page, the services (Firebase, the staff session), then
// the router. A console that cannot start says why, in the page, rather than showing nothing.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { ConfirmProvider } from "@backlot/ui/ConfirmDialog";
import { ThemeProvider } from "@backlot/ui/ThemeProvider";
import { readConsoleTenant } from "./app/console-tenant.js";
import { routes } from "./app/routes.js";
import { ServicesContext, TenantContext } from "./app/services-context.js";
import { startConsoleServices } from "./app/services.js";
import "./app/global.css";

const root = createRoot(document.getElementById("root") as HTMLElement);

function fail(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  root.render(
    <main style={{ padding: 24, fontFamily: "system-ui" }}>
      <h1>The console could not start</h1>
      <p role="alert">{message}</p>
    </main>,
  );
}

try {
  const tenant = readConsoleTenant();
  // Something on screen at once: Firebase's SDKs load before the services can start.
  root.render(
    <p role="status" style={{ padding: 24, fontFamily: "system-ui" }}>
      Starting the {tenant.settings.appTitle} console…
    </p>,
  );
  const services = await startConsoleServices(tenant);
  void services.session.start();
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <TenantContext value={tenant}>
        <ServicesContext value={services}>
          <ThemeProvider settings={tenant.settings}>
            <ConfirmProvider>
              <RouterProvider router={router} />
            </ConfirmProvider>
          </ThemeProvider>
        </ServicesContext>
      </TenantContext>
    </StrictMode>,
  );
} catch (error) {
  fail(error);
}
