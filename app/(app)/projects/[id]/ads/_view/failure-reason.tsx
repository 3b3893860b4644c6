/** Why an ad failed, as the API says it, as a sentence; and its refund, where the reason does not say it already. */
export function FailureReason({ reason }: { reason: string | null }) {
  const said = reason ? `${reason[0].toUpperCase()}${reason.slice(1)}.` : "The ad could not be made.";
  return <>{said}{/refunded/.test(said) ? "" : " Its tokens were refunded."}</>;
}
