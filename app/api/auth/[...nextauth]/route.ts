import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";
import { NotFoundError } from "@/lib/errors";
import { HTTP_ERRORS } from "@/lib/http/messages";
import { withErrors } from "@/lib/http/responses";

// next-auth's own endpoints (csrf, session, callback/credentials, Google OAuth, signout). The REST
// endpoints next to this folder (login, register, …) are static segments and take precedence.
const NEXT_AUTH_ACTIONS = new Set(["providers", "session", "csrf", "signin", "signout", "callback", "verify-request", "error", "_log"]);

const handler = withErrors(async (request: Request, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> => {
  const [action] = (await context.params).nextauth;
  // Anything else under /api/auth keeps the API's JSON 404, as every unknown API path does.
  if (!action || !NEXT_AUTH_ACTIONS.has(action)) throw new NotFoundError(HTTP_ERRORS.noSuchEndpoint);
  return NextAuth(authOptions())(request, context);
});

export { handler as GET, handler as POST };
