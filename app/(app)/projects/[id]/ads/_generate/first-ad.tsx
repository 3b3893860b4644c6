"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { TopUpLink } from "../../../../_shell/top-up";
import { Button } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { apiError } from "../../../../../_trpc/errors";

/**
 * A new project's first generation in one click: one still ad, the style chosen from the brief, the
 * default sizes (feed, square and story), its cost and the balance shown before anything is spent.
 */
export function FirstAdButton({ projectId }: { projectId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const account = useQuery(trpc.account.getAccount.queryOptions());
  const create = useMutation(trpc.ads.createAds.mutationOptions({
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.ads.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.account.getAccount.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.projects.getProject.queryKey() }),
    ]),
    onError: () => queryClient.invalidateQueries({ queryKey: trpc.account.getAccount.queryKey() }),
  }));
  const a = account.data?.account;
  const cost = a?.output_options.find((o) => o.id === "image")?.token_cost;
  const short = a && cost !== undefined && cost > a.token_balance;
  const error = apiError(create.error);
  return (
    <div className="flex flex-col items-center gap-2">
      <Button size="lg" busy={create.isPending} disabled={!a || short}
        onClick={() => create.mutate({ project_id: projectId, output: "image", idempotency_key: crypto.randomUUID() })}>
        <Sparkles className="size-4" aria-hidden /> Make my first ad
      </Button>
      {a && cost !== undefined && (
        <p className="text-xs text-muted" data-testid="first-ad-cost">
          {short
            ? <>This needs {cost} tokens and your balance is {a.token_balance}. <TopUpLink className="underline">Get more tokens</TopUpLink>.</>
            : <>A still ad in three sizes (feed, square, story) for {cost} tokens. You have {a.token_balance.toLocaleString("en-US")}.</>}
        </p>
      )}
      {error && <p role="alert" className="max-w-md text-xs text-danger">{error.message}</p>}
    </div>
  );
}
