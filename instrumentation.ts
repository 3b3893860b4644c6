// Next.js calls register() once when the server starts (never during `next build`).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { boot } = await import("./server/boot");
    await boot();
  }
}
