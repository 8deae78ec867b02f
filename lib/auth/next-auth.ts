import "server-only";
import { jwtVerify, SignJWT } from "jose";
import type { NextAuthOptions } from "next-auth";
import type { JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { cookies, headers } from "next/headers";
import { env } from "@/lib/config/env";
import { clientAddress } from "@/lib/http/client-address";
import { KNOWN_BROWSER_COOKIE_NAME, secureCookies } from "./cookies";
import { googleSignIn } from "./google";
import { derivedKey } from "@/lib/config/secret";
import { sessionUserForToken, signInWithGoogleProfile, signOut } from "./service";
import { REMEMBERED_SESSION_MS } from "./sessions";
import { signSessionToken, verifySessionToken, type SessionClaims } from "./tokens";
import { isUserRole } from "@/lib/db/enums";

// The session cookie holds the same signed token the REST API hands out (lib/auth/tokens.ts), so
// a page, a route handler and a Bearer client all check a session in one way (current-user.ts).

function claimsToJwt(claims: SessionClaims): JWT {
  return {
    sub: String(claims.userId),
    sid: claims.sessionId,
    sv: claims.sessionVersion,
    role: claims.role,
    sessionExpires: claims.expiresAt.getTime(),
  };
}

function jwtToClaims(token: JWT): SessionClaims {
  const { sub, sid, sv, role, sessionExpires } = token;
  if (
    typeof sid !== "string" ||
    typeof sv !== "number" ||
    typeof sessionExpires !== "number" ||
    typeof role !== "string" ||
    !isUserRole(role)
  ) {
    throw new Error("session token without session claims");
  }
  return { userId: Number(sub), sessionId: sid, sessionVersion: sv, role, expiresAt: new Date(sessionExpires) };
}

// next-auth also signs its short-lived OAuth cookies (state, PKCE) with jwt.encode, naming the
// cookie in `salt`; those get their own audience so they can never pass as a session.
const oauthAudience = (salt: string) => `basis-point:oauth:${salt}`;

/** next-auth (4.24) configuration, built on first use because the secret may live in DATA_DIR. */
export function authOptions(): NextAuthOptions {
  const config = env();
  // next-auth 4 takes its own public address from NEXTAUTH_URL (redirects, cookie names).
  process.env.NEXTAUTH_URL ??= config.siteUrl;
  const providers: NextAuthOptions["providers"] = [
    // Signs the browser in with a token that /api/auth/login or /api/auth/verify-2fa just issued:
    // the password and second-factor checks exist once, in those handlers.
    CredentialsProvider({
      id: "credentials",
      name: "Basis Point",
      credentials: { token: { label: "Token", type: "text" } },
      async authorize(credentials) {
        const token = credentials?.token;
        if (!token) return null;
        const user = await sessionUserForToken(token);
        return user ? { id: String(user.id), email: user.email, sessionToken: token } : null;
      },
    }),
  ];
  if (googleSignIn().oauth) {
    providers.push(GoogleProvider({ clientId: config.GOOGLE_CLIENT_ID ?? "", clientSecret: config.GOOGLE_CLIENT_SECRET ?? "" }));
  }
  return {
    secret: derivedKey("next-auth").toString("base64url"),
    useSecureCookies: secureCookies(),
    session: { strategy: "jwt", maxAge: REMEMBERED_SESSION_MS / 1000 },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    providers,
    jwt: {
      async encode({ token, salt, maxAge }) {
        if (salt) {
          return new SignJWT({ ...token })
            .setProtectedHeader({ alg: "HS256" })
            .setAudience(oauthAudience(salt))
            .setExpirationTime(Math.floor(Date.now() / 1000) + (maxAge ?? 900))
            .sign(derivedKey("oauth-state"));
        }
        if (!token) throw new Error("nothing to encode");
        return signSessionToken(jwtToClaims(token));
      },
      async decode({ token, salt }) {
        if (!token) return null;
        if (salt) {
          try {
            const { payload } = await jwtVerify(token, derivedKey("oauth-state"), { audience: oauthAudience(salt), algorithms: ["HS256"] });
            return payload as JWT;
          } catch {
            return null;
          }
        }
        const claims = await verifySessionToken(token);
        return claims ? claimsToJwt(claims) : null;
      },
    },
    callbacks: {
      async jwt({ token, user, account, profile }) {
        if (account?.provider === "credentials" && user && "sessionToken" in user) {
          const claims = await verifySessionToken(String(user.sessionToken));
          if (!claims) throw new Error("the sign-in token expired");
          return claimsToJwt(claims);
        }
        if (account?.provider === "google" && profile) {
          const claims = profile as Record<string, unknown>;
          const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
          // The OAuth callback is a request of its own: its address, browser and known-browser cookie.
          const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
          const session = await signInWithGoogleProfile(
            {
              sub: String(claims.sub),
              email: text(claims.email)?.toLowerCase(),
              emailVerified: claims.email_verified === true,
              givenName: text(claims.given_name),
              familyName: text(claims.family_name),
              picture: text(claims.picture),
            },
            {
              address: clientAddress(headerList),
              userAgent: headerList.get("user-agent"),
              browserToken: cookieStore.get(KNOWN_BROWSER_COOKIE_NAME)?.value,
            },
          );
          try {
            cookieStore.set(KNOWN_BROWSER_COOKIE_NAME, session.browser.token, {
              httpOnly: true,
              sameSite: "lax",
              secure: secureCookies(),
              path: "/",
              expires: session.browser.expiresAt,
            });
          } catch (error) {
            // Only a missed "new browser" notice next time: never a reason to fail the sign-in.
            console.error("[auth] could not set the known-browser cookie after a Google sign-in:", error);
          }
          const verified = await verifySessionToken(session.token);
          if (!verified) throw new Error("could not open a session");
          return claimsToJwt(verified);
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub } };
      },
    },
    events: {
      // Logging out deletes the session row, so a copy of the token stops working too.
      async signOut({ token }) {
        if (typeof token?.sid === "string") await signOut(token.sid);
      },
    },
  };
}
