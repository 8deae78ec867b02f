"use client";

import MuiLink, { type LinkProps as MuiLinkProps } from "@mui/material/Link";
import NextLink from "next/link";

// MUI components are client components: a server component cannot hand them Next's Link as the
// `component` prop, so these wrappers do it on the client side of the boundary.

export function TextLink(props: Omit<MuiLinkProps<"a">, "component"> & { href: string }) {
  return <MuiLink component={NextLink} {...props} />;
}
