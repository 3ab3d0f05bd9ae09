/**
 * Items grouped under a heading, groups in the order they first appear in the
 * catalogue (its rows are sorted by position), unless a preferred order is given.
 */
export function groupItems<T>(
  items: readonly T[],
  groupOf: (item: T) => string,
  preferredOrder: readonly string[] = [],
): { name: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const name of preferredOrder) groups.set(name, []);
  for (const item of items) {
    const name = groupOf(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return [...groups]
    .filter(([, members]) => members.length > 0)
    .map(([name, members]) => ({ name, items: members }));
}
