import type { UserRole } from "../enums";

/**
 * A newsroom account of the demo content: one of each staff role, two-factor on, and no password —
 * a byline, not a door — unless the operator gives them one with DEMO_STAFF_PASSWORD (lib/auth/demo-staff.ts).
 */
export interface SeedStaff {
  email: string;
  firstName: string;
  lastName: string;
  role: Exclude<UserRole, "user">;
  /** The byline (authors.slug) whose articles this account owns. */
  authorSlug: string;
}

export const seedStaff: SeedStaff[] = [
  { email: "hana.sato@basispoint.example", firstName: "Hana", lastName: "Sato", role: "contributor", authorSlug: "hana-sato" },
  { email: "daniel.reyes@basispoint.example", firstName: "Daniel", lastName: "Reyes", role: "author", authorSlug: "daniel-reyes" },
  { email: "maya.okafor@basispoint.example", firstName: "Maya", lastName: "Okafor", role: "editor", authorSlug: "maya-okafor" },
  { email: "priya.natarajan@basispoint.example", firstName: "Priya", lastName: "Natarajan", role: "admin", authorSlug: "priya-natarajan" },
];

/** Articles whose byline has no account of its own belong to the editor, who commissioned them. */
export const SEED_DEFAULT_OWNER_ROLE = "editor";
