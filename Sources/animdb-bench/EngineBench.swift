import AnimDBEngine
import AnimDBSyntax
import CAnimDBBaseline
import Foundation

/// Per-sample cost of the engine's hot paths beside the same formulas in C (-O2).
enum EngineBench {
    static func run(samples: Int = 2_000_000, repetitions: Int = 5) -> String {
        var harness = Harness(samples: samples, repetitions: repetitions)
        let step = 1.0 / Double(samples)

        let easeInOut = UnitCurve.easeInOut
        var cCurve = animdb_c_bezier_make(0.42, 0, 0.58, 1)
        harness.compare(
            "UnitCurve.easeInOut.value",
            swift: { n in
                var sum = 0.0
                for i in 0..<n { sum += easeInOut.value(at: Double(i) * step) }
                return sum
            },
            c: { n in
                var sum = 0.0
                for i in 0..<n { sum += animdb_c_bezier_value(&cCurve, Double(i) * step) }
                return sum
            })

        let spring = Spring(duration: 0.5, bounce: 0.3)
        let lambda = spring.damping / (2 * spring.mass)
        let omega = (spring.stiffness / spring.mass - lambda * lambda).squareRoot()
        harness.compare(
            "Spring.value (bouncy)",
            swift: { n in
                var sum = 0.0
                for i in 0..<n { sum += spring.value(target: 1.0, initialVelocity: 0, time: Double(i) * step) }
                return sum
            },
            c: { n in
                var sum = 0.0
                for i in 0..<n { sum += animdb_c_spring_value(omega, lambda, 1, 0, Double(i) * step) }
                return sum
            })

        // The fluid spring integrates between samples: sample a 1 s run at 60 fps, over and over.
        let fluid = Animation.spring(response: 0.5, dampingFraction: 0.825)
        harness.compare(
            "spring(response:dampingFraction:) @60fps",
            swift: { n in
                var sum = 0.0
                var sampler = AnimationSampler(fluid, from: 0, to: 1)
                for i in 0..<n {
                    let frame = i % 60
                    if frame == 0 { sampler = AnimationSampler(fluid, from: 0, to: 1) }
                    sum += sampler.value(at: Double(frame + 1) / 60)
                }
                return sum
            },
            c: { n in
                var sum = 0.0
                var state = animdb_c_fluid_spring()
                for i in 0..<n {
                    let frame = i % 60
                    if frame == 0 { animdb_c_fluid_spring_init(&state, 0.5, 0.825, 1) }
                    sum += animdb_c_fluid_spring_sample(&state, Double(frame + 1) / 60)
                }
                return sum
            })

        let interpolating = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        harness.compare(
            "interpolatingSpring(stiffness: 100, damping: 10)",
            swift: { n in
                var sum = 0.0
                for i in 0..<n { sum += interpolating.value(from: 0, to: 1, at: Double(i) * step) }
                return sum
            },
            c: { n in
                var sum = 0.0
                // Like the Swift animation, the model and finish time are derived once, when it is created.
                var model = animdb_c_spring_model()
                animdb_c_interpolating_spring_init(&model, 1, 100, 10, 0)
                for i in 0..<n { sum += animdb_c_interpolating_spring_value(&model, Double(i) * step) }
                return sum
            })

        let timeline = TimelineFixture()
        let duration = timeline.duration
        harness.compare(
            "KeyframeTrack 8 tracks x 100 keyframes",
            swift: { n in
                var sum = 0.0
                let tracks = timeline.swiftTracks
                for i in 0..<n / 8 {
                    let t = Double(i) * step * 8 * duration
                    for track in tracks { sum += track.value(time: t) }
                }
                return sum
            },
            c: { n in
                var sum = 0.0
                timeline.withCTracks { tracks in
                    for i in 0..<n / 8 {
                        let t = Double(i) * step * 8 * duration
                        for k in 0..<tracks.count { sum += animdb_c_track_value(tracks.baseAddress! + k, t) }
                    }
                }
                return sum
            })
        return harness.report()
    }
}

/// Eight tracks of 100 keyframes alternating linear and cubic segments, built identically for Swift and C.
final class TimelineFixture {
    let swiftTracks: [KeyframeTrack<Double>]
    let duration: Double
    /// C-side storage, allocated once and freed in deinit so the pointers handed to C stay valid.
    private var buffers: [UnsafeMutableRawPointer] = []
    private(set) var cTracks: [animdb_c_track] = []

    init() {
        var tracks: [KeyframeTrack<Double>] = []
        var longest = 0.0
        var cTracks: [animdb_c_track] = []
        var buffers: [UnsafeMutableRawPointer] = []
        func copy<T>(_ values: [T]) -> UnsafePointer<T> {
            let pointer = UnsafeMutablePointer<T>.allocate(capacity: values.count)
            pointer.initialize(from: values, count: values.count)
            buffers.append(UnsafeMutableRawPointer(pointer))
            return UnsafePointer(pointer)
        }
        for track in 0..<8 {
            var keyframes: [Keyframe<Double>] = []
            var values: [Double] = []
            var durations: [Double] = []
            var starts: [Double] = []
            var froms: [Double] = []
            var time = 0.0
            var previous = 0.0
            for k in 0..<100 {
                let value = sin(Double(k * (track + 1)) * 0.37) * 10
                let d = 0.05 + Double((k * 7 + track) % 5) * 0.01
                values.append(value)
                durations.append(d)
                starts.append(time)
                froms.append(previous)
                time += d
                previous = value
                // Explicit velocities keep the C twin's formula identical to the engine's Hermite segment.
                keyframes.append(
                    k % 2 == 0
                        ? .linear(value, duration: d, timingCurve: .linear)
                        : .cubic(value, duration: d, startVelocity: 1, endVelocity: -1))
            }
            let swiftTrack = KeyframeTrack(initialValue: 0.0, keyframes: keyframes)
            tracks.append(swiftTrack)
            longest = max(longest, swiftTrack.duration)
            cTracks.append(
                animdb_c_track(
                    count: 100, start: copy(starts), duration: copy(durations), from: copy(froms), to: copy(values),
                    v0: copy((0..<100).map { $0 % 2 == 0 ? 0.0 : 1.0 }),
                    v1: copy((0..<100).map { $0 % 2 == 0 ? 0.0 : -1.0 }),
                    kind: copy((0..<100).map { Int32($0 % 2) }), initial: 0))
        }
        swiftTracks = tracks
        duration = longest
        self.cTracks = cTracks
        self.buffers = buffers
    }

    func withCTracks<R>(_ body: (UnsafeBufferPointer<animdb_c_track>) -> R) -> R {
        cTracks.withUnsafeBufferPointer(body)
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
    }
}
