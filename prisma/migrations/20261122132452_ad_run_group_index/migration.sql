-- CreateIndex
CREATE INDEX "ad_runs_organization_id_platform_external_ad_group_id_idx" ON "ad_runs"("organization_id", "platform", "external_ad_group_id");
