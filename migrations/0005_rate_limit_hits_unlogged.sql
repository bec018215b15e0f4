-- Rate-limit counters are not data anyone gave us: losing them in a crash only restarts every window.
-- Unlogged, an upsert writes no WAL and its commit waits for no disk flush, so the public write limit
-- no longer puts one flushed commit in front of every booking (requests from one address contend on
-- one counter row, each waiting for the previous commit). PostgreSQL empties the table after a crash.
ALTER TABLE "rate_limit_hits" SET UNLOGGED;
