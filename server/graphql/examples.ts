/**
 * The operations GraphiQL opens with: the common tasks of an internal tool. Set the variables
 * (project, ad, hypothesis ids) in the Variables pane and run one operation at a time.
 */
export const EXAMPLE_QUERIES = `# Generate an ad: same rules, charge and idempotency as POST /api/v1/projects/{project_id}/ads.
mutation GenerateAd($projectId: String!) {
  createAds(projectId: $projectId, ad: { output: "image", placements: ["square"], prompt: "Spring sale" }, idempotencyKey: "example-1") {
    ad { id status poll_url }
  }
}

# Poll it until ready (or failed), then read the files.
query PollAd($adId: String!) {
  ad(id: $adId) {
    status ready failed failure_reason
    files { placement width height still_url video_url qa { min_text_contrast text_fits } }
  }
}

# Read the hypothesis brief of a project before writing copy.
query ReadBrief($projectId: String!) {
  brief(projectId: $projectId) {
    hypotheses { id statement audience_label untested contested latest_signal signal_counts { positive negative neutral } }
    precedent { statement latest_signal shared_words }
  }
}

# Record a finding on a hypothesis.
mutation RecordFinding($projectId: String!, $hypothesisId: String!) {
  createFinding(projectId: $projectId, hypothesisId: $hypothesisId, finding: { body: "Price-first headlines won on CTR", signal: "positive" }) {
    finding { id signal finding_at }
    experiment { id state }
  }
}

# Page through projects and, inside each, its newest ads: every list is a connection; pass
# pageInfo.endCursor as cursor for the next page.
query Projects($cursor: String) {
  projects(limit: 20, cursor: $cursor) {
    nodes { id name ads(limit: 5) { nodes { id status still_url } pageInfo { endCursor hasNextPage } } }
    pageInfo { endCursor hasNextPage }
  }
}
`;
