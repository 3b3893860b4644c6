"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button, Card, Field, Input, StyleCategoryBadge } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { fieldErrors } from "../../../../../_trpc/errors";
import type { Ad } from "../../../../../_trpc/types";

/** What was made and how: output, style, cost, dates; name and tags are editable. */
export function AdDetails({ ad }: { ad: Ad }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState(ad.name);
  const [tags, setTags] = useState(ad.tags.join(", "));
  const update = useMutation(trpc.ads.updateAd.mutationOptions({
    onSuccess: (next) => {
      queryClient.setQueryData(trpc.ads.getAd.queryKey({ project_id: ad.project_id, ad_id: ad.id }), next);
      queryClient.invalidateQueries({ queryKey: trpc.ads.pathKey() });
    },
  }));
  const { fields } = fieldErrors(update.error, "ad");
  const save = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ project_id: ad.project_id, ad_id: ad.id, name, tags: tags.split(",").map((t) => t.trim()).filter(Boolean) });
  };
  const rows: [string, React.ReactNode][] = [
    ["Output", ad.output_label + (ad.video_style_label ? ` · ${ad.video_style_label}` : "")],
    ["Look", ad.style?.name ? <>{ad.style.name} <StyleCategoryBadge category={ad.style.category} /></> : "Chosen while it is made"],
    ...(ad.output === "video" ? [
      ["Length", `${ad.duration_seconds ?? 6} seconds`],
      ["Music", ad.music ? `${ad.music.name} · ${ad.music.mood} · ${ad.music.bpm} bpm` : ad.status === "generating" ? "Chosen while it is made" : "None"],
    ] as [string, React.ReactNode][] : []),
    ["Ad sizes", ad.files.length ? ad.files.map((f) => f.label).join(", ") : `${ad.placements.length}`],
    ["Cost", ad.token_cost != null ? `${ad.token_cost} tokens` : "—"],
    ["Created", new Date(ad.created_at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })],
    ["Distribution", ad.distribution?.current_status?.replace(/_/g, " ") ?? "not distributed"],
  ];
  return (
    <Card title="Details">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents"><dt className="text-muted">{k}</dt><dd className="flex flex-wrap items-center gap-1.5">{v}</dd></div>
        ))}
      </dl>
      <form onSubmit={save} className="mt-5 flex flex-col gap-3 border-t border-line pt-5">
        <Field label="Name" error={fields.name}><Input value={name} onChange={(e) => setName(e.target.value)} /></Field>
        <Field label="Tags" optional error={fields.tags} hint="Comma-separated"><Input value={tags} onChange={(e) => setTags(e.target.value)} /></Field>
        <Button type="submit" variant="secondary" size="sm" className="self-start" busy={update.isPending}>{update.isSuccess ? "Saved" : "Save"}</Button>
      </form>
    </Card>
  );
}
