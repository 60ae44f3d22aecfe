// The document title ("Page | App title") and meta description of the page on screen.
import { useEffect } from "react";
import { settings } from "./tenant.js";

export function useDocumentMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${settings.appTitle}` : settings.metaTitle;
    const meta = document.querySelector('meta[name="description"]');
    meta?.setAttribute("content", description ?? settings.metaDescription);
  }, [title, description]);
}
