// `backlot routes`: the storefront routes a link in tenant.json may point to.
import { type Command, exitCodes } from "@backlot/node-cli";
import { storefrontRoutes } from "../routes.js";
import { expectNoArguments, rootOption, tenantCommandLine } from "./options.js";
import { createOutput, table } from "./output.js";

export const routesCommand: Command = {
  name: "routes",
  summary: "List the storefront routes that links may point to",
  usage: `Usage: backlot routes [options]

Lists the storefront routes that a link in tenant.json (the header, the footer, content pages) may point to.

Options:
${rootOption}
  --json          Print { routes: [{ pattern, title, ... }] }`,
  run(args, io) {
    const { positionals } = tenantCommandLine("routes", args);
    expectNoArguments(positionals);
    const out = createOutput(io);
    if (out.json) {
      out.data({ routes: storefrontRoutes });
    } else {
      for (const line of table([["ROUTE", "PAGE"], ...storefrontRoutes.map((route) => [route.pattern, route.title])]))
        out.line(line);
    }
    return exitCodes.ok;
  },
};
