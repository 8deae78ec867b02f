import type { ServerResponse } from "node:http";

export function refusedUrl(rawUrl: string | undefined): string | undefined;
export function refuse(response: ServerResponse, message: string): void;
