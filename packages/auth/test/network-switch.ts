// A switch between the tests and the Auth emulator: a proxy that passes requests through while
// online and drops their connections while offline, so the Firebase SDK meets a real network
// failure (auth/network-request-failed) rather than a stubbed one.
import { type IncomingMessage, type ServerResponse, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export interface NetworkSwitch {
  /** The address to use as the emulator's. */
  url: string;
  online: boolean;
  close(): Promise<void>;
}

export async function networkSwitch(emulatorHost: string): Promise<NetworkSwitch> {
  const [host, port] = emulatorHost.split(":");
  if (!host || !port) throw new Error(`networkSwitch: "${emulatorHost}" is not a host:port address`);
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (!control.online) return void incoming.socket.destroy();
    const upstream = request(
      { host, port: Number(port), method: incoming.method, path: incoming.url, headers: incoming.headers },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  };
  const server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const control: NetworkSwitch = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    online: true,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return control;
}
