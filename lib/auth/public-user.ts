// The user as the API answers it and the browser keeps it: no database, no secrets, safe to import
// from client components.
import type { UserRole } from "@/lib/db/enums";

/** docs/behaviour.md#data-shapes "User": never the hash, the Google id or the session version. */
export interface PublicUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  /** Whether the owner proved the e-mail address (a mailed link or code, or Google). */
  emailVerified: boolean;
  phone: string | null;
  /** Whether the owner proved the phone number (a texted code); only a proven number receives reset links. */
  phoneVerified: boolean;
  countryCode: string | null;
  avatar: string | null;
  /** A reader ("user") or a newsroom role (lib/auth/capabilities.ts). */
  role: UserRole;
  twoFactorEnabled: boolean;
  hasPassword: boolean;
  googleLinked: boolean;
  createdAt: string;
}

/** "Jane Doe", or the e-mail (or phone) when the account has no name. */
export function displayName(user: Pick<PublicUser, "firstName" | "lastName" | "email" | "phone">): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email || user.phone || "Reader";
}
