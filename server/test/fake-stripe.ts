import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the parts of Stripe's API the app uses, started by the tests as the texts
 * provider's stand-in is: Customers, Checkout Sessions (create, retrieve, expire), PaymentIntents (retrieve,
 * an off-session create-and-confirm), SetupIntents (retrieve), Refunds, each honouring Idempotency-Key as
 * Stripe does (the same key answers the first answer again), and a hosted checkout page that completes
 * (sending the signed `checkout.session.completed` webhook, signed with the package's own test helper)
 * or is abandoned. It checks the secret key, reads the package's form bodies with their bracketed keys,
 * and keeps everything it was asked, for the tests to read.
 */

export const FAKE_STRIPE_KEY = "sk_test_cita_fake";
export const FAKE_WEBHOOK_SECRET = "whsec_cita_fake";

type Json = Record<string, unknown>;

/** `a[b][0][c]=v` form bodies, as the stripe package sends them, back into objects. */
function parseForm(raw: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Json = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return root;
}

export interface FakeCheckoutSession extends Json {
  id: string;
  url: string;
  mode: "payment" | "setup";
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer: string | null;
  amount_total: number | null;
  currency: string | null;
  payment_intent: string | null;
  setup_intent: string | null;
  success_url: string;
  cancel_url: string;
}

export interface SignedDelivery {
  payload: string;
  signature: string;
  eventId: string;
}

/** How the next off-session charge answers: as Stripe does for a good card, a declined one, or one needing its holder. */
export type CardBehaviour = "succeed" | "decline" | "authentication_required";

export function fakeStripe(options: { webhookUrl?: string } = {}) {
  let base = "";
  let counter = 0;
  const next = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, "0")}`;
  const sessions = new Map<string, FakeCheckoutSession>();
  const paymentIntents = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const refunds: Json[] = [];
  const charges: Json[] = [];
  const idempotent = new Map<string, { status: number; body: Json }>();
  const state = { down: false, card: "succeed" as CardBehaviour, webhookUrl: options.webhookUrl };

  const signed = (type: string, object: Json): SignedDelivery => {
    const eventId = next("evt");
    const payload = JSON.stringify({ id: eventId, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
    return { payload, eventId, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET }) };
  };

  /** Pays (or saves the card of) a session as the hosted page does, and answers the signed webhook it sends. */
  const complete = (id: string): SignedDelivery => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    if (session.status === "open") {
      const paymentMethod = next("pm");
      if (session.mode === "payment") {
        const intent = { id: next("pi"), object: "payment_intent", amount: session.amount_total, currency: session.currency, status: "succeeded", payment_method: paymentMethod, customer: session.customer, metadata: session.metadata };
        paymentIntents.set(intent.id as string, intent);
        Object.assign(session, { payment_intent: intent.id, payment_status: "paid" });
      } else {
        const intent = { id: next("seti"), object: "setup_intent", status: "succeeded", payment_method: paymentMethod, customer: session.customer, metadata: session.metadata };
        setupIntents.set(intent.id, intent);
        Object.assign(session, { setup_intent: intent.id, payment_status: "no_payment_required" });
      }
      session.status = "complete";
    }
    return signed("checkout.session.completed", session);
  };

  const cardError = (code: string, message: string, intent: Json) => ({
    status: 402,
    body: { error: { type: "card_error", code, decline_code: code === "card_declined" ? "generic_decline" : undefined, message, payment_intent: intent } },
  });

  const api = (method: string, path: string, form: Json): { status: number; body: Json } => {
    if (method === "POST" && path === "/v1/customers") return { status: 200, body: { id: next("cus"), object: "customer", email: form.email ?? null } };
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = next("cs_test");
      const lineItems = (form.line_items ?? {}) as Record<string, { price_data?: { unit_amount?: string; currency?: string }; quantity?: string }>;
      const amount = Object.values(lineItems).reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
      const session: FakeCheckoutSession = {
        id,
        object: "checkout.session",
        url: `${base}/pay/${id}`,
        mode: form.mode === "setup" ? "setup" : "payment",
        status: "open",
        payment_status: "unpaid",
        client_reference_id: (form.client_reference_id as string) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        customer: (form.customer as string) ?? null,
        customer_email: form.customer_email ?? null,
        amount_total: form.mode === "setup" ? null : amount,
        currency: ((Object.values(lineItems)[0]?.price_data?.currency ?? form.currency) as string) ?? null,
        payment_intent: null,
        setup_intent: null,
        success_url: form.success_url as string,
        cancel_url: form.cancel_url as string,
        locale: form.locale ?? null,
        expires_at: Number(form.expires_at ?? 0),
        request: form,
      };
      if (session.mode === "payment" && !session.customer && form.customer_creation === "always") session.customer = next("cus");
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path);
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1]);
      if (!session) return { status: 404, body: { error: { type: "invalid_request_error", message: "No such checkout session" } } };
      if (sessionMatch[2] && method === "POST" && session.status === "open") session.status = "expired";
      return { status: 200, body: session };
    }
    const intentMatch = /^\/v1\/(payment_intents|setup_intents)\/([\w-]+)$/.exec(path);
    if (method === "GET" && intentMatch) {
      const found = (intentMatch[1] === "payment_intents" ? paymentIntents : setupIntents).get(intentMatch[2]);
      return found ? { status: 200, body: found } : { status: 404, body: { error: { type: "invalid_request_error", message: "No such intent" } } };
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const intent: Json = { id: next("pi"), object: "payment_intent", amount: Number(form.amount), currency: form.currency, customer: form.customer, payment_method: form.payment_method, metadata: form.metadata ?? {}, off_session: form.off_session === "true" };
      charges.push({ ...intent, behaviour: state.card });
      if (state.card === "decline") return cardError("card_declined", "Your card was declined.", { ...intent, status: "requires_payment_method" });
      if (state.card === "authentication_required") return cardError("authentication_required", "Your card requires authentication.", { ...intent, status: "requires_action" });
      intent.status = "succeeded";
      paymentIntents.set(intent.id as string, intent);
      return { status: 200, body: intent };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const refund = { id: next("re"), object: "refund", payment_intent: form.payment_intent, amount: form.amount ?? null, status: "succeeded", metadata: form.metadata ?? {} };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } } };
  };

  const page = (session: FakeCheckoutSession) => `<!doctype html><html lang="${String(session.locale ?? "en")}"><meta charset="utf-8"><link rel="icon" href="data:,"><title>Fake checkout</title>
<h1>Fake checkout ${session.id}</h1><p>${session.mode === "payment" ? `Pay ${session.amount_total} ${session.currency}` : "Save your card"}</p>
<form method="post" action="/pay/${session.id}/complete"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/abandon"><button type="submit">Back</button></form></html>`;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", base);
        const pageMatch = /^\/pay\/([\w-]+)(\/complete|\/abandon)?$/.exec(url.pathname);
        if (pageMatch) {
          const session = sessions.get(pageMatch[1]);
          if (!session) return void res.writeHead(404).end("no such session");
          if (!pageMatch[2]) return void res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page(session));
          if (pageMatch[2] === "/abandon") return void res.writeHead(303, { Location: session.cancel_url }).end();
          const delivery = complete(session.id);
          if (state.webhookUrl) {
            await fetch(state.webhookUrl, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": delivery.signature }, body: delivery.payload });
          }
          return void res.writeHead(303, { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) }).end();
        }
        if (state.down) return void res.writeHead(503, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { type: "api_error", message: "Service unavailable" } }));
        if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
          return void res.writeHead(401, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }));
        }
        const key = req.headers["idempotency-key"];
        const keyed = typeof key === "string" ? `${req.method} ${url.pathname} ${key}` : undefined;
        const answer = (keyed && idempotent.get(keyed)) || api(req.method ?? "GET", url.pathname, parseForm(raw));
        if (keyed) idempotent.set(keyed, answer);
        res.writeHead(answer.status, { "Content-Type": "application/json", ...(keyed ? { "Idempotency-Key": String(key) } : {}) }).end(JSON.stringify(answer.body));
      })();
    });
  });

  return {
    sessions,
    paymentIntents,
    refunds,
    charges,
    /** Every API call answers 503 while true (the provider is down). */
    setDown: (down: boolean) => (state.down = down),
    setCard: (behaviour: CardBehaviour) => (state.card = behaviour),
    setWebhookUrl: (url: string | undefined) => (state.webhookUrl = url),
    complete,
    /** A signed delivery of any event (for replays, out-of-order and unknown sessions). */
    signed,
    reset() {
      sessions.clear();
      paymentIntents.clear();
      setupIntents.clear();
      refunds.length = 0;
      charges.length = 0;
      idempotent.clear();
      state.down = false;
      state.card = "succeed";
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () => {
          base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve(base);
        }),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeStripe = ReturnType<typeof fakeStripe>;
