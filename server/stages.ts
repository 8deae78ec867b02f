// Every request the production server answers passes these stages, in this order: the one list to
// read to know what happens to a response and why. A stage either answers the request (and the
// later ones never see it) or prepares the response and lets the request go on. A stage that wraps
// the response (its head, or its body) sees what the later stages write: Next's page passes the
// compression first, then the recording, on its way to the socket.
//
// Each duty that a proxy or CDN usually takes has a decision record under docs/decisions/ (which
// the `why` of its stage names); docs/serving.md is the operator's view. A rewrite that moved shared
// pages' scripts behind their first paint was measured in a real browser and removed (docs/decisions/0013).
import type { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import { forwardedFor } from "./forwarded-for";
import type { RenderOutcome } from "./render-context";
import { refuse, refusedUrl } from "./request-guard";
import { recordResponse, replayResponse } from "./response-cache";
import { replaceErrorShell } from "./not-found-page";
import { finalizeHead, unavailableWhileDatabaseDown } from "./response-head";
import { applySecurityHeaders } from "./security-headers";
import { compressResponses, serveBrotliAsset, type BrotliAsset } from "./static-brotli";

/** One request and its response, with what its render learns about itself. */
export interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
  outcome: RenderOutcome;
}

export interface Stage {
  name: string;
  /** Why the server does this, in a line. */
  why: string;
  /**
   * Returns true when it answered the request: the stages after it do not run. A promise of it when
   * it must wait (the replay reading a page from disk): the later stages run once it resolves.
   */
  run(exchange: Exchange): boolean | void | Promise<boolean>;
}

export interface StageOptions {
  /** The protective headers (security-headers.ts) of this configuration. */
  securityHeaders: Record<string, string>;
  /** TRUST_PROXY: how many proxies in front append to X-Forwarded-For. */
  trustedProxies: number;
  /** The build's scripts and stylesheets, brotli-compressed once at start (static-brotli.ts). */
  brotliAssets: Map<string, BrotliAsset>;
  /** The per-request context the render runs in (render-context.ts). */
  context: AsyncLocalStorage<RenderOutcome>;
  /** Next's request handler: the last stage, which always answers. */
  render(request: IncomingMessage, response: ServerResponse): Promise<void>;
  /** Next's not-found page, as an address no route matches gets it. */
  renderNotFound(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

/** The stages of a response, in order. */
export function responseStages(options: StageOptions): Stage[] {
  return [
    {
      name: "headers",
      why: "every response, a refusal and a replay included, leaves with the protective headers, `public` on shared pages, and a 503 + Retry-After instead of a 500 while the database is down",
      run({ response, outcome }) {
        unavailableWhileDatabaseDown(response);
        applySecurityHeaders(response, options.securityHeaders);
        finalizeHead(response, outcome);
      },
    },
    {
      name: "refusal",
      why: "a URL Next cannot decode (or with a NUL byte or a dot segment) is a 400 in the API's JSON shape, not Next's 500 (request-guard.ts)",
      run({ request, response }) {
        const refused = refusedUrl(request.url);
        if (refused) refuse(response, refused);
        return refused !== undefined;
      },
    },
    {
      name: "replay",
      why: "the build's assets from their brotli files, and a page sent before as the very bytes sent then, from memory or (one node) disk, until a revalidation of its tags: a rush on one page costs one render a second (docs/decisions/0011, 0088)",
      run: ({ request, response }) => serveBrotliAsset(options.brotliAssets, request, response) || replayResponse(request, response),
    },
    {
      name: "address",
      why: "X-Forwarded-For is rebuilt from the socket and TRUST_PROXY, so a client cannot pick the address throttling counts (docs/decisions/0010)",
      run({ request }) {
        request.headers["x-forwarded-for"] = forwardedFor(
          request.headers["x-forwarded-for"],
          request.socket.remoteAddress,
          options.trustedProxies,
        );
      },
    },
    {
      name: "recording",
      why: "a shared page is kept as sent, compressed, for the replay; before the compression so that it sees the compressed bytes",
      run: ({ request, response, outcome }) => recordResponse(request, response, outcome),
    },
    {
      name: "compression",
      why: "brotli (gzip for the rest) where Next only gzips; a navigation at quality 10 so an article fits the first round trip (docs/decisions/0012), at 5 while the process is sending another page (0089), which the replay compresses again once it is read again at leisure (0092)",
      run: ({ request, response }) => compressResponses(request, response, () => undefined),
    },
    {
      name: "not-found",
      why: "a page that calls notFound() is answered by Next with an empty shell that only the browser's scripts fill (vercel/next.js#62228); a navigation gets the not-found page rendered on the server instead, as an unknown address does (docs/decisions/0094)",
      run({ request, response, outcome }) {
        replaceErrorShell(request, response, () => options.context.run(outcome, () => options.renderNotFound(request, response)));
      },
    },
    {
      name: "render",
      why: "Next renders the page, or answers from its page cache, inside the request's context",
      run({ request, response, outcome }) {
        void options.context.run(outcome, () => options.render(request, response));
        return true;
      },
    },
  ];
}

/** Runs the stages for one request until one answers. */
export function serve(stages: Stage[], request: IncomingMessage, response: ServerResponse): void {
  runFrom(stages, 0, { request, response, outcome: { startedAt: Date.now() } });
}

function runFrom(stages: Stage[], first: number, exchange: Exchange): void {
  for (let index = first; index < stages.length; index++) {
    const answered = stages[index]!.run(exchange);
    if (answered instanceof Promise) {
      void answered.then((done) => {
        if (!done) runFrom(stages, index + 1, exchange);
      });
      return;
    }
    if (answered === true) return;
  }
}
