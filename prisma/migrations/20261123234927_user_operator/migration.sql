-- AlterTable
ALTER TABLE "users" ADD COLUMN     "is_operator" BOOLEAN NOT NULL DEFAULT false;
