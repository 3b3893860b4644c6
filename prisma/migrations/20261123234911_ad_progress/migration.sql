-- AlterTable
ALTER TABLE "ads" ADD COLUMN     "progress" JSONB;
