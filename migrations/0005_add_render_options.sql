-- Renders record the options beyond fps, duration and size that decide their bytes (a picture's scale and
-- background, a contact sheet's grid) and the versions of the outside tools that made them (librsvg, cairo, ffmpeg),
-- as canonical JSON ('{"background":"Color.white","scale":"2"}'), so `replay` reproduces a PNG, GIF or video and can
-- say which tool changed when it does not. NULL when there are none (every render before this migration).
ALTER TABLE renders ADD COLUMN options TEXT;
