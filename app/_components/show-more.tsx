import { Button } from "./button";

/** The button under a paged list that loads its next page; `small` where the list sits in a card. */
export function ShowMore({ label, busy, onClick, small }: { label: string; busy: boolean; onClick: () => void; small?: boolean }) {
  return (
    <div className={small ? "mt-3 flex justify-center" : "mt-6 flex justify-center"}>
      <Button variant="secondary" size={small ? "sm" : "md"} disabled={busy} onClick={onClick}>{busy ? "Loading…" : label}</Button>
    </div>
  );
}
