"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button, Dialog, Field, Input, Select, useFocusFirstError, useToast } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { fieldErrors } from "../../../../../_trpc/errors";
import { CHANNELS } from "./format";

const FIELDS = [
  ["external_account_id", "Ad account id"],
  ["external_campaign_id", "Campaign id"],
  ["external_ad_group_id", "Ad set (ad group) id"],
  ["external_ad_id", "Ad id on the platform"],
] as const;
const EMPTY = { platform: "", channel: "paid_social", objective: "", external_account_id: "", external_campaign_id: "", external_ad_group_id: "", external_ad_id: "", external_url: "" };

/** Records a run of this ad on an outside platform, through the same service as POST .../ad_runs. */
export function RunDialog({ projectId, adId, open, onClose }: { projectId: string; adId: string; open: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [run, setRun] = useState(EMPTY);
  const create = useMutation(trpc.distribution.createAdRun.mutationOptions({
    onSuccess: ({ ad_run: created }) => {
      queryClient.invalidateQueries({ queryKey: trpc.ads.getAd.queryKey() });
      toast({ title: `Run on ${created.platform} recorded`, body: "Add a “launched” observation when it goes live." });
      setRun(EMPTY);
      onClose();
    },
  }));
  useFocusFirstError(form, create.error);
  const shown = ["platform", "channel", "objective", "external_url", ...FIELDS.map(([k]) => k)];
  const { fields, other } = fieldErrors(create.error, "ad_run", shown);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setRun({ ...run, [key]: e.target.value });
  const close = () => { create.reset(); onClose(); };

  return (
    <Dialog open={open} onClose={close} title="Record a run" wide
      description="Where this ad runs outside adlab. Its status then follows what you record: launched, paused, ended."
      footer={<>
        <Button variant="secondary" onClick={close}>Cancel</Button>
        <Button type="submit" form="run-form" busy={create.isPending}>Record run</Button>
      </>}>
      <form id="run-form" ref={form} className="grid gap-4 sm:grid-cols-2" noValidate
        onSubmit={(e) => { e.preventDefault(); create.mutate({ project_id: projectId, ad_id: adId, ...run }); }}>
        <Field label="Platform" error={fields.platform} hint="Lowercase, such as meta, google_ads or tiktok">
          <Input value={run.platform} onChange={set("platform")} list="run-platforms" autoFocus autoComplete="off" />
        </Field>
        <datalist id="run-platforms">
          {["meta", "google_ads", "tiktok", "linkedin", "pinterest", "snapchat", "x"].map((p) => <option key={p} value={p} />)}
        </datalist>
        <Field label="Kind of ad" error={fields.channel}>
          <Select value={run.channel} onChange={set("channel")}>
            {Object.entries(CHANNELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </Select>
        </Field>
        <Field label="Goal" optional error={fields.objective}><Input value={run.objective} onChange={set("objective")} placeholder="sales" /></Field>
        <Field label="Link to the ad" optional error={fields.external_url}><Input type="url" value={run.external_url} onChange={set("external_url")} placeholder="https://" /></Field>
        {FIELDS.map(([key, label]) => (
          <Field key={key} label={label} optional error={fields[key]}><Input value={run[key]} onChange={set(key)} /></Field>
        ))}
        {other.length > 0 && <p role="alert" className="text-sm text-danger sm:col-span-2">{other.join(" ")}</p>}
      </form>
    </Dialog>
  );
}
