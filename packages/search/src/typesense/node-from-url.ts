// A Typesense node as the official client wants it, from one URL ("https://xyz.a1.typesense.net").
export function typesenseNode(url: string): { host: string; port: number; protocol: string } {
  const { protocol, hostname, port } = new URL(url);
  return {
    host: hostname,
    port: Number(port || (protocol === "https:" ? 443 : 80)),
    protocol: protocol.replace(":", ""),
  };
}
