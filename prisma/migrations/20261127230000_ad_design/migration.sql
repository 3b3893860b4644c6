-- AlterTable
ALTER TABLE "ads" ADD COLUMN     "design" JSONB,
ADD COLUMN     "rerender" BOOLEAN NOT NULL DEFAULT false;
