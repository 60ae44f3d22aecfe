// The Typesense admin client a command line syncs with, from TYPESENSE_URL and TYPESENSE_API_KEY (an admin key);
// undefined when they are not set.
import { typesenseNode } from "../typesense/node-from-url.js";
import type { TypesenseAdminClient } from "../typesense/sync-catalogue.js";

export const typesenseSettingsHelp =
  "set TYPESENSE_URL (like https://xyz.a1.typesense.net) and TYPESENSE_API_KEY (an admin key)";

export async function typesenseAdminFromEnv(env = process.env): Promise<TypesenseAdminClient | undefined> {
  const url = env.TYPESENSE_URL;
  const apiKey = env.TYPESENSE_API_KEY;
  if (!url || !apiKey) return undefined;
  const { Client } = await import("typesense");
  return new Client({
    nodes: [typesenseNode(url)],
    apiKey,
    connectionTimeoutSeconds: 30,
  }) as unknown as TypesenseAdminClient;
}
