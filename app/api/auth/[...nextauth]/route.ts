import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

// next-auth's own endpoints (csrf, session, callback/credentials, Google OAuth, signout). The REST
// endpoints next to this folder (login, register, …) are static segments and take precedence.
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  return NextAuth(authOptions())(request, context);
}

export { handler as GET, handler as POST };
