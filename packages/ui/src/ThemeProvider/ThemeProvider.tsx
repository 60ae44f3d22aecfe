// Applies a tenant's brand to everything inside it: the base tokens (--color-brand, --font-body...)
// become CSS custom properties that every component's own tokens are built on.
import type { ReactNode } from "react";
import { type ThemeSource, themeTokens } from "@backlot/tenant-config/theme";

export interface ThemeProviderProps {
  /** The tenant settings that carry the theme (validated: values are safe CSS). */
  settings: ThemeSource & { tenantId?: string };
  children: ReactNode;
}

export function ThemeProvider({ settings, children }: ThemeProviderProps) {
  return (
    <div data-tenant={settings.tenantId} style={themeTokens(settings)}>
      {children}
    </div>
  );
}
