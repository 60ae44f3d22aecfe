// Builds the text index from dictionary-encoded fields: each distinct name, tag or description
// is tokenized once, however many props share it, and both steps of the postings (term to
// values, value to props) are inversions of lists the build already has.
import type { Column } from "./columns.js";
import { TermList, TermTable } from "./term-table.js";
import { type FieldPostings, type Lists, type TextIndex, textFields } from "./text-index.js";
import type { TextField } from "./text.js";

export function buildTextIndex(fields: Record<TextField, Column>): TextIndex {
  const table = new TermTable();
  const valueTerms = textFields.map((field) => tokenizeValues(table, fields[field].values));

  // Term numbers follow first appearance; the index wants the vocabulary sorted.
  const vocabulary = table.terms;
  const order = vocabulary
    .map((_, i) => i)
    .sort((a, b) => ((vocabulary[a] as string) < (vocabulary[b] as string) ? -1 : 1));
  const place = new Int32Array(vocabulary.length);
  order.forEach((term, i) => {
    place[term] = i;
  });
  for (const { ids } of valueTerms) for (let i = 0; i < ids.length; i++) ids[i] = place[ids[i] as number] as number;

  const postings = Object.fromEntries(
    textFields.map((field, f): [TextField, FieldPostings] => {
      const column = fields[field];
      return [
        field,
        {
          termValues: invert(valueTerms[f] as Lists, vocabulary.length),
          valueDocs: invert({ offsets: column.offsets, ids: column.items }, column.values.length),
        },
      ];
    }),
  );
  return {
    terms: order.map((term) => vocabulary[term] as string),
    postings: postings as Record<TextField, FieldPostings>,
  };
}

/** The terms of each distinct value, once each. */
function tokenizeValues(table: TermTable, values: readonly string[]): Lists {
  const offsets = new Uint32Array(values.length + 1);
  const terms = new TermList();
  // lastValue[t]: 1 + the last value that had term t.
  let lastValue = new Int32Array(1024);
  for (let v = 0; v < values.length; v++) {
    const start = terms.length;
    offsets[v] = start;
    table.scan(values[v] as string, terms);
    if (table.terms.length > lastValue.length) {
      const bigger = new Int32Array(table.terms.length * 2);
      bigger.set(lastValue);
      lastValue = bigger;
    }
    let kept = start;
    for (let i = start; i < terms.length; i++) {
      const term = terms.items[i] as number;
      if (lastValue[term] === v + 1) continue;
      lastValue[term] = v + 1;
      terms.items[kept++] = term;
    }
    terms.length = kept;
  }
  offsets[values.length] = terms.length;
  return { offsets, ids: terms.items.subarray(0, terms.length) };
}

/**
 * From a list per source (a value's terms, a prop's values) to a list per target: a counting
 * sort, filled in source order so every list comes out ascending.
 */
export function invert({ offsets: sourceOffsets, ids: targets }: Lists, targetCount: number): Lists {
  const offsets = new Uint32Array(targetCount + 1);
  for (let i = 0; i < targets.length; i++)
    offsets[(targets[i] as number) + 1] = (offsets[(targets[i] as number) + 1] as number) + 1;
  for (let t = 0; t < targetCount; t++) offsets[t + 1] = (offsets[t + 1] as number) + (offsets[t] as number);
  const fill = offsets.slice(0, targetCount);
  const ids = new Uint32Array(targets.length);
  const sources = sourceOffsets.length - 1;
  // A source's list starts where the one before ends (the first at 0), so `i` runs on; the end is
  // read once per source, as the compiler cannot tell that writing `ids` leaves it unchanged.
  for (let source = 0, i = 0; source < sources; source++) {
    const end = sourceOffsets[source + 1] as number;
    for (; i < end; i++) {
      const target = targets[i] as number;
      ids[fill[target] as number] = source;
      fill[target] = (fill[target] as number) + 1;
    }
  }
  return { offsets, ids };
}
