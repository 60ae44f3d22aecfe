// The window title: the page, then the tenant's console.
import { useEffect } from "react";
import { useTenant } from "./services-context.js";

export function useTitle(page: string): void {
  const { settings } = useTenant();
  useEffect(() => {
    document.title = `${page} | ${settings.appTitle} console`;
  }, [page, settings.appTitle]);
}
