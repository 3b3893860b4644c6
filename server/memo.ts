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

/**
 * `sharedUntilFailure` per key (`keyOf` of the arguments): the loads of the last `keep` keys are kept, the
 * oldest dropped first; a failed one is forgotten so the next call loads it again.
 */
export function sharedByKeyUntilFailure<A extends unknown[], T>(keyOf: (...args: A) => string, load: (...args: A) => Promise<T>, keep = Infinity): (...args: A) => Promise<T> {
  const loads = new Map<string, Promise<T>>();
  return (...args) => {
    const key = keyOf(...args);
    let value = loads.get(key);
    if (!value) {
      const loading = load(...args);
      value = loading;
      loads.set(key, loading);
      loading.catch(() => loads.get(key) === loading && loads.delete(key));
      if (loads.size > keep) loads.delete(loads.keys().next().value!);
    }
    return value;
  };
}
