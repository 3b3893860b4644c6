import { afterEach, describe, expect, it } from "vitest";
import { checkConfig, config } from "./config";

const saved = { ...process.env };
afterEach(() => {
  for (const name of ["PORT", "ADLAB_RATE_LIMIT", "ADLAB_BASE_URL", "ADLAB_RUN_JOBS", "S3_BUCKET", "S3_PRESIGN"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe("config", () => {
  it("fails at start with a message naming every invalid variable", () => {
    process.env.PORT = "eighty";
    process.env.ADLAB_RATE_LIMIT = "0";
    process.env.ADLAB_BASE_URL = "adlab.example.com";
    expect(() => checkConfig()).toThrow(/PORT=eighty: .*\n.*ADLAB_BASE_URL=adlab.example.com: must be a URL.*\n.*ADLAB_RATE_LIMIT=0: must be at least 1/s);
    expect(() => config.port).toThrow("Invalid configuration: PORT=eighty");
  });

  it("uses the defaults for unset or empty variables and types what is set", () => {
    process.env.PORT = "";
    delete process.env.ADLAB_BASE_URL;
    delete process.env.ADLAB_RUN_JOBS;
    expect(() => checkConfig()).not.toThrow();
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe("http://localhost:3000");
    expect(config.runJobs).toBe(true);
    process.env.ADLAB_BASE_URL = "https://ads.example.com/";
    process.env.ADLAB_RUN_JOBS = "0";
    process.env.S3_BUCKET = "files";
    process.env.S3_PRESIGN = "true";
    expect(config.baseUrl).toBe("https://ads.example.com");
    expect(config.runJobs).toBe(false);
    expect(config.s3).toMatchObject({ bucket: "files", presign: true, forcePathStyle: false, region: "us-east-1" });
  });
});
