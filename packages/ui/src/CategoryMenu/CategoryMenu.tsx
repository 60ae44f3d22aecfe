// The department > category > subcategory menu of the search filters. The engines return the
// tree already narrowed: every department, the categories of the selected department, and the
// subcategories of the selected category, each with its count.
import { Count } from "../internal/count.js";
import styles from "./CategoryMenu.module.css";

/** A node of the category tree as the search engines return it. */
export interface CategoryOption {
  value: string;
  count: number;
  selected: boolean;
  children?: readonly CategoryOption[];
}

/** The selected path, by name; shallower levels only. */
export interface CategoryPath {
  department?: string;
  category?: string;
  subcategory?: string;
}

export interface CategoryMenuLabels {
  title: string;
  all: string;
  none: string;
}

export const defaultCategoryMenuLabels: CategoryMenuLabels = {
  title: "Departments",
  all: "All departments",
  none: "No departments have props that match.",
};

export interface CategoryMenuProps {
  values: readonly CategoryOption[];
  onSelect: (path: CategoryPath) => void;
  labels?: Partial<CategoryMenuLabels>;
}

const levels = ["department", "category", "subcategory"] as const;

/** The path down to and including `names`, which are the chosen values from the top. */
export function pathOf(names: readonly string[]): CategoryPath {
  const path: CategoryPath = {};
  names.slice(0, levels.length).forEach((name, depth) => {
    const level = levels[depth];
    if (level) path[level] = name;
  });
  return path;
}

export function CategoryMenu({ values, onSelect, labels = {} }: CategoryMenuProps) {
  const text = { ...defaultCategoryMenuLabels, ...labels };
  const anySelected = values.some((value) => value.selected);
  return (
    <nav className={styles.menu} aria-label={text.title}>
      <h3 className={styles.title}>{text.title}</h3>
      {anySelected && (
        <button type="button" className={styles.all} onClick={() => onSelect({})}>
          <span aria-hidden="true">‹ </span>
          {text.all}
        </button>
      )}
      {values.length === 0 ? (
        <p className={styles.none}>{text.none}</p>
      ) : (
        <Level values={values} ancestors={[]} onSelect={onSelect} />
      )}
    </nav>
  );
}

interface LevelProps {
  values: readonly CategoryOption[];
  ancestors: readonly string[];
  onSelect: (path: CategoryPath) => void;
}

function Level({ values, ancestors, onSelect }: LevelProps) {
  return (
    <ul className={styles.level} data-depth={ancestors.length}>
      {values.map((option) => (
        <li key={option.value}>
          <button
            type="button"
            className={styles.item}
            aria-pressed={option.selected}
            // Choosing the selected value again steps back up to its parent.
            onClick={() => onSelect(pathOf(option.selected ? ancestors : [...ancestors, option.value]))}
          >
            <span className={styles.name}>{option.value}</span>
            <Count className={styles.count} count={option.count} />
          </button>
          {option.selected && option.children && option.children.length > 0 && ancestors.length + 1 < levels.length && (
            <Level values={option.children} ancestors={[...ancestors, option.value]} onSelect={onSelect} />
          )}
        </li>
      ))}
    </ul>
  );
}
