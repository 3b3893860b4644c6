/** Rule L2 of the bidi algorithm on runs: reverse every maximal sequence at each level from the highest down to the lowest odd one. */
export function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  const out = runs.slice();
  const max = Math.max(0, ...out.map((r) => r.level));
  const minOdd = Math.min(...out.map((r) => r.level).filter((l) => l % 2 === 1), 99);
  for (let lvl = max; lvl >= minOdd && lvl > 0; lvl--) {
    for (let i = 0; i < out.length; ) {
      if (out[i].level >= lvl) {
        let j = i;
        while (j < out.length && out[j].level >= lvl) j++;
        const rev = out.slice(i, j).reverse();
        out.splice(i, j - i, ...rev);
        i = j;
      } else i++;
    }
  }
  return out;
}
