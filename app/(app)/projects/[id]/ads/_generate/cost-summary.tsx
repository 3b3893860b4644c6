import { TopUpLink } from "../../../../_shell/top-up";

/** What a generation costs against the balance, before anything is spent (the new-ad form and the editor). */
export function CostSummary({ label, each, count, balance, alternatives }: {
  label: string;
  each: number;
  count: number;
  balance: number;
  /** Other ways to afford it, named before "get more tokens". */
  alternatives?: string;
}) {
  const cost = each * count;
  const short = cost > balance;
  return (
    <>
      <dl className="flex flex-col gap-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between"><dt className="text-muted">{label} × {count}</dt><dd className="tabular">{each} each</dd></div>
        <div className="flex justify-between font-medium"><dt>Cost</dt><dd className="tabular">{cost.toLocaleString("en-US")} tokens</dd></div>
        <div className="flex justify-between"><dt className="text-muted">Balance</dt><dd className="tabular">{balance.toLocaleString("en-US")}</dd></div>
        <div className="flex justify-between"><dt className="text-muted">Balance after</dt>
          <dd className={short ? "font-medium text-danger tabular" : "tabular"}>{short ? "Not enough" : (balance - cost).toLocaleString("en-US")}</dd></div>
      </dl>
      {short && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-xs text-danger">
          This needs {cost - balance} more tokens.{" "}
          {alternatives ? <>{alternatives}, or <TopUpLink className="underline">get more tokens</TopUpLink></> : <TopUpLink className="underline">Get more tokens</TopUpLink>}.
        </p>
      )}
    </>
  );
}
