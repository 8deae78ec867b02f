import { env } from "./env";

/** This process's own server, as it reaches itself: the bound address, or loopback when it binds every address. */
export function ownOrigin(): string {
  const { PORT, HOSTNAME_BIND } = env();
  const host = !HOSTNAME_BIND || HOSTNAME_BIND === "0.0.0.0" || HOSTNAME_BIND === "::" ? "127.0.0.1" : HOSTNAME_BIND;
  return `http://${host.includes(":") ? `[${host}]` : host}:${PORT}`;
}
