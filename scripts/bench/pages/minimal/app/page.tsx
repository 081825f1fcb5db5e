/** A heading and a paragraph, server-rendered and static: what any Next.js page costs at least. */
export default function MinimalPage() {
  return (
    <main>
      <h1>Minimal page</h1>
      <p>
        The baseline of the pages benchmark: the same Next.js version as the app, with nothing of
        its own on the client.
      </p>
    </main>
  );
}
