"use client";

import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import CheckCircle from "@mui/icons-material/CheckCircle";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import { PASSWORD_REQUIREMENTS, passwordScore, strengthLevel } from "@/lib/auth/password-strength";
import { visuallyHidden } from "./visuallyHidden";

const COLORS = ["error", "error", "warning", "info", "success"] as const;

/** The strength meter (docs/behaviour.md#states, #validation) and the checklist of what makes a password strong. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const score = passwordScore(password);
  const level = strengthLevel(score);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={password ? ((score + 1) / 5) * 100 : 0}
        color={COLORS[score]}
        aria-label="Password strength"
        aria-valuetext={level}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }} aria-live="polite">
        Password strength: <strong>{level}</strong>
      </Typography>
      <List dense disablePadding aria-label="Password requirements">
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const met = requirement.test(password);
          return (
            <ListItem key={requirement.label} disableGutters sx={{ py: 0 }}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                {met ? <CheckCircle fontSize="small" color="success" /> : <RadioButtonUnchecked fontSize="small" color="disabled" />}
              </ListItemIcon>
              <ListItemText
                primary={requirement.label}
                secondary={met ? "met" : "not met"}
                slotProps={{ secondary: { sx: visuallyHidden } }}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
