// How a count reads in Italian: "1 ordine", "3 ordini", "0 ordini".

export function countLabel(count: number, singular: string, plural: string): string {
  return count === 1 ? `1 ${singular}` : `${count} ${plural}`;
}
