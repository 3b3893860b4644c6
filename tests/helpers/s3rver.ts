import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * An S3-protocol server on loopback (s3rver, objects in a temp folder) with one bucket, and the adlab
 * settings that point at it. s3rver takes the key pair S3RVER/S3RVER.
 */
export async function startS3rver(bucket = "adlab-test") {
  const directory = mkdtempSync(path.join(tmpdir(), "adlab-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: "1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
  };
  return {
    env,
    directory,
    /** Sets the env of this process to use the bucket; returns a function that restores it. */
    use() {
      const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
      Object.assign(process.env, env);
      return () => {
        for (const [k, v] of Object.entries(saved)) {
          if (v === undefined) delete process.env[k];
          else process.env[k] = v;
        }
      };
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
