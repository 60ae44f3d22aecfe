// What the prop finder says, every word replaceable by the form that holds it.
export interface PropFinderLabels {
  stock: (count: number | null) => string;
  finder: string;
  finderHint: string;
  finderFor: (name: string) => string;
  cancelSubstitute: string;
  searching: string;
  noProps: string;
  findFailed: string;
  add: (name: string) => string;
  /** The name of a found prop's variant menu. */
  variantOf: (name: string) => string;
  useInstead: (name: string, instead: string) => string;
}

export const defaultPropFinderLabels: PropFinderLabels = {
  stock: (count) => (count === null ? "Stock unknown" : `${count.toLocaleString()} in stock`),
  finder: "Add a prop",
  finderHint: "Search the catalogue by name or item number.",
  finderFor: (name) => `Substitute for ${name}`,
  cancelSubstitute: "Cancel substitution",
  searching: "Searching…",
  noProps: "No props match.",
  findFailed: "The catalogue could not be searched. Try again.",
  add: (name) => `Add ${name}`,
  variantOf: (name) => `Variant of ${name}`,
  useInstead: (name, instead) => `Use ${name} instead of ${instead}`,
};
