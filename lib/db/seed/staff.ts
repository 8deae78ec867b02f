import type { UserRole } from "../enums";

/** A newsroom account of the demo content: one of each staff role, two-factor on. */
export interface SeedStaff {
  email: string;
  firstName: string;
  lastName: string;
  role: Exclude<UserRole, "user">;
  /** The byline (authors.slug) whose articles this account owns. */
  authorSlug: string;
}

/** Every demo staff account signs in with this password (README, "The newsroom"), then a code mailed to it. */
export const SEED_STAFF_PASSWORD = "Newsroom-Demo-2026";
// argon2id of SEED_STAFF_PASSWORD with lib/auth/password.ts's parameters: the seed sits below the
// auth slice and cannot hash, and a fixed hash keeps seeding instant.
export const SEED_STAFF_PASSWORD_HASH = "$argon2id$v=19$m=19456,t=2,p=1$sYchOysRQ9yem77xEI9D+w$fCRSgq0LggP9DyaHpBY5uOcnQUt1AOnldRk8sHCIsfc";

export const seedStaff: SeedStaff[] = [
  { email: "hana.sato@basispoint.example", firstName: "Hana", lastName: "Sato", role: "contributor", authorSlug: "hana-sato" },
  { email: "daniel.reyes@basispoint.example", firstName: "Daniel", lastName: "Reyes", role: "author", authorSlug: "daniel-reyes" },
  { email: "maya.okafor@basispoint.example", firstName: "Maya", lastName: "Okafor", role: "editor", authorSlug: "maya-okafor" },
  { email: "priya.natarajan@basispoint.example", firstName: "Priya", lastName: "Natarajan", role: "admin", authorSlug: "priya-natarajan" },
];

/** Articles whose byline has no account of its own belong to the editor, who commissioned them. */
export const SEED_DEFAULT_OWNER_ROLE = "editor";
