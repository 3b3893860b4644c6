-- CreateIndex
CREATE INDEX "ad_runs_project_id_created_at_idx" ON "ad_runs"("project_id", "created_at");
