-- The first animdb schema: presets, timelines, their revision history and render history.
--
-- Timestamps are UTC ISO-8601 text with milliseconds ('2026-11-29T17:18:38.123Z'): fixed width, so text order is
-- time order and range queries can use indexes. Hashes are lower-case SHA-256 hex of the canonical content JSON.

CREATE TABLE presets (
    id TEXT PRIMARY KEY NOT NULL,                  -- UUID, stable across renames
    name TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,                            -- shape or modifier type name, e.g. 'RoundedRectangle'
    description TEXT NOT NULL DEFAULT '',
    content_json TEXT NOT NULL,                    -- canonical JSON of the content (no id, timestamps, revision)
    hash TEXT NOT NULL,                            -- SHA-256 hex of content_json
    revision INTEGER NOT NULL CHECK (revision >= 1),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

CREATE INDEX presets_by_type ON presets(type, name);

-- Tags are denormalised out of content_json so listing by tag needs no JSON parsing.
CREATE TABLE preset_tags (
    preset_id TEXT NOT NULL REFERENCES presets(id) ON DELETE CASCADE,
    tag TEXT NOT NULL,
    PRIMARY KEY (preset_id, tag)
) WITHOUT ROWID;

CREATE INDEX preset_tags_by_tag ON preset_tags(tag, preset_id);

CREATE TABLE timelines (
    id TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL UNIQUE,
    -- RESTRICT: a preset cannot disappear from under a timeline, even if the store's own check is bypassed.
    preset_id TEXT NOT NULL REFERENCES presets(id) ON DELETE RESTRICT,
    content_json TEXT NOT NULL,
    hash TEXT NOT NULL,
    revision INTEGER NOT NULL CHECK (revision >= 1),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

CREATE INDEX timelines_by_preset ON timelines(preset_id);

-- Append-only history: every change to a preset or timeline adds one row; a removal adds a tombstone
-- (deleted = 1) carrying the last content, so a removed object can still be shown or restored.
CREATE TABLE revisions (
    object_id TEXT NOT NULL,
    object_kind TEXT NOT NULL CHECK (object_kind IN ('preset', 'timeline')),
    revision INTEGER NOT NULL CHECK (revision >= 1),
    hash TEXT NOT NULL,
    parent_hash TEXT,                              -- NULL for revision 1
    name TEXT NOT NULL,                            -- the name at that revision (renames are revisions too)
    content_json TEXT NOT NULL,
    created_at TEXT NOT NULL,
    author TEXT NOT NULL,
    deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
    PRIMARY KEY (object_id, revision)
) WITHOUT ROWID;

-- Finds the history of a removed object by its last name.
CREATE INDEX revisions_by_name ON revisions(name, object_id);

-- Render history, written once per render and queried newest first. Sized for millions of rows: every filter the
-- CLI offers has an index whose second column is started_at, so 'newest N matching' is an index range scan.
CREATE TABLE renders (
    id INTEGER PRIMARY KEY,
    timeline_name TEXT NOT NULL,
    timeline_id TEXT,
    timeline_revision INTEGER,
    timeline_hash TEXT,
    preset_hash TEXT,
    engine_version TEXT NOT NULL,
    fps REAL NOT NULL,
    duration REAL NOT NULL,
    format TEXT NOT NULL,
    width INTEGER,
    height INTEGER,
    output_path TEXT,
    output_sha256 TEXT,
    frame_count INTEGER,
    started_at TEXT NOT NULL,
    wall_time_ms REAL,
    status TEXT NOT NULL CHECK (status IN ('ok', 'failed')),
    error_message TEXT
);

CREATE INDEX renders_by_timeline ON renders(timeline_name, started_at);
CREATE INDEX renders_by_started_at ON renders(started_at);
CREATE INDEX renders_by_status ON renders(status, started_at);
