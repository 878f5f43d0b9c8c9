-- Timelines animate a view (content format 2): a content item and a modifier chain, any number of which are stored
-- presets. Which presets a timeline uses moves from timelines.preset_id to its own table, so a preset that any
-- timeline uses still cannot be removed (RESTRICT), and a timeline may use no preset at all (a plain text with an
-- inline offset). Content JSON is not rewritten: format-1 content keeps its bytes and hashes, and is read as format 2.

CREATE TABLE timelines_new (
    id TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL UNIQUE,
    content_json TEXT NOT NULL,
    hash TEXT NOT NULL,
    revision INTEGER NOT NULL CHECK (revision >= 1),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

INSERT INTO timelines_new (id, name, content_json, hash, revision, created_at, updated_at)
SELECT id, name, content_json, hash, revision, created_at, updated_at FROM timelines;

CREATE TABLE timeline_presets (
    timeline_id TEXT NOT NULL REFERENCES timelines(id) ON DELETE CASCADE,
    preset_id TEXT NOT NULL REFERENCES presets(id) ON DELETE RESTRICT,
    PRIMARY KEY (timeline_id, preset_id)
) WITHOUT ROWID;

INSERT INTO timeline_presets (timeline_id, preset_id) SELECT id, preset_id FROM timelines;

DROP TABLE timelines;
ALTER TABLE timelines_new RENAME TO timelines;

-- "Which timelines use this preset?" (removal, parameter checks) is an index range scan.
CREATE INDEX timeline_presets_by_preset ON timeline_presets(preset_id, timeline_id);

-- A render of a view records the revision (content hash) of every preset the view used, by preset id, as canonical
-- JSON ('{"<id>":"<hash>",…}'), so replay finds each exactly; preset_hash keeps the first for older readers.
ALTER TABLE renders ADD COLUMN preset_hashes TEXT;
