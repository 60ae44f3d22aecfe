// The facts a prop page lists, formatted for the tenant: dimensions and weight in its units,
// its own fields by their labels.
import type { Prop } from "@backlot/domain";
import type { TenantSettings } from "@backlot/tenant-config";

export interface PropFact {
  label: string;
  value: string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

export function propFacts(
  prop: Prop,
  settings: Pick<TenantSettings, "weightUnits" | "customFields" | "locale">,
): PropFact[] {
  let number = numberFormats.get(settings.locale);
  if (!number)
    numberFormats.set(settings.locale, (number = new Intl.NumberFormat(settings.locale, { maximumFractionDigits: 1 })));
  const lengthUnit = settings.weightUnits === "kg" ? "cm" : "in";
  const facts: PropFact[] = [];
  if (prop.dimensions) {
    const { width, height, depth } = prop.dimensions;
    facts.push({
      label: "Dimensions (W × H × D)",
      value: `${number.format(width)} × ${number.format(height)} × ${number.format(depth)} ${lengthUnit}`,
    });
  }
  if (prop.weight !== undefined)
    facts.push({ label: "Weight", value: `${number.format(prop.weight)} ${settings.weightUnits}` });
  for (const field of settings.customFields) {
    const values = prop.custom[field.id];
    if (values?.length) facts.push({ label: field.label, value: values.join(", ") });
  }
  if (prop.colors.length) facts.push({ label: "Colours", value: prop.colors.join(", ") });
  if (prop.vendor) facts.push({ label: "Vendor", value: prop.vendor });
  return facts;
}
