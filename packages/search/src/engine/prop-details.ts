// The rest of a prop (photos, variants, anything the columns do not hold) as a template: JSON in
// which the prop's id and name, wherever a string holds them, are a mark character each. Photos
// and variants are mostly named after the prop ("/catalogue/images/BPH-10004.svg", the name as
// alt text, "BPH-10004-v1"), so most props' templates come out the same and a column of them
// stores each once. The loader parses each distinct template once, into a function that copies it
// for a prop (quicker than a JSON.parse per prop).

// Catalogue text has no control characters; a string that did would not come back the same, and
// the serialiser would keep its prop whole (prop-codec.ts).
const idMark = "\u0001";
const nameMark = "\u0002";

/** The template of `details` for a prop with this id and name. */
export function detailsTemplate(details: object, id: string, name: string): string {
  return JSON.stringify(details, (_key, value: unknown) => {
    if (typeof value !== "string") return value;
    // The name first, as it may hold the id; an empty string would match everywhere.
    let marked = name === "" ? value : value.replaceAll(name, nameMark);
    if (id !== "") marked = marked.replaceAll(id, idMark);
    return marked;
  });
}

/**
 * Writes one prop's details into it, new objects and arrays each time, and returns the details'
 * custom field values (merged into the prop's own by the caller), if any.
 */
export type DetailsWriter = (prop: Record<string, unknown>, id: string, name: string) => unknown;

export function compileTemplate(template: string): DetailsWriter {
  const details = JSON.parse(template) as Record<string, unknown>;
  const keys = Object.keys(details).filter((key) => key !== "custom");
  const makers = keys.map((key) => compile(details[key]));
  const custom = "custom" in details ? compile(details.custom) : undefined;
  // Plain loops, not iterators: this runs once per prop while the worker's code is still cold.
  return (prop, id, name) => {
    for (let k = 0; k < keys.length; k++) prop[keys[k] as string] = (makers[k] as Maker)(id, name);
    return custom?.(id, name);
  };
}

type Maker = (id: string, name: string) => unknown;

function compile(value: unknown): Maker {
  if (typeof value === "string") {
    // The marks go back in the reverse order they were put in.
    if (value.includes(idMark) || value.includes(nameMark))
      return (id, name) => value.replaceAll(idMark, id).replaceAll(nameMark, name);
    return () => value;
  }
  if (typeof value !== "object" || value === null) return () => value;
  if (Array.isArray(value)) {
    const items = value.map(compile);
    if (items.length === 0) return () => [];
    return (id, name) => items.map((item) => item(id, name));
  }
  const keys = Object.keys(value);
  const makers = keys.map((key) => compile((value as Record<string, unknown>)[key]));
  return (id, name) => {
    const copy: Record<string, unknown> = {};
    for (let k = 0; k < keys.length; k++) copy[keys[k] as string] = (makers[k] as Maker)(id, name);
    return copy;
  };
}
