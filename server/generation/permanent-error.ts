/**
 * A generation step that cannot succeed on retry (the ad was deleted, no style fits, the render failed
 * its checks): the ad fails at once, with this message for the customer, and is refunded.
 */
export class PermanentGenerationError extends Error {
  override name = "PermanentGenerationError";
}

/**
 * Runs `fn`, turning a PermanentGenerationError into the executor's own "do not retry" error (the
 * embedded runner's or Inngest's NonRetriableError), so both executors give up the same way.
 */
export function stopRetriesWith(nonRetriable: new (message: string) => Error) {
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof PermanentGenerationError) throw new nonRetriable(error.message);
      throw error;
    }
  };
}
