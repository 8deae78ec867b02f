import { withErrors } from "@/lib/http/responses";
import { requireStoredFile } from "@/lib/storage/storage";

export const GET = withErrors(async (_request: Request, { params }: { params: Promise<{ name: string }> }) => {
  const { name } = await params;
  const file = await requireStoredFile(name);
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Last-Modified": file.modifiedAt.toUTCString(),
      // Uploaded names are never reused for other content.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      // An SVG opened directly must not run script in our origin.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    },
  });
});
