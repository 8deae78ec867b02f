"use client";

import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { TextLink } from "@/components/ui/Links";
import { ApiRequestError, apiRequest, type StoredUser } from "@/lib/ui/api-client";
import { blockedNowMessage, MESSAGES, SUCCESS_MESSAGE_MS } from "@/lib/auth/messages";
import type { CaptchaConfig } from "@/lib/captcha/captcha";
import { signInSchema, type SignInValues } from "@/lib/auth/schemas";
import { Captcha } from "./Captcha";
import { GoogleButton } from "./GoogleButton";
import { EmailOrPhoneField } from "./EmailOrPhoneField";
import { FormError } from "./FormError";
import { muiField } from "./muiField";
import { PasswordField } from "./PasswordField";
import { TwoFactorForm, type TwoFactorTarget } from "./TwoFactorForm";
import { useFinishSignIn } from "./useFinishSignIn";
import { useLoginLockout } from "./useLoginLockout";
import { CheckboxField } from "./CheckboxField";

type LoginAnswer =
  | { token: string; user: StoredUser }
  | { requireTwoFactor: true; method: "code" | "authenticator"; challenge: string; email?: string; phone?: string };

export interface SignInFormProps {
  captcha: CaptchaConfig;
  googleConfigured: boolean;
  callbackUrl: string;
  /** Shown on arrival (e.g. after registration or a password reset), hidden after 6 seconds. */
  notice?: string;
  /** An error passed back by the Google sign-in round trip. */
  providerError?: boolean;
}

export function SignInForm({ captcha, googleConfigured, callbackUrl, notice, providerError }: SignInFormProps) {
  const lockout = useLoginLockout();
  const finishSignIn = useFinishSignIn(callbackUrl);
  const [showNotice, setShowNotice] = useState(Boolean(notice));
  const [error, setError] = useState<string | null>(providerError ? MESSAGES.googleFailed : null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [twoFactor, setTwoFactor] = useState<{
    target: TwoFactorTarget;
    method: "code" | "authenticator";
    challenge: string;
    emailOrPhone: string;
    rememberMe: boolean;
  } | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { emailOrPhone: "", password: "", recaptchaToken: "", rememberMe: false },
  });

  useEffect(() => {
    if (!showNotice) return;
    const timer = window.setTimeout(() => setShowNotice(false), SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [showNotice]);

  function newCaptcha() {
    setValue("recaptchaToken", "");
    setCaptchaKey((key) => key + 1);
  }

  /** A failed attempt (wrong password or code): counted here and on the server. */
  function countFailure(failure: unknown, fallback: string) {
    if (failure instanceof ApiRequestError && failure.status === 429) {
      lockout.block((failure.retryAfter ?? 300) * 1000);
      setError(failure.message);
      return;
    }
    if (failure instanceof ApiRequestError && (failure.status === 401 || failure.status === 400)) {
      if (failure.status === 400 && failure.errors.recaptchaToken) {
        setError(failure.message);
        return;
      }
      const after = lockout.fail();
      setError(after.blocked ? blockedNowMessage(after.remaining) : failure.message);
      return;
    }
    setError(failure instanceof Error && failure.message ? failure.message : fallback);
  }

  const send = handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await apiRequest<LoginAnswer>("/api/auth/login", { method: "POST", body: values, fallback: MESSAGES.loginFailed });
      if ("requireTwoFactor" in answer) {
        setTwoFactor({
          target: { email: answer.email, phone: answer.phone },
          method: answer.method,
          challenge: answer.challenge,
          emailOrPhone: values.emailOrPhone,
          rememberMe: Boolean(values.rememberMe),
        });
        return;
      }
      lockout.reset();
      await finishSignIn(answer.token, answer.user);
    } catch (failure) {
      countFailure(failure, MESSAGES.loginFailed);
    } finally {
      newCaptcha();
    }
  });

  const submit = lockout.unlessBlocked(send, setError);

  const blockedBanner = lockout.blocked ? (
    <Alert severity="warning" role="status">
      {MESSAGES.blockedBanner} Time remaining: <strong>{lockout.remaining}</strong>
    </Alert>
  ) : null;

  if (twoFactor) {
    return (
      <Stack spacing={2}>
        {blockedBanner}
        <TwoFactorForm
          target={twoFactor.target}
          method={twoFactor.method}
          challenge={twoFactor.challenge}
          emailOrPhone={twoFactor.emailOrPhone}
          rememberMe={twoFactor.rememberMe}
          lockout={lockout}
          onFailure={countFailure}
          onSignedIn={async (token, user) => {
            lockout.reset();
            await finishSignIn(token, user);
          }}
          onBack={() => {
            setTwoFactor(null);
            setError(null);
          }}
          error={error}
          setError={setError}
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {showNotice && notice ? (
        <Alert severity="success" onClose={() => setShowNotice(false)}>
          {notice}
        </Alert>
      ) : null}
      {blockedBanner}
      <FormError message={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <EmailOrPhoneField registration={register("emailOrPhone")} error={errors.emailOrPhone?.message} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            fullWidth
            {...muiField(register("password"))}
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
          />
          <Captcha
            key={captchaKey}
            config={captcha}
            onChange={(token) => setValue("recaptchaToken", token ?? "", { shouldValidate: isSubmitted })}
            error={errors.recaptchaToken?.message}
          />
          <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
            <CheckboxField control={control} name="rememberMe" label="Remember me" />
            <TextLink href="/forgot-password">Forgot password?</TextLink>
          </Stack>
          {lockout.attempts > 0 && !lockout.blocked ? (
            <Typography variant="body2" color="warning.main">
              {lockout.attemptsLeft === 1 ? "1 attempt left" : `${lockout.attemptsLeft} attempts left`} before sign-in is blocked for 5
              minutes.
            </Typography>
          ) : null}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
            Sign In
          </Button>
        </Stack>
      </Box>
      <Divider>or</Divider>
      <GoogleButton configured={googleConfigured} callbackUrl={callbackUrl} />
      <Typography variant="body2" sx={{ textAlign: "center" }}>
        Don&apos;t have an account? <TextLink href="/sign-up">Sign Up</TextLink>
      </Typography>
    </Stack>
  );
}
