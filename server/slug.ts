import { randomBytes } from "node:crypto";

/** `My New Product!` -> `my-new-product`; never empty, at most 60 characters. */
export function slugify(text: string): string {
  const base = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return base || "item";
}

/**
 * The first free slug of `name-2`, `name-3`, … in a scope. `taken` answers from the database; after a
 * few tries a random suffix keeps the number of queries bounded.
 */
export async function uniqueSlug(name: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(name);
  for (let n = 1; n <= 5; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${base}-${randomBytes(3).toString("hex")}`;
}
