import express, { type Router } from "express";
import { buildOpenApiDocument } from "@shared/api/openapi";

/** GET /api/openapi.json: the API's OpenAPI 3.1 description, built once from the route registry in shared/api. */
export function openApiRouter(): Router {
  const router = express.Router();
  const document = JSON.stringify(buildOpenApiDocument());
  router.get("/openapi.json", (_req, res) => {
    res.type("json").send(document);
  });
  return router;
}
