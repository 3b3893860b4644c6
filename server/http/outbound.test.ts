import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { assertHttpUrl, assertPublicHost } from "./outbound";

afterEach(() => {
  delete process.env.ADLAB_FETCH_ALLOW_HOSTS;
});

/** The address a URL with a literal IP host connects to, or the 422 details (no DNS involved). */
async function checked(url: string): Promise<string | string[] | undefined> {
  try {
    return await assertPublicHost(new URL(url), "project.from_url");
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 422) throw error;
    return error.details;
  }
}

describe("the outbound guard", () => {
  it("takes http and https URLs only", () => {
    expect(() => assertHttpUrl(new URL("https://example.com/shop"))).not.toThrow();
    expect(() => assertHttpUrl(new URL("http://example.com"))).not.toThrow();
    for (const url of ["ftp://example.com/file", "file:///etc/passwd", "javascript:alert(1)", "data:text/plain,hi"]) {
      expect(() => assertHttpUrl(new URL(url), "webhook.url"), url).toThrow("webhook.url: must be an http or https URL");
    }
  });

  it("connects to a public address as written", async () => {
    expect(await checked("https://93.184.216.34/shop")).toBe("93.184.216.34");
    expect(await checked("http://[2606:4700:4700::1111]/")).toBe("2606:4700:4700::1111");
    // Just outside the private ranges.
    expect(await checked("http://172.32.0.1/")).toBe("172.32.0.1");
    expect(await checked("http://100.128.0.1/")).toBe("100.128.0.1");
  });

  it("refuses private, loopback, link-local, shared, multicast and reserved IPv4 addresses", async () => {
    for (const host of ["0.0.0.0", "10.1.2.3", "100.64.0.1", "127.0.0.1", "127.255.255.254", "169.254.169.254", "172.16.0.1", "172.31.255.255", "192.0.0.8", "192.168.1.1", "198.18.0.1", "224.0.0.1", "255.255.255.255"]) {
      expect(await checked(`http://${host}:8080/`), host).toEqual([`project.from_url: ${host} is a private or loopback address`]);
    }
  });

  it("refuses the same in IPv6, IPv4-mapped addresses included", async () => {
    for (const host of ["[::1]", "[::]", "[fc00::1]", "[fd12:3456::1]", "[fe80::1]", "[ff02::1]", "[64:ff9b::a00:1]", "[::ffff:7f00:1]", "[::ffff:a00:1]"]) {
      expect(await checked(`http://${host}/`), host).toEqual([`project.from_url: ${host} is a private or loopback address`]);
    }
  });

  it("lets ADLAB_FETCH_ALLOW_HOSTS through: a bare host on its default port only, host:port on that port", async () => {
    process.env.ADLAB_FETCH_ALLOW_HOSTS = "127.0.0.1, 10.0.0.5:8443";
    expect(await checked("http://127.0.0.1/")).toBe("127.0.0.1");
    expect(await checked("http://127.0.0.1:3000/")).toEqual(["project.from_url: 127.0.0.1 is a private or loopback address"]);
    expect(await checked("https://10.0.0.5:8443/hook")).toBe("10.0.0.5");
    expect(await checked("https://10.0.0.5/hook")).toEqual(["project.from_url: 10.0.0.5 is a private or loopback address"]);
  });
});
