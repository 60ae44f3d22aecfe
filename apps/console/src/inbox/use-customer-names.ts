// Customers' names for the console's lists (their records at vendors/{id}/users/{uid}, which staff
// may read), as customerName gives them. Fetched once per customer while the page shows.
import { useEffect, useState } from "react";
import { vendorPaths } from "@backlot/data";
import { type VendorUser } from "@backlot/domain";
import { useServices, useTenant } from "../app/services-context.js";
import { customerName } from "../customers/customer-name.js";

export function useCustomerNames(uids: readonly string[]): ReadonlyMap<string, string> {
  const { documents } = useServices();
  const tenant = useTenant();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const missing = uids.filter((uid) => !names.has(uid));
  const key = missing.join(",");
  useEffect(() => {
    if (!key) return;
    let current = true;
    const wanted = key.split(",");
    void Promise.all(
      wanted.map(async (uid) => {
        const user = (await documents.get<VendorUser>(vendorPaths(tenant.vendor.id).user(uid)).catch(() => null))?.data;
        return [uid, customerName(user)] as const;
      }),
    ).then((found) => {
      if (current) setNames((known) => new Map([...known, ...found]));
    });
    return () => {
      current = false;
    };
  }, [documents, tenant.vendor.id, key]);
  return names;
}
