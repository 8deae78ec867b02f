import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * react-hook-form's register() for an MUI input: MUI puts `ref` on the wrapper and takes the
 * input's ref as `inputRef`, which is the element react-hook-form must read and focus.
 */
export function muiField<Name extends string>({ ref, ...rest }: UseFormRegisterReturn<Name>) {
  return { ...rest, inputRef: ref };
}
