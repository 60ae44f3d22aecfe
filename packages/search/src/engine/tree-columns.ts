// Builds the department, category and subcategory columns together. Category and subcategory
// values are composite keys (see index-config.ts); each key is made and numbered once per
// branch of the tree, and a prop costs a lookup per level.
import type { Column } from "./columns.js";
import { ColumnBuilder } from "./column-builder.js";
import { categoryKey, subcategoryKey } from "./index-config.js";

interface CategoryEntry {
  number: number;
  subcategories: Map<string, number>;
}

interface DepartmentEntry {
  number: number;
  categories: Map<string, CategoryEntry>;
}

export class TreeColumnsBuilder {
  private readonly department: ColumnBuilder;
  private readonly category: ColumnBuilder;
  private readonly subcategory: ColumnBuilder;
  private readonly departments = new Map<string, DepartmentEntry>();

  constructor(size: number) {
    this.department = new ColumnBuilder(size);
    this.category = new ColumnBuilder(size);
    this.subcategory = new ColumnBuilder(size);
  }

  add(department: string, category: string, subcategory: string | undefined): void {
    let byDepartment = this.departments.get(department);
    if (!byDepartment)
      this.departments.set(
        department,
        (byDepartment = { number: this.department.number(department), categories: new Map() }),
      );
    let byCategory = byDepartment.categories.get(category);
    if (!byCategory)
      byDepartment.categories.set(
        category,
        (byCategory = { number: this.category.number(categoryKey(department, category)), subcategories: new Map() }),
      );
    let sub: number | undefined;
    if (subcategory !== undefined) {
      sub = byCategory.subcategories.get(subcategory);
      if (sub === undefined)
        byCategory.subcategories.set(
          subcategory,
          (sub = this.subcategory.number(subcategoryKey(department, category, subcategory))),
        );
    }
    this.department.addNumber(byDepartment.number);
    this.category.addNumber(byCategory.number);
    this.subcategory.addNumber(sub);
  }

  build(): { department: Column; category: Column; subcategory: Column } {
    return {
      department: this.department.build(),
      category: this.category.build(),
      subcategory: this.subcategory.build(),
    };
  }
}
