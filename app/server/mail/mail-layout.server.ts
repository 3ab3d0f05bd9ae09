import { company } from "#app/domain/documents/company.ts";

// Every e-mail the shop sends has one shape (docs/product/mail.md): a greeting,
// a few paragraphs, optional label/value rows and one link, as HTML and as
// plain text with the same words. Links are absolute, built from PUBLIC_URL.

export interface MailBody {
  greeting: string;
  paragraphs: string[];
  rows?: [label: string, value: string][];
  link?: { label: string; url: string };
}

export interface RenderedBody {
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? character,
  );

const signature = [company.brand, company.email];

export function renderMailBody({ greeting, paragraphs, rows = [], link }: MailBody): RenderedBody {
  const text = [
    greeting,
    ...paragraphs,
    ...(rows.length ? [rows.map(([label, value]) => `${label}: ${value}`).join("\n")] : []),
    ...(link ? [`${link.label}: ${link.url}`] : []),
    signature.join("\n"),
  ].join("\n\n");
  const rowHtml = rows.length
    ? `<table role="presentation" style="border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const html = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(company.brand)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`).join("\n")}
${rowHtml}
${link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : ""}
<p style="color:#4b5563">${signature.map(escapeHtml).join("<br>")}</p>
</body></html>`;
  return { html, text };
}
