// The started services and the tenant, for the console's pages.
import { createContext, useContext } from "react";
import type { ConsoleTenant } from "./console-tenant.js";
import type { ConsoleServices } from "./services.js";

export const ServicesContext = createContext<ConsoleServices | null>(null);
export const TenantContext = createContext<ConsoleTenant | null>(null);

export function useServices(): ConsoleServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices needs the console's <ServicesContext> around the page");
  return services;
}

export function useTenant(): ConsoleTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error("useTenant needs the console's <TenantContext> around the page");
  return tenant;
}
