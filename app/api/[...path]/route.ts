import { NotFoundError } from "@/lib/errors";
import { HTTP_ERRORS } from "@/lib/http/messages";
import { withErrors } from "@/lib/http/responses";

// Unknown API paths answer in the API's JSON error shape, not with the HTML not-found page.
const notFound = withErrors(async () => {
  throw new NotFoundError(HTTP_ERRORS.noSuchEndpoint);
});

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
