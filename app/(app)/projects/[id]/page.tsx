"use client";
import { Sparkles } from "lucide-react";
import { useParams } from "next/navigation";
import { ButtonLink, EmptyState } from "../../../_components";

export default function ProjectAdsPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <EmptyState icon={Sparkles} title="Generate your first ad" action={<ButtonLink href={`/projects/${id}/ads/new`}>Generate ads</ButtonLink>}>
      Pick an output, a style and placements. You see the token cost before anything is spent.
    </EmptyState>
  );
}
