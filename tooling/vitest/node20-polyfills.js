// Vitest 5 targets Node 22 and calls a few built-ins that Node 20 lacks (its failure reporter uses
// Map.groupBy). These machines run Node 20, so the shared config installs spec-conforming
// fallbacks, only where the built-in is missing. Remove this file when Node 22 is the floor.

if (typeof Map.groupBy !== "function") {
  Map.groupBy = function groupBy(items, keyOf) {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
    return groups;
  };
}

if (typeof Object.groupBy !== "function") {
  Object.groupBy = function groupBy(items, keyOf) {
    return Object.fromEntries(Map.groupBy(items, keyOf));
  };
}

if (typeof Promise.withResolvers !== "function") {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
