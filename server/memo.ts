/**
 * A load done once and shared: every call gets the first call's promise, until it fails; a failed load
 * (a missing file, a module that could not be imported) is tried again by the next call instead of
 * failing every later one.
 */
export function sharedUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= load().catch((error) => {
      value = undefined;
      throw error;
    }));
}
