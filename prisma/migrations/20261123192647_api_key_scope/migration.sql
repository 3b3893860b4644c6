-- AlterTable
ALTER TABLE "api_keys" ADD COLUMN     "scope" TEXT NOT NULL DEFAULT 'full';
