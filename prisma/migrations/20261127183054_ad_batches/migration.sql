-- AlterTable
ALTER TABLE "ads" ADD COLUMN     "ad_batch_id" UUID,
ADD COLUMN     "catalog_item" JSONB,
ADD COLUMN     "landing_url" TEXT;

-- CreateTable
CREATE TABLE "ad_batches" (
    "id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "catalog_id" UUID,
    "status" TEXT NOT NULL DEFAULT 'generating',
    "output" TEXT NOT NULL,
    "placements" TEXT[],
    "total_count" INTEGER NOT NULL,
    "ready_count" INTEGER NOT NULL DEFAULT 0,
    "failed_count" INTEGER NOT NULL DEFAULT 0,
    "token_cost" INTEGER NOT NULL,
    "completed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ad_batches_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ad_batches_project_id_created_at_idx" ON "ad_batches"("project_id", "created_at");

-- CreateIndex
CREATE INDEX "ads_ad_batch_id_idx" ON "ads"("ad_batch_id");

-- AddForeignKey
ALTER TABLE "ads" ADD CONSTRAINT "ads_ad_batch_id_fkey" FOREIGN KEY ("ad_batch_id") REFERENCES "ad_batches"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ad_batches" ADD CONSTRAINT "ad_batches_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ad_batches" ADD CONSTRAINT "ad_batches_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ad_batches" ADD CONSTRAINT "ad_batches_catalog_id_fkey" FOREIGN KEY ("catalog_id") REFERENCES "catalogs"("id") ON DELETE SET NULL ON UPDATE CASCADE;
