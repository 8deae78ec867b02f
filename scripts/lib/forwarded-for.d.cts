export function forwardedFor(header: string | string[] | undefined, socketAddress: string | undefined, trustedProxies: number): string;
