// Moved to lib/ui/api-client.ts (browser-only code does not belong in the accounts slice). This
// re-export stays only for components/article/ArticleActions.tsx and components/comments/CommentForm.tsx,
// which the full-page-cache change is rewriting at the same time; delete it once they import
// "@/lib/ui/api-client".
export { apiRequest, ApiRequestError } from "@/lib/ui/api-client";
