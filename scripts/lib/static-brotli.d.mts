import type { IncomingMessage, ServerResponse } from "node:http";

export interface BrotliAsset {
  file: string;
  type: string;
  size: number;
  body: Buffer;
}
export function compressBrotli(body: Buffer): Buffer;
export function prepareBrotliAssets(root: string): Map<string, BrotliAsset>;
export function acceptsBrotli(header: string | string[] | undefined): boolean;
export function serveBrotliAsset(assets: Map<string, BrotliAsset>, request: IncomingMessage, response: ServerResponse): boolean;
