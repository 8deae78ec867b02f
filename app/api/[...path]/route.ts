import { jsonError } from "@/lib/http/responses";

// Unknown API paths answer in the API's JSON error shape, not with the HTML not-found page.
function notFound(): Response {
  return jsonError(404, "No such API endpoint.");
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
