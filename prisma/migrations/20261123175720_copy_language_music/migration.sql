-- AlterTable
ALTER TABLE "ads" ADD COLUMN     "copy_sources" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "duration_seconds" INTEGER,
ADD COLUMN     "language" TEXT,
ADD COLUMN     "music_request" TEXT;

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "language" TEXT;
