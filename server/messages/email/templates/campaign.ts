import { SALON_IDENTITY } from "../salon";
import type { CampaignPayload, RenderContext } from "../../payloads";
import { paragraph, type Block, type Composition, type PerLanguage } from "./layout";
import type { Locale } from "@shared/schema";

interface Texts {
  unsubscribe: string;
  unsubscribeNote: string;
  reason: string;
  testNote: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    unsubscribe: "Darme de baja",
    unsubscribeNote: "¿Prefieres no recibir estas novedades? Date de baja con un clic; seguirás recibiendo los correos de tus citas.",
    reason: `Recibiste este correo porque aceptaste recibir novedades de ${SALON_IDENTITY.name}.`,
    testNote: "Envío de prueba: solo tú lo recibiste y su enlace para darse de baja no hace nada.",
  },
  en: {
    unsubscribe: "Unsubscribe",
    unsubscribeNote: "Rather not receive this news? Unsubscribe in one click; you will still receive the emails about your appointments.",
    reason: `You received this email because you agreed to receive news from ${SALON_IDENTITY.name}.`,
    testNote: "Test send: only you received it, and its unsubscribe link does nothing.",
  },
};

/** Where the visible link and the List-Unsubscribe header lead. A test send's leads to the page with no token. */
function unsubscribeUrls(payload: CampaignPayload, context: RenderContext): { page: string; oneClick: string } {
  const token = payload.unsubscribeToken ?? "test";
  return { page: `${context.publicUrl}/unsubscribe/${token}`, oneClick: `${context.publicUrl}/api/unsubscribe/${token}` };
}

/**
 * A marketing campaign → a client who accepts marketing messages, in their language: the salon's text,
 * paragraph by paragraph, then a visible unsubscribe link and the one-click headers (RFC 8058) that mail
 * programs show as their own "Unsubscribe" button.
 */
export function campaignEmail(payload: CampaignPayload, locale: Locale, context: RenderContext): Composition {
  const texts = TEXTS[locale];
  const urls = unsubscribeUrls(payload, context);
  const paragraphs = payload.campaign.body
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map(paragraph);
  const blocks: Block[] = [
    ...(payload.unsubscribeToken ? [] : [paragraph(texts.testNote)]),
    ...paragraphs,
    { type: "divider" },
    paragraph(texts.unsubscribeNote),
    { type: "actions", buttons: [{ label: texts.unsubscribe, url: urls.page, tone: "secondary" }] },
  ];
  return {
    subject: payload.campaign.subject,
    lang: locale,
    blocks,
    reason: texts.reason,
    headers: { "List-Unsubscribe": `<${urls.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
