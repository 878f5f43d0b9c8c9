-- Revisions gain a one-line message ('revert to revision 2', 'rename from bounce') so `animdb log` can say why
-- a revision exists. Rows written before this migration keep an empty message.
ALTER TABLE revisions ADD COLUMN message TEXT NOT NULL DEFAULT '';

-- `animdb renders --format svg` without a name: newest renders of one format.
CREATE INDEX renders_by_format ON renders(format, started_at);
