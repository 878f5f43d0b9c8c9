import Foundation
import Testing

/// Issue 21: exit codes belong to the error, not the path. The same mistake, made through any command that can make
/// it, gives the same exit code and the same message.
struct SameMistakeTests {
    /// One way of making a mistake: commands that set the scene, then the command that makes it.
    struct Path: CustomStringConvertible, Sendable {
        var setup: [[String]] = []
        var words: [String]
        var description: String { words.joined(separator: " ") }
    }

    static let cannotAnimate = "LinearKeyframe(true, duration: 1)"
    static let keyframe = "LinearKeyframe(.degrees(10), duration: 1)"
    /// `arc-demo` made again by `add timeline`, so the timeline a mistake names is the same on every path.
    static let removeArcDemo = ["rm", "arc-demo"]
    /// An arc whose parameter (not a state, as in the demo's view) changes at 0.5 s.
    static let arcWithAChange = [
        "add", "timeline", "arc-demo", "--preset", "Arc", "--change", "startAngle = .degrees(45) at 0.5",
    ]

    static let mistakes: [(mistake: String, code: Int32, paths: [Path])] = [
        (
            "keyframes for a parameter that cannot animate", 64,
            [
                Path(words: ["add", "keyframe", "arc-demo", "clockwise", cannotAnimate]),
                Path(
                    setup: [removeArcDemo],
                    words: ["add", "timeline", "arc-demo", "--preset", "Arc", "--track", "clockwise: \(cannotAnimate)"]),
                Path(words: ["set", "arc-demo", "clockwise=\(cannotAnimate)"]),
            ]
        ),
        (
            "a track for a parameter the view lacks", 64,
            [
                Path(words: ["add", "keyframe", "arc-demo", "startAngel", keyframe]),
                Path(
                    setup: [removeArcDemo],
                    words: ["add", "timeline", "arc-demo", "--preset", "Arc", "--track", "startAngel: \(keyframe)"]),
                Path(words: ["set", "arc-demo", "startAngel=\(keyframe)"]),
                Path(words: ["set", "arc-demo", "--unset", "startAngel"]),
            ]
        ),
        (
            "a keyframe track and changes on one parameter", 64,
            [
                Path(
                    setup: [removeArcDemo, arcWithAChange],
                    words: ["add", "keyframe", "arc-demo", "startAngle", keyframe]),
                Path(setup: [removeArcDemo, arcWithAChange], words: ["set", "arc-demo", "startAngle=\(keyframe)"]),
                Path(
                    setup: [removeArcDemo],
                    words: [
                        "add", "timeline", "arc-demo", "--preset", "Arc", "--track", "startAngle: \(keyframe)",
                        "--change", "startAngle = .degrees(45) at 0.5",
                    ]),
                Path(
                    setup: [
                        removeArcDemo,
                        ["add", "timeline", "arc-demo", "--preset", "Arc", "--track", "startAngle: \(keyframe)"],
                    ],
                    words: ["add", "change", "arc-demo", "startAngle = .degrees(45) at 0.5"]),
            ]
        ),
        (
            "a repeat count out of range", 64,
            [
                Path(words: ["add", "timeline", "t", "--preset", "Arc", "--repeat", "0"]),
                Path(words: ["set", "arc-demo", "repeat=0"]),
            ]
        ),
        (
            "a new name the name rules refuse", 64,
            [
                Path(words: ["add", "preset", "a b", "--type", "arc"]),
                Path(words: ["add", "timeline", "a b", "--preset", "Arc"]),
                Path(words: ["rename", "Arc", "a b"]),
            ]
        ),
        (
            "a tag the name rules refuse", 64,
            [
                Path(words: ["add", "preset", "p", "--type", "arc", "--tag", "a b"]),
                Path(words: ["set", "Arc", "--tag", "a b"]),
            ]
        ),
        (
            "an unknown preset type", 64,
            [
                Path(words: ["add", "preset", "p", "--type", "polgon"]),
                Path(words: ["list", "--type", "polgon"]),
                Path(words: ["types", "polgon"]),
            ]
        ),
        (
            "a parameter the preset's type lacks", 64,
            [
                Path(words: ["add", "preset", "p", "--type", "arc", "--set", "startAngel=10deg"]),
                Path(setup: [["add", "preset", "p", "--type", "arc"]], words: ["set", "p", "startAngel=10deg"]),
            ]
        ),
        (
            "a parameter value of the wrong type", 64,
            [
                Path(words: ["add", "preset", "p", "--type", "arc", "--set", "startAngle=zzz"]),
                Path(setup: [["add", "preset", "p", "--type", "arc"]], words: ["set", "p", "startAngle=zzz"]),
            ]
        ),
        (
            "an assignment without '='", 64,
            [
                Path(words: ["add", "preset", "p", "--type", "arc", "--set", "startAngle"]),
                Path(words: ["set", "Arc", "startAngle"]),
            ]
        ),
        (
            "a time out of range", 64,
            [
                Path(words: ["play", "arc-demo", "--at", "2e6"]),
                Path(words: ["render", "arc-demo", "--out", "x.svg", "--at", "2e6"]),
                Path(words: ["curve", ".easeIn", "--at", "2e6"]),
            ]
        ),
        (
            "a frame rate out of range", 64,
            [
                Path(words: ["play", "arc-demo", "--fps", "0"]),
                Path(words: ["render", "arc-demo", "--out", "x.svg", "--fps", "0"]),
                Path(words: ["curve", ".easeIn", "--fps", "0"]),
            ]
        ),
        (
            "a display rate out of range", 64,
            [
                Path(words: ["play", "arc-demo", "--display-rate", "0"]),
                Path(words: ["render", "arc-demo", "--out", "x.svg", "--display-rate", "0"]),
                Path(words: ["curve", ".easeIn", "--display-rate", "0"]),
            ]
        ),
        (
            "an unknown timeline", 1,
            [
                Path(words: ["play", "nope"]),
                Path(words: ["render", "nope", "--out", "x.svg"]),
                Path(words: ["add", "keyframe", "nope", "startAngle", keyframe]),
                Path(words: ["add", "change", "nope", "startAngle = .degrees(45) at 0.5"]),
            ]
        ),
        (
            "an unknown preset or timeline", 1,
            [
                Path(words: ["show", "nope"]), Path(words: ["log", "nope"]), Path(words: ["set", "nope", "a=1"]),
                Path(words: ["rm", "nope"]), Path(words: ["rename", "nope", "other"]),
                Path(words: ["revert", "nope", "1"]), Path(words: ["codegen", "nope"]),
            ]
        ),
    ]

    @Test(arguments: mistakes.indices)
    func theSameMistakeGivesTheSameCodeAndMessage(index: Int) throws {
        let (mistake, code, paths) = Self.mistakes[index]
        var messages: [(path: Path, stderr: String)] = []
        for path in paths {
            let cli = try CLIFixture()
            #expect(cli.run("list").code == 0)
            for setup in path.setup {
                let result = cli.run(setup)
                #expect(result.code == 0, "\(mistake): setup \(setup): \(result.stderr)")
            }
            let before = cli.storeSnapshot()
            let result = cli.run(path.words)
            #expect(result.code == code, "\(mistake) through '\(path)': \(result.stderr)")
            #expect(cli.storeSnapshot() == before, "\(mistake) through '\(path)' changed the store")
            messages.append((path, result.stderr))
        }
        let first = try #require(messages.first)
        #expect(first.stderr.hasPrefix("Error: "), "\(first.stderr)")
        for (path, stderr) in messages.dropFirst() {
            #expect(stderr == first.stderr, "\(mistake): '\(path)' and '\(first.path)' disagree")
        }
    }
}
