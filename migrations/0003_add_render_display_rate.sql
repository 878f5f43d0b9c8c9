-- Renders record the display rate stateful animations ran on (fluid springs, repeats: docs/evaluation.md), so that
-- `replay` reproduces it. NULL for renders recorded before this migration; they replay at the default 60 Hz.
ALTER TABLE renders ADD COLUMN display_rate REAL;
