// `backlot routes`: the storefront routes a link in tenant.json may point to.
import { storefrontRoutes } from "../routes.js";
import { type ExitCode, exitCodes } from "./exit-codes.js";
import { type Output, table } from "./output.js";

export function routesCommand(out: Output): ExitCode {
  if (out.json) {
    out.data({ routes: storefrontRoutes });
  } else {
    for (const line of table([["ROUTE", "PAGE"], ...storefrontRoutes.map((route) => [route.pattern, route.title])]))
      out.line(line);
  }
  return exitCodes.ok;
}
