// Next.js calls register() once when the server starts (never during `next build`).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // The socket's address for per-IP limits, and TRACE answered before Next.js sees it.
    const { installRequestGuard } = await import("./server/http/socket-ip");
    installRequestGuard();
    const { boot } = await import("./server/boot");
    await boot();
  }
}
