"use client";

import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { MAX_TAGS } from "@/lib/newsroom/messages";
import type { AuthorChoice } from "@/lib/newsroom/types";
import type { PostFormValues } from "./postForm";

/**
 * The article's bylines (in order: the first is the one lists show) and its tags: type to find;
 * editors and admins may type a new tag, which the save creates; contributors and authors pick.
 */
export function TaxonomyFields({
  control,
  errors,
  authors,
  tagChoices,
  canCreateTags,
  disabled,
}: {
  control: Control<PostFormValues, unknown, unknown>;
  errors: FieldErrors<PostFormValues>;
  authors: AuthorChoice[];
  tagChoices: string[];
  canCreateTags: boolean;
  disabled: boolean;
}) {
  const byId = new Map(authors.map((author) => [String(author.id), author]));
  return (
    <>
      <Controller
        name="author_ids"
        control={control}
        render={({ field: { value, onChange, ref } }) => (
          <Autocomplete
            multiple
            size="small"
            options={authors.map((author) => String(author.id))}
            getOptionLabel={(id) => byId.get(id)?.name ?? id}
            value={value}
            onChange={(_event, next) => onChange(next)}
            disabled={disabled}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={ref}
                label="Bylines"
                helperText={errors.author_ids?.message ?? "In order: the first is shown on cards."}
                error={Boolean(errors.author_ids)}
              />
            )}
          />
        )}
      />
      <Controller
        name="tags"
        control={control}
        render={({ field: { value, onChange, ref } }) => (
          <Autocomplete
            multiple
            freeSolo={canCreateTags}
            size="small"
            options={tagChoices}
            value={value}
            onChange={(_event, next) =>
              onChange(
                next
                  .map((tag) => tag.trim())
                  .filter(Boolean)
                  .slice(0, MAX_TAGS),
              )
            }
            disabled={disabled}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={ref}
                label="Tags"
                helperText={
                  errors.tags?.message ??
                  (canCreateTags
                    ? `Up to ${MAX_TAGS}; type a new one and press Enter to create it.`
                    : `Up to ${MAX_TAGS}, from the existing tags.`)
                }
                error={Boolean(errors.tags)}
              />
            )}
          />
        )}
      />
    </>
  );
}
