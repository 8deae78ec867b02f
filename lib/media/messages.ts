import type { ErrorEntry } from "@/lib/errors";
import { ALT_MAX_LENGTH, CAPTION_MAX_LENGTH } from "./rules";

export const MEDIA_MESSAGES = {
  fileRequired: "Choose an image to upload.",
  altRequired: "Describe the image: alt text is required.",
  altTooLong: `Alt text must be at most ${ALT_MAX_LENGTH} characters.`,
  captionTooLong: `The caption must be at most ${CAPTION_MAX_LENGTH} characters.`,
} as const;

export const MEDIA_ERRORS = {
  invalidUpload: { code: "invalid_media_upload", message: "The upload needs an image file and its alt text." },
  invalidUpdate: { code: "invalid_media_update", message: "Invalid alt text or caption." },
  invalidQuery: { code: "invalid_media_query", message: "Invalid media list query." },
  tooLarge: { code: "media_too_large", message: "The image must be at most 10 MB." },
  unsupportedType: { code: "media_type_unsupported", message: "Upload a JPEG, PNG, WebP or AVIF image." },
  unreadable: { code: "media_unreadable", message: "The image could not be read: the file is damaged or not an image." },
  notFound: { code: "media_not_found", message: "Image not found in the media library." },
  editForbidden: { code: "media_edit_forbidden", message: "Only editors and administrators can change another person's image." },
  deleteForbidden: { code: "media_delete_forbidden", message: "Only administrators can delete images." },
  bylinePhoto: { code: "media_in_use", message: "A byline shows this image as its photo: choose another photo for it first." },
  inUse: { code: "media_in_use", message: "A published or scheduled article shows this image: take it out of the article first." },
} as const satisfies Record<string, ErrorEntry>;
