-- AlterTable
ALTER TABLE "ad_files" ADD COLUMN     "qa" JSONB;
