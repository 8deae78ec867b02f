"use client";

import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { ReactNode } from "react";
import { visuallyHidden } from "@/components/auth/visuallyHidden";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Keeps the cell on one line in the table. */
  nowrap?: boolean;
}

/**
 * Rows with named columns and per-row actions: a table on a wide window; on a phone, where a table
 * would squeeze addresses into a letter per line, a list of cards with each value under its header.
 */
export function RowsTable<T>({
  label,
  columns,
  rows,
  rowKey,
  actions,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  actions: (row: T) => ReactNode;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down("md"), { noSsr: true });
  if (phone) {
    return (
      <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 1.5 }}>
            <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 1.5, rowGap: 0.5, m: 0 }}>
              {columns.map((column) => (
                <Box key={column.header} sx={{ display: "contents" }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
                    {column.cell(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: "flex-end" }}>
              {actions(row)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header}>{column.header}</TableCell>
            ))}
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.header} sx={column.nowrap ? { whiteSpace: "nowrap" } : { overflowWrap: "anywhere" }}>
                  {column.cell(row)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {actions(row)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
