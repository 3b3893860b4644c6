import diagnostics from "node:diagnostics_channel";

/**
 * Calls `fn` once, after this process's HTTP server has sent its first response (Node's
 * `http.server.response.finish` channel): for work that should wait until the server answers.
 */
export function afterFirstResponse(fn: () => void): void {
  const onFinish = () => {
    diagnostics.unsubscribe("http.server.response.finish", onFinish);
    fn();
  };
  diagnostics.subscribe("http.server.response.finish", onFinish);
}
