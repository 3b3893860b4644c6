-- AlterTable
ALTER TABLE "ads" ADD COLUMN     "plan" JSONB;
