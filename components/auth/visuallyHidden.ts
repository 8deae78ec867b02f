/**
 * Hidden from sight but not from screen readers or the keyboard. Lengths are strings: in MUI's `sx`
 * a bare `width: 1` means 100 %, which made the hidden text as wide as its container and widened
 * the page (the tables' "Actions" headers).
 */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
