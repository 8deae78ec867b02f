"use client";

import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { TextLink } from "@/components/ui/Links";
import { ApiRequestError, apiRequest } from "@/lib/ui/api-client";
import { DEFAULT_COUNTRY_ISO, DEFAULT_DIAL_CODE } from "@/lib/auth/country-codes";
import { joinPhone } from "@/lib/auth/identifiers";
import { MESSAGES } from "@/lib/auth/messages";
import type { CaptchaConfig } from "@/lib/captcha/captcha";
import { SIGN_UP_STEPS, type SignUpValues } from "@/lib/auth/schemas";
import { Captcha } from "./Captcha";
import { NameFields } from "./NameFields";
import { PhoneFields } from "./PhoneFields";
import { GoogleButton } from "./GoogleButton";
import { FormError } from "./FormError";
import { muiField } from "./muiField";
import { NewPasswordFields } from "./NewPasswordFields";
import { CheckboxField } from "./CheckboxField";

const LAST_STEP = SIGN_UP_STEPS.length - 1;

/** Only the current step's schema applies; `raw` keeps every field in the values handed on. */
function stepResolver(step: number): Resolver<SignUpValues> {
  const schema = SIGN_UP_STEPS[step]!.schema as unknown as z.ZodType<SignUpValues, SignUpValues>;
  return zodResolver(schema, undefined, { raw: true });
}
/** Which step holds each field, to send the reader back to a field the server refused. */
const STEP_OF_FIELD: Partial<Record<keyof SignUpValues, number>> = {
  firstName: 0,
  lastName: 0,
  email: 1,
  countryCode: 1,
  phone: 1,
  password: 2,
  confirmPassword: 2,
};

/**
 * The four-step registration wizard (docs/behaviour.md#screens, #states, #validation). Each step is checked with its own schema
 * before moving on; going back is free; the last step submits to /api/auth/register and success
 * leads to /sign-in with the message.
 */
export function SignUpWizard({ captcha, googleConfigured }: { captcha: CaptchaConfig; googleConfigured: boolean }) {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [countryIso, setCountryIso] = useState(DEFAULT_COUNTRY_ISO);
  const [error, setError] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const {
    control,
    register,
    handleSubmit,
    trigger,
    setValue,
    setError: setFieldError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    // react-hook-form takes its options afresh on each render, so the resolver follows the step.
    resolver: useMemo(() => stepResolver(step), [step]),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      countryCode: DEFAULT_DIAL_CODE,
      phone: "",
      password: "",
      confirmPassword: "",
      enableTwoFactor: true,
      acceptTerms: false,
      recaptchaToken: "",
    },
  });
  const password = useWatch({ control, name: "password" });

  function goTo(next: number) {
    setStep(next);
    setError(null);
  }

  async function next() {
    if (await trigger()) goTo(step + 1);
  }

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await apiRequest("/api/auth/register", {
        method: "POST",
        body: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: joinPhone(values.countryCode, values.phone),
          countryCode: values.countryCode,
          password: values.password,
          confirmPassword: values.confirmPassword,
          enableTwoFactor: values.enableTwoFactor,
          recaptchaToken: values.recaptchaToken,
        },
        fallback: MESSAGES.registrationFailed,
      });
      router.push("/sign-in?registered=1");
    } catch (failure) {
      setValue("recaptchaToken", "");
      setCaptchaKey((key) => key + 1);
      const message = failure instanceof Error && failure.message ? failure.message : MESSAGES.registrationFailed;
      const fields = failure instanceof ApiRequestError ? (Object.keys(failure.errors) as (keyof SignUpValues)[]) : [];
      const field = fields.find((name) => STEP_OF_FIELD[name] !== undefined);
      if (field && failure instanceof ApiRequestError) {
        goTo(STEP_OF_FIELD[field]!);
        setFieldError(field, { message: failure.errors[field] });
      }
      setError(message);
    }
  });

  const review = getValues();
  return (
    <Stack spacing={3}>
      <Stepper activeStep={step} alternativeLabel sx={{ display: { xs: "none", sm: "flex" } }}>
        {SIGN_UP_STEPS.map(({ label }) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography component="h2" variant="h3">
        <Box component="span" sx={{ display: { sm: "none" }, color: "text.secondary", fontWeight: 400 }}>
          Step {step + 1} of {SIGN_UP_STEPS.length}:{" "}
        </Box>
        {SIGN_UP_STEPS[step]!.label}
      </Typography>
      <FormError message={error} />

      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          if (step < LAST_STEP) {
            event.preventDefault();
            void next();
          } else void submit(event);
        }}
      >
        {step === 0 ? (
          <Stack spacing={2}>
            <NameFields
              firstName={{ registration: register("firstName"), error: errors.firstName?.message }}
              lastName={{ registration: register("lastName"), error: errors.lastName?.message }}
            />
          </Stack>
        ) : null}

        {step === 1 ? (
          <Stack spacing={2}>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              fullWidth
              {...muiField(register("email"))}
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <PhoneFields
              countryIso={countryIso}
              onCountryChange={(iso, dial) => {
                setCountryIso(iso);
                setValue("countryCode", dial);
              }}
              countryError={errors.countryCode?.message}
              phone={{ registration: register("phone"), error: errors.phone?.message }}
            />
            <Typography variant="body2" color="text.secondary">
              Privacy note: we use your email and phone number only to run your account — sign-in codes and password resets. We never show
              them to other readers or share them.
            </Typography>
          </Stack>
        ) : null}

        {step === 2 ? (
          <Stack spacing={2}>
            <NewPasswordFields
              label="Password"
              value={password}
              password={{ registration: register("password"), error: errors.password?.message }}
              confirmation={{ registration: register("confirmPassword"), error: errors.confirmPassword?.message }}
            />
            <Controller
              control={control}
              name="enableTwoFactor"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />
                  }
                  label="Enable two-factor authentication (a code by email at each new sign-in; recommended)"
                />
              )}
            />
            <Box>
              <CheckboxField
                control={control}
                name="acceptTerms"
                label={
                  <span>
                    I agree to the{" "}
                    <Link href="/terms" target="_blank" rel="noopener">
                      Terms
                    </Link>{" "}
                    and the{" "}
                    <Link href="/privacy" target="_blank" rel="noopener">
                      Privacy Policy
                    </Link>
                  </span>
                }
              />
              {errors.acceptTerms ? <FormHelperText error>{errors.acceptTerms.message}</FormHelperText> : null}
            </Box>
          </Stack>
        ) : null}

        {step === 3 ? (
          <Stack spacing={2}>
            <Table size="small" aria-label="Review">
              <TableBody>
                <TableRow>
                  <TableCell component="th" scope="row">
                    Name
                  </TableCell>
                  <TableCell>{`${review.firstName.trim()} ${review.lastName.trim()}`}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">
                    Email
                  </TableCell>
                  <TableCell>{review.email.trim()}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">
                    Phone
                  </TableCell>
                  <TableCell>{joinPhone(review.countryCode, review.phone)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">
                    Security
                  </TableCell>
                  <TableCell>
                    {review.enableTwoFactor ? "Two-factor authentication on" : "Password only (two-factor authentication off)"}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <Captcha
              key={captchaKey}
              config={captcha}
              onChange={(token) => setValue("recaptchaToken", token ?? "")}
              error={errors.recaptchaToken?.message}
            />
          </Stack>
        ) : null}

        <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: "space-between" }}>
          <Button onClick={() => goTo(step - 1)} disabled={step === 0 || isSubmitting}>
            Back
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {step === LAST_STEP ? "Complete Registration" : "Next"}
          </Button>
        </Stack>
      </Box>

      {step === 0 ? (
        <>
          <Divider>or</Divider>
          <GoogleButton configured={googleConfigured} callbackUrl="/" label="Sign up with Google" />
        </>
      ) : null}
      <Typography variant="body2" sx={{ textAlign: "center" }}>
        Already have an account? <TextLink href="/sign-in">Sign In</TextLink>
      </Typography>
    </Stack>
  );
}
