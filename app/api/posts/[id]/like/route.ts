import { readerFlagHandlers } from "@/lib/reactions/handlers";
import { likePost } from "@/lib/reactions/service";

/** PUT likes, DELETE unlikes the post for the signed-in reader → { liked, likes }. */
const handlers = readerFlagHandlers(likePost);
export const PUT = handlers.PUT;
export const DELETE = handlers.DELETE;
