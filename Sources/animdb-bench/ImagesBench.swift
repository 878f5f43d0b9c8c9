import Foundation

/// Issue 21's picture figures, whole processes as a user runs them: a PNG still against `rsvg-convert` of the same
/// SVG still (the same library, so the ratio is animdb's own overhead: start-up, the store, the scene), and a GIF
/// of `flower-loading` (3 s, 320 × 320, asked for at 60 fps, so 151 frames at GIF's 50) against ffmpeg alone
/// encoding the same frames from a raw file with the same two palette passes (what drawing and piping add).
/// MP4, WebM, APNG and a contact sheet of the same animation are listed for reference.
///
/// Each figure is wall time and the CPU time of the processes measured (user + system, from `getrusage`): on a
/// machine shared with other builds the wall time waits in the run queue, the CPU time does not, so ratios are of
/// CPU time.
enum ImagesBench {
    /// A measured run: wall seconds and the child processes' CPU seconds.
    struct Sample {
        var wall: Double
        var cpu: Double
    }

    /// Runs `body` (which runs and waits for child processes) and returns its wall time and their CPU time.
    static func measure(_ body: () -> Double) -> Sample {
        func childCPU() -> Double {
            var usage = rusage()
            #if canImport(Glibc)
                getrusage(RUSAGE_CHILDREN.rawValue, &usage)
            #else
                getrusage(RUSAGE_CHILDREN, &usage)
            #endif
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        let before = childCPU()
        let wall = body()
        return Sample(wall: wall, cpu: childCPU() - before)
    }

    static func median(_ samples: [Sample]) -> Sample {
        Sample(
            wall: samples.map(\.wall).sorted()[samples.count / 2], cpu: samples.map(\.cpu).sorted()[samples.count / 2])
    }

    static func run(work: URL) -> String {
        let animdb = ProcessTimer.animdb
        let env = [
            "ANIMDB_DB": work.appendingPathComponent("images.sqlite").path, "HOME": work.path, "ANIMDB_AUTHOR": "bench",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TMPDIR": work.path,
        ]
        ProcessTimer.time(animdb, ["list"], environment: env)  // create and seed, outside the timing
        func out(_ name: String) -> String { work.appendingPathComponent(name).path }
        var rows =
            "| measurement | wall (CPU) | baseline, same run | CPU ratio | goal |\n|---|---:|---:|---:|---|\n"

        // The still: arc-demo at 1 s, 240 × 240.
        let svg = out("arc.svg")
        ProcessTimer.time(animdb, ["render", "arc-demo", "--at", "1", "--out", svg, "--force"], environment: env)
        let rsvg = ProcessTimer.which("rsvg-convert")
        var still: [Sample] = []
        var reference: [Sample] = []
        for _ in 0..<21 {
            still.append(
                measure {
                    ProcessTimer.time(
                        animdb, ["render", "arc-demo", "--at", "1", "--out", out("arc.png"), "--force"],
                        environment: env)
                })
            if let rsvg { reference.append(measure { ProcessTimer.time(rsvg, ["-o", out("arc-rsvg.png"), svg]) }) }
        }
        let stillMedian = median(still)
        rows += row(
            "render arc-demo --at 1 --out arc.png (240 × 240, median of 21) vs rsvg-convert of the SVG still",
            stillMedian, rsvg == nil ? nil : median(reference), goal: "≤ 50 ms")
        let retina = median(
            (0..<11).map { _ in
                measure {
                    ProcessTimer.time(
                        animdb,
                        ["render", "arc-demo", "--at", "1", "--scale", "2", "--out", out("arc2.png"), "--force"],
                        environment: env)
                }
            })
        rows += row("… --scale 2 (480 × 480, median of 11)", retina, nil, goal: "")

        // The GIF, and ffmpeg alone on the same frames.
        guard let ffmpeg = ProcessTimer.which("ffmpeg") else {
            return rows + "\nffmpeg not found: GIF and video skipped\n"
        }
        let flower = ["flower-loading", "--duration", "3", "--width", "320", "--height", "320"]
        let gif = median(
            (0..<3).map { _ in
                measure {
                    ProcessTimer.time(
                        animdb, ["render"] + flower + ["--out", out("f.gif"), "--force"], environment: env)
                }
            })
        let raw = out("f.rgba")
        ProcessTimer.time(
            animdb, ["render"] + flower + ["--fps", "50", "--out", out("f50.apng"), "--force"], environment: env)
        ProcessTimer.time(
            ffmpeg, ["-v", "error", "-y", "-i", out("f50.apng"), "-f", "rawvideo", "-pix_fmt", "rgba", raw])
        let input = ["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "320x320", "-framerate", "50"]
        let encodeOnly = median(
            (0..<3).map { _ in
                measure {
                    ProcessTimer.time(
                        ffmpeg,
                        input + [
                            "-i", raw, "-vf", "palettegen=stats_mode=full:reserve_transparent=1", "-f", "rawvideo",
                        ]
                            + ["-pix_fmt", "rgba", "-y", out("palette.raw")])
                        + ProcessTimer.time(
                            ffmpeg,
                            input + ["-i", raw] + ["-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "16x16"]
                                + ["-i", out("palette.raw"), "-lavfi"]
                                + [
                                    "[0:v][1:v]paletteuse=dither=floyd_steinberg:diff_mode=rectangle:alpha_threshold=128"
                                ]
                                + ["-loop", "0", "-f", "gif", "-y", out("f-ffmpeg.gif")])
                }
            })
        rows += row(
            "render flower-loading --duration 3 --width 320 --height 320 --out f.gif (151 frames at 50 fps, median of 3)"
                + " vs ffmpeg's two palette passes over the same raw frames",
            gif, encodeOnly, goal: "≤ 3 s")
        let longer = median(
            (0..<3).map { _ in
                measure {
                    ProcessTimer.time(
                        animdb,
                        ["render", "flower-loading", "--duration", "3.6", "--width", "320", "--height", "320", "--out"]
                            + [out("f181.gif"), "--force"], environment: env)
                }
            })
        rows += row("… --duration 3.6 (181 frames, median of 3)", longer, nil, goal: "≤ 3 s for 180 frames")
        for (label, file) in [
            ("MP4 (H.264, 181 frames at 60 fps)", "f.mp4"), ("WebM (VP9 with alpha, 181 frames)", "f.webm"),
            ("APNG (181 frames)", "f.apng"),
        ] {
            let seconds = measure {
                ProcessTimer.time(animdb, ["render"] + flower + ["--out", out(file), "--force"], environment: env)
            }
            rows += row("render flower-loading … --out \(file): \(label), one run", seconds, nil, goal: "")
        }
        let sheet = measure {
            ProcessTimer.time(
                animdb, ["render", "flower-loading", "--sheet", "4x3", "--out", out("sheet.png"), "--force"],
                environment: env)
        }
        rows += row("render flower-loading --sheet 4x3 (1040 × 856), one run", sheet, nil, goal: "")
        return rows
    }

    private static func row(_ label: String, _ sample: Sample, _ baseline: Sample?, goal: String) -> String {
        func time(_ s: Double) -> String { s < 1 ? ProcessTimer.ms(s) : String(format: "%.2f s", s) }
        func both(_ sample: Sample) -> String { "\(time(sample.wall)) (\(time(sample.cpu)) CPU)" }
        let ratio = baseline.map { String(format: "%.2f×", sample.cpu / $0.cpu) } ?? ""
        return "| \(label) | \(both(sample)) | \(baseline.map(both) ?? "") | \(ratio) | \(goal) |\n"
    }
}
