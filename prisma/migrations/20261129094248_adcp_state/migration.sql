-- CreateTable
CREATE TABLE "adcp_state" (
    "organization_id" UUID NOT NULL,
    "collection" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "adcp_state_pkey" PRIMARY KEY ("organization_id","collection","id")
);

-- CreateIndex
CREATE INDEX "adcp_state_organization_id_collection_updated_at_id_idx" ON "adcp_state"("organization_id", "collection", "updated_at", "id");

-- AddForeignKey
ALTER TABLE "adcp_state" ADD CONSTRAINT "adcp_state_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
