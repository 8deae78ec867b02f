import { env } from "@/lib/config/env";
import { writeToOutbox } from "./mailer";

/**
 * Sends a text message. The gateway is pluggable: SMS_WEBHOOK_URL receives `{ to, text }` as JSON
 * (an adapter for any SMS provider); without it the text lands in the outbox with a log line.
 */
export async function sendSms(to: string, text: string): Promise<void> {
  const config = env();
  if (config.SMS_WEBHOOK_URL) {
    const response = await fetch(config.SMS_WEBHOOK_URL, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(config.SMS_WEBHOOK_TOKEN ? { authorization: `Bearer ${config.SMS_WEBHOOK_TOKEN}` } : {}),
      },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    return;
  }
  const file = await writeToOutbox("sms.txt", `To: ${to}\n\n${text}\n`);
  console.info(`[sms] SMS_WEBHOOK_URL is not set: text for ${to} written to ${file}`);
}
