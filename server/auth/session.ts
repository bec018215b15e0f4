import connectPgSimple from "connect-pg-simple";
import express, { type CookieOptions, type Request, type Response, type Router } from "express";
import session from "express-session";
import type pg from "pg";
import { SESSION_COOKIE } from "@shared/admin-accounts-api";
import type { Clock } from "../infra/clock";
import type { Logger } from "../infra/logger";

declare module "express-session" {
  interface SessionData {
    userId: string;
    /** Epoch milliseconds of sign-in, by the app's clock: the start of the absolute lifetime. */
    createdAt: number;
  }
}

export interface SessionConfig {
  /** The first signs new cookies; all of them verify, so a secret can be rotated without signing anyone out. */
  secrets: string[];
  /** Mark the cookie Secure: on in production, where the app sits behind HTTPS. */
  secureCookies: boolean;
  /** A session unused for this long ends (the cookie's Max-Age and the stored expiry, renewed by each request). */
  idleMinutes: number;
  /** A session ends this long after sign-in, however active it is. */
  absoluteHours: number;
}

/** A back-office session ends after 30 idle minutes, and after 12 hours however busy: it never outlives a working day. */
export const DEFAULT_SESSION_LIMITS = { idleMinutes: 30, absoluteHours: 12 } as const;

export interface Sessions {
  /**
   * Loads the session of a request carrying a cookie; mount it on the API only, never on pages or assets.
   * After it, `req.session` is absent when the session just ran out, so read it as `req.session?.`.
   */
  middleware: Router;
  /** Signs the user in on a new session id, so an id planted before sign-in is worthless afterwards. */
  start(req: Request, userId: string): Promise<void>;
  /** Deletes the session from the store and tells the browser to drop the cookie. */
  end(req: Request, res: Response): Promise<void>;
}

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
}

function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

function destroy(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

export function createSessions(deps: { pool: pg.Pool; config: SessionConfig; clock: Clock; logger: Logger }): Sessions {
  const { config, clock, logger } = deps;
  if (config.secrets.length === 0) throw new Error("At least one session secret is required");
  const PgStore = connectPgSimple(session);
  const cookie: CookieOptions = { path: "/", httpOnly: true, sameSite: "lax", secure: config.secureCookies };
  const absoluteMs = config.absoluteHours * 60 * 60 * 1000;

  const middleware = express.Router();
  middleware.use(
    session({
      name: SESSION_COOKIE,
      secret: config.secrets,
      store: new PgStore({
        pool: deps.pool,
        tableName: "sessions",
        createTableIfMissing: false,
        errorLog: (message: string, error: unknown) => logger.error({ err: error }, `session store: ${message}`),
      }),
      // Anonymous visitors get no cookie and cost no database write.
      saveUninitialized: false,
      resave: false,
      rolling: true,
      cookie: { ...cookie, maxAge: config.idleMinutes * 60 * 1000 },
    }),
  );
  middleware.use(async (req, res, next) => {
    const { createdAt } = req.session;
    if (createdAt !== undefined && clock().getTime() - createdAt >= absoluteMs) {
      // Past its absolute lifetime: the stored session goes and the request carries on without one.
      await destroy(req);
      res.clearCookie(SESSION_COOKIE, cookie);
    }
    next();
  });

  return {
    middleware,
    async start(req, userId) {
      try {
        if (req.session) await regenerate(req);
        else req.sessionStore.generate(req);
        req.session.userId = userId;
        req.session.createdAt = clock().getTime();
        // Stored before the sign-in answers: express-session's own save at the end of the response sends the
        // answer even when the store failed, and the admin would be "signed in" with a session that does not exist.
        await save(req);
      } catch (error) {
        // Without a session on the request, express-session sets no cookie on the refusal.
        (req as { session?: unknown }).session = undefined;
        throw error;
      }
    },
    async end(req, res) {
      if (req.session) await destroy(req);
      res.clearCookie(SESSION_COOKIE, cookie);
    },
  };
}
