-- A user's own types (a Shape or GeometryEffect read from Swift source), stored as the source of the file they came
-- from. Types have their own namespace, as in Swift, so their names and their history live apart from presets' and
-- timelines': a type may share a name with a preset. Presets name their type in presets.type, as they name a
-- built-in one.

CREATE TABLE types (
    id TEXT PRIMARY KEY NOT NULL,                  -- UUID, stable across edits
    name TEXT NOT NULL UNIQUE,                     -- the Swift type name, e.g. 'Star'
    kind TEXT NOT NULL,                            -- 'shape' or 'geometry-effect'
    content_json TEXT NOT NULL,                    -- canonical JSON: name, kind, file name, source
    hash TEXT NOT NULL,                            -- SHA-256 hex of content_json
    revision INTEGER NOT NULL CHECK (revision >= 1),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

-- Append-only, as revisions is for presets and timelines; a removal adds a tombstone carrying the last source.
CREATE TABLE type_revisions (
    type_id TEXT NOT NULL,
    revision INTEGER NOT NULL CHECK (revision >= 1),
    hash TEXT NOT NULL,
    parent_hash TEXT,
    name TEXT NOT NULL,
    content_json TEXT NOT NULL,
    created_at TEXT NOT NULL,
    author TEXT NOT NULL,
    message TEXT NOT NULL DEFAULT '',
    deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
    PRIMARY KEY (type_id, revision)
) WITHOUT ROWID;

CREATE INDEX type_revisions_by_name ON type_revisions(name, type_id);
