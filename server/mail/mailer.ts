import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import { config } from "../config";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the mail is about; printed to the log when mail goes to the outbox folder. */
  link?: string;
};

export type SentMail = { transport: "smtp"; messageId: string } | { transport: "outbox"; file: string };

/** Where mail goes when SMTP_URL is not set: one `.eml` file per message. */
export function outboxDir(): string {
  return path.join(config.dataDir, "mail");
}

function fromAddress(): string {
  if (config.mail.from) return config.mail.from;
  const host = new URL(config.baseUrl).hostname;
  return `adlab <no-reply@${host.includes(".") ? host : `${host}.localdomain`}>`;
}

// One SMTP transport per SMTP_URL (it pools nothing by default, so this only saves parsing).
let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: createTransport(url) };
  return smtp.transport;
}

/**
 * Sends one mail: through SMTP when SMTP_URL is set (e.g. `smtps://user:pass@smtp.example.com`),
 * otherwise as an RFC 822 `.eml` file in DATA_DIR/mail/ with the link printed to the log, so a
 * self-hoster can sign up with no mail server.
 */
export async function sendMail(mail: Mail): Promise<SentMail> {
  const message = { from: fromAddress(), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  const url = config.mail.smtpUrl;
  if (url) {
    const info = await smtpTransport(url).sendMail(message);
    const failed = [...(info.rejected ?? []), ...((info as { pending?: unknown[] }).pending ?? [])];
    if (failed.length) throw new Error(`mail to ${mail.to} was not accepted by the SMTP server`);
    return { transport: "smtp", messageId: info.messageId };
  }
  const info = await createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(message);
  const dir = outboxDir();
  // Sign-in and confirmation links inside: readable by adlab's user only.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
  writeFileSync(file, info.message as Buffer, { mode: 0o600 });
  console.log(`[adlab] mail to ${mail.to} ("${mail.subject}") written to ${file}${mail.link ? `\n[adlab]   link: ${mail.link}` : ""}`);
  return { transport: "outbox", file };
}
