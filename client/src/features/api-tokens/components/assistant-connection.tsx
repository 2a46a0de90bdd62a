/** How to connect an AI assistant: the MCP endpoint's address and the header it needs. */
export function AssistantConnection() {
  const url = `${window.location.origin}/api/mcp`;
  return (
    <details className="group rounded-xl border p-4 text-sm">
      <summary className="cursor-pointer font-medium">Connect an AI assistant (MCP)</summary>
      <div className="mt-3 grid gap-2 text-muted-foreground">
        <p>
          Add this server to any assistant that speaks the Model Context Protocol over HTTP, with
          the header <code className="font-mono text-foreground">Authorization: Bearer</code> and
          your token. A read-only token lets it search your wardrobe and suggest looks; a read and
          write token also lets it save outfits, plan them and log what you wear.
        </p>
        <code className="block overflow-x-auto rounded-lg bg-muted px-3 py-2 font-mono text-foreground break-all select-all">
          {url}
        </code>
      </div>
    </details>
  );
}
