/** The few mails adlab sends. Plain text first; the HTML part is the same words with a button. */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(paragraphs: string[], link: { url: string; label: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:24px auto;padding:0 16px">${body}<p style="margin:24px 0"><a href="${escape(link.url)}" style="background:#111;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escape(link.label)}</a></p><p style="color:#666;font-size:13px">Or paste this link into your browser:<br>${escape(link.url)}</p></body></html>`;
}

export function confirmationMail(to: string, url: string, expiresHours: number) {
  const lines = [
    "Welcome to adlab.",
    `Follow the link below to confirm your e-mail address. You will be signed in and see your first API key. The link works once and expires in ${expiresHours} hours.`,
    "If you did not sign up, ignore this mail: nothing happens without the link.",
  ];
  return {
    to,
    subject: "Confirm your adlab account",
    text: `${lines[0]}\n\n${lines[1]}\n\n${url}\n\n${lines[2]}\n`,
    html: html(lines, { url, label: "Confirm my account" }),
    link: url,
  };
}

export function alreadyRegisteredMail(to: string, signInUrl: string) {
  const lines = [
    "Someone (hopefully you) asked to sign up to adlab with this address, but it already has a confirmed account.",
    "Sign in with the link below instead. If it was not you, ignore this mail.",
  ];
  return {
    to,
    subject: "Your adlab account already exists",
    text: `${lines[0]}\n\n${lines[1]}\n\n${signInUrl}\n`,
    html: html(lines, { url: signInUrl, label: "Sign in" }),
    link: signInUrl,
  };
}

export function signInMail(to: string, url: string) {
  const lines = ["Follow the link below to sign in to adlab. It works once and expires in 24 hours.", "If you did not ask for it, ignore this mail."];
  return {
    to,
    subject: "Sign in to adlab",
    text: `${lines[0]}\n\n${url}\n\n${lines[1]}\n`,
    html: html(lines, { url, label: "Sign in" }),
    link: url,
  };
}
