// Just enough of Bun's and Deno's globals for bun.ts and deno.ts, whose
// runtimes are not installed here (@types/bun and @types/deno redeclare
// Node's globals, which the other examples use).
declare const Bun: {
  env: Record<string, string | undefined>;
  serve(options: {
    port?: number;
    hostname?: string;
    fetch(request: Request): Response | Promise<Response>;
  }): {url: URL; stop(): void};
};

declare namespace Deno {
  const env: {get(key: string): string | undefined};
  function serve(
    options: {port?: number; hostname?: string},
    handler: (request: Request) => Response | Promise<Response>,
  ): {finished: Promise<void>; shutdown(): Promise<void>};
}
