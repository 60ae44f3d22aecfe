// The price bin column: each prop's bin by weekly rate, numbered as bins first appear (as in every
// column). The build and the index loader both make it this way, so the two agree.
import { ColumnBuilder } from "./column-builder.js";
import type { Column } from "./columns.js";
import type { IndexConfig, PriceBinRange } from "./index-config.js";

export class PriceBinColumnBuilder {
  private readonly column: ColumnBuilder;
  /** A bin's value number, once some prop has it: each bin id is looked up once, not once per prop. */
  private readonly binNumbers: (number | undefined)[];

  constructor(
    size: number,
    private readonly config: IndexConfig,
  ) {
    this.column = new ColumnBuilder(size);
    this.binNumbers = config.priceBins.map(() => undefined);
  }

  /** Adds the next prop, by its weekly rate. */
  add(rate: number): void {
    const bin = priceBinIndex(rate, this.config);
    if (bin >= 0 && this.binNumbers[bin] === undefined)
      this.binNumbers[bin] = this.column.number((this.config.priceBins[bin] as PriceBinRange).id);
    this.column.addNumber(this.binNumbers[bin]);
  }

  build(): Column {
    return this.column.build();
  }
}

/** The index of the bin a weekly rate falls in (as `priceBinOf`), or -1. */
function priceBinIndex(rate: number, { priceBins }: IndexConfig): number {
  for (let i = 0; i < priceBins.length; i++) {
    const { min, max } = priceBins[i] as PriceBinRange;
    if ((min === undefined || rate >= min) && (max === undefined || rate < max)) return i;
  }
  return -1;
}
