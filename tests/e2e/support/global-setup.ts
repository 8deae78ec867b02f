import http from "node:http";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { SERVICES_PORT, SMTP_PORT } from "./services";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

/**
 * Starts, for the whole run: an SMTP server (smtp-server) that keeps every message the app sends,
 * and an HTTP service on SERVICES_PORT with
 *   GET  /mail?to=address            the messages for that address, oldest first
 *   GET  /google/jwks.json           the public key set the app verifies Google ID tokens with
 *   POST /google/token?key=rogue     an ID token with the posted claims, signed by our key (or a stranger's)
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            receivedAt: Date.now(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, "127.0.0.1", resolve));

  const google = await generateKeyPair("RS256", { extractable: true });
  const rogue = await generateKeyPair("RS256", { extractable: true });
  const publicJwk = { ...(await exportJWK(google.publicKey)), kid: "e2e-google", alg: "RS256", use: "sig" };

  async function sign(claims: JWTPayload, key: CryptoKey, kid: string): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid, typ: "JWT" }).sign(key);
  }

  const services = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method === "GET" && url.pathname === "/mail") {
      const to = (url.searchParams.get("to") ?? "").toLowerCase();
      return send(
        200,
        mails.filter((mail) => mail.to.includes(to)),
      );
    }
    if (request.method === "GET" && url.pathname === "/google/jwks.json") return send(200, { keys: [publicJwk] });
    if (request.method === "POST" && url.pathname === "/google/token") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const claims = JSON.parse(body || "{}") as JWTPayload;
        const stranger = url.searchParams.get("key") === "rogue";
        sign(claims, stranger ? rogue.privateKey : google.privateKey, stranger ? "e2e-google" : "e2e-google").then(
          (token) => send(200, { token }),
          (error: Error) => send(500, { message: error.message }),
        );
      });
      return;
    }
    send(404, { message: "not found" });
  });
  await new Promise<void>((resolve) => services.listen(SERVICES_PORT, "127.0.0.1", resolve));

  return async () => {
    await new Promise<void>((resolve) => services.close(() => resolve()));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}
