/**
 * The GraphQL explorer in the browser: GraphiQL 4 (CodeMirror editors, with its docs and history
 * panes), bundled by esbuild into one script and one stylesheet (./graphiql-bundle.ts). GraphiQL 5's
 * Monaco editors made a 5 MB script whose parsing alone kept the first load above 1.5 s.
 *
 * Queries go to the same origin with the browser's cookies, so they run as the signed-in customer; a
 * key can be sent from the Headers tab instead.
 */
import { createRoot } from "react-dom/client";
import { GraphiQL } from "graphiql";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import "graphiql/style.css";

/** Set by the page (./graphiql-page.ts) as JSON, read once. */
type ExplorerOptions = { endpoint: string; defaultQuery?: string };

const options = JSON.parse(document.getElementById("graphiql-options")!.textContent!) as ExplorerOptions;
const fetcher = createGraphiQLFetcher({ url: options.endpoint });
createRoot(document.getElementById("root")!).render(<GraphiQL fetcher={fetcher} defaultQuery={options.defaultQuery} />);
