export default function Home() {
  return (
    <main>
      <h1>adlab</h1>
      <p>Ad creatives, generated. The API lives under /api/v1; see /api/v1/openapi.json.</p>
    </main>
  );
}
