import "@/lib/validation-primitives/jitless";
import { z } from "zod";
import { MENU_LOCATIONS } from "@/lib/db/enums";

/** Query of GET /menus and /api/menus: one location, or every menu. */
export const menuQuerySchema = z.object({
  location: z.enum(MENU_LOCATIONS, { error: "location must be header or footer." }).optional(),
});
