import { withErrors } from "@/lib/http/responses";
import { postListResponse } from "@/lib/posts/api";

export const GET = withErrors(async (request: Request) => postListResponse(request));
