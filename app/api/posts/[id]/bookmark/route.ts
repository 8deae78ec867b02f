import { readerFlagHandlers } from "@/lib/reactions/handlers";
import { bookmarkPost } from "@/lib/reactions/service";

/** PUT saves, DELETE unsaves the post for the signed-in reader → { saved }. */
const handlers = readerFlagHandlers(bookmarkPost);
export const PUT = handlers.PUT;
export const DELETE = handlers.DELETE;
