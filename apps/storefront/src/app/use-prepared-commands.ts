// The order, quote, messages and sign-in pages get the server connection ready while they show: a submission
// made after the connection drops then fails at sending (and can be sent again), not at loading code.
import { useEffect } from "react";
import { getServices } from "./services.js";
import type { ServerCommands } from "./server-commands.js";

export function usePreparedCommands(kind: Parameters<ServerCommands["prepare"]>[0]): void {
  useEffect(() => {
    void getServices().then(({ commands }) => commands.prepare(kind));
  }, [kind]);
}
