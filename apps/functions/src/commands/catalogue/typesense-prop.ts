// One prop's change in the tenant's Typesense collection (the alias `backlot search sync` keeps),
// made with Typesense's REST API: a shown prop is upserted as the whole document the sync would
// write; a hidden one is deleted, as the sync leaves unlisted props out. The request is built apart
// from sending it, so what goes to Typesense is tested here without a server (none runs on these
// machines); the contract suite in @backlot/search runs against a real one where TYPESENSE_URL is set.
import type { IndexConfig } from "@backlot/search/engine";
import { toTypesenseDocument } from "@backlot/search/typesense";
import type { Prop } from "@backlot/domain";

export interface TypesenseTarget {
  /** "https://xyz.a1.typesense.net" (a path prefix is kept). */
  url: string;
  /** An admin key (a Firebase secret in production). */
  apiKey: string;
}

export interface TypesenseRequest {
  method: "POST" | "DELETE";
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The request that brings the tenant's collection in line with the prop as it now is. */
export function typesensePropRequest(
  target: TypesenseTarget,
  /** The tenant's alias (`<tenantId>-props`), as `backlot catalogue push` stores it on the vendor document. */
  alias: string,
  prop: Prop,
  order: number,
  config: IndexConfig,
): TypesenseRequest {
  const documents = `${target.url.replace(/\/+$/, "")}/collections/${encodeURIComponent(alias)}/documents`;
  const headers = { "X-TYPESENSE-API-KEY": target.apiKey, "Content-Type": "application/json" };
  if (!prop.listed) return { method: "DELETE", url: `${documents}/${encodeURIComponent(prop.id)}`, headers };
  return {
    method: "POST",
    url: `${documents}?action=upsert`,
    headers,
    body: JSON.stringify(toTypesenseDocument(prop, order, config)),
  };
}

/** Sends it; a hidden prop Typesense never had (404) is as good as removed. Throws with Typesense's words. */
export async function sendTypesenseRequest(request: TypesenseRequest): Promise<"updated" | "removed"> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: request.body } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  if (request.method === "DELETE" && (response.ok || response.status === 404)) return "removed";
  if (response.ok) return "updated";
  const said = await response.text().catch(() => "");
  throw new Error(`Typesense answered ${response.status.toString()} ${said.slice(0, 200)}`.trim());
}
