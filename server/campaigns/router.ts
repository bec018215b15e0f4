import express, { type RequestHandler, type Router } from "express";
import { z } from "zod";
import { guardedUser } from "../auth/guards";
import type { Clock } from "../infra/clock";
import {
  CAMPAIGN_NOT_FOUND,
  type CampaignDeps,
  createCampaign,
  getCampaign,
  listCampaigns,
  previewAudience,
  sendCampaign,
  sendTestCampaign,
  unsubscribe,
} from "./service";

const campaignId = z.coerce.number({ error: CAMPAIGN_NOT_FOUND }).int(CAMPAIGN_NOT_FOUND).positive(CAMPAIGN_NOT_FOUND).max(2_147_483_647, CAMPAIGN_NOT_FOUND);

/** Mounted under the admin guard at /api/admin. */
export function campaignsRouter(deps: CampaignDeps & { clock: Clock }): Router {
  const router = express.Router();
  router.get("/campaigns", async (_req, res) => {
    res.json(await listCampaigns(deps, deps.clock()));
  });
  router.post("/campaigns", async (req, res) => {
    res.status(201).json(await createCampaign(deps, guardedUser(res), req.body, deps.clock()));
  });
  router.post("/campaigns/preview", async (req, res) => {
    res.json(await previewAudience(deps, req.body, deps.clock()));
  });
  router.get("/campaigns/:id", async (req, res) => {
    res.json(await getCampaign(deps, campaignId.parse(req.params.id), deps.clock()));
  });
  router.post("/campaigns/:id/send", async (req, res) => {
    res.json(await sendCampaign(deps, campaignId.parse(req.params.id), guardedUser(res), deps.clock()));
  });
  router.post("/campaigns/:id/test", async (req, res) => {
    res.status(202).json(await sendTestCampaign(deps, campaignId.parse(req.params.id), guardedUser(res), deps.clock()));
  });
  return router;
}

/** POST /api/unsubscribe/:token: the campaign's one-click unsubscribe, for the page and for mail programs (RFC 8058). */
export function unsubscribeRouter(deps: Pick<CampaignDeps, "db"> & { clock: Clock; limiter: RequestHandler }): Router {
  const router = express.Router();
  router.post("/unsubscribe/:token", deps.limiter, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await unsubscribe(deps.db, String(req.params.token), deps.clock()));
  });
  return router;
}
