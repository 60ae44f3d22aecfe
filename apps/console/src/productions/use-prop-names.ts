// The catalogue's names of a list's props, as the console's other screens name them (a prop in its variant: "Bentwood
// chair (Walnut)"), read once per set of props. Until the catalogue answers, or for a prop no longer in it, a prop is
// named by its id, which staff can still look up.
import { useEffect, useState } from "react";
import { type StoredProp, catalogueProps } from "@backlot/data";
import { useServices, useTenant } from "../app/services-context.js";
import { type NameOf, catalogueNameOf } from "./catalogue-names.js";

export function usePropNames(propIds: readonly string[]): NameOf {
  const { documents } = useServices();
  const tenant = useTenant();
  const [props, setProps] = useState<ReadonlyMap<string, StoredProp | undefined>>(new Map());
  const key = [...new Set(propIds)].sort().join(",");
  useEffect(() => {
    if (!key) return;
    let current = true;
    const ids = key.split(",");
    catalogueProps(documents, { vendorId: tenant.vendor.id })
      .getMany(ids)
      .then(
        (found) => current && setProps(new Map(ids.map((id, index) => [id, found[index]]))),
        // The ids stand in for the names: the list is still whole without them.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [documents, tenant.vendor.id, key]);
  return catalogueNameOf(props);
}
