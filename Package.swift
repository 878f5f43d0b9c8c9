// swift-tools-version:6.0
import PackageDescription

// Release builds of `animdb` on Linux link the Swift runtime and FoundationEssentials statically, so the binary
// `swift run -c release` makes starts without resolving thousands of symbols in shared libraries (about half the
// start-up time; docs/architecture.md). The private libraries named are those of the 6.3 toolchain animdb is tested
// with; other toolchains link dynamically.
#if compiler(>=6.3)
    let staticRuntimeOnLinux: [LinkerSetting] = [
        .unsafeFlags(
            ["-static-stdlib", "-l_FoundationCShims", "-l_FoundationCollections", "-lswiftSynchronization"],
            .when(platforms: [.linux], configuration: .release))
    ]
#else
    let staticRuntimeOnLinux: [LinkerSetting] = []
#endif

let package = Package(
    name: "animdb",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "animdb", targets: ["animdb"]),
        .library(name: "AnimDBEngine", targets: ["AnimDBEngine"]),
    ],
    targets: [
        // Pure animation math; mirrors SwiftUI's names. Depends on Foundation only.
        .target(name: "AnimDBEngine"),
        // The SwiftUI expression syntax: lexer, parser, canonical printer and evaluator into engine values.
        .target(name: "AnimDBSyntax", dependencies: ["AnimDBEngine"]),
        // The content model: presets, timelines and their view trees, canonical JSON, hashing, names and limits. What
        // the store, bundles, the resolver, codegen and Lottie share; no SQLite, no expression syntax.
        .target(name: "AnimDBModel", dependencies: ["AnimDBEngine"]),
        // Path, Shape, the built-in shapes and modifier effects, and the preset type catalog.
        .target(name: "AnimDBGeometry", dependencies: ["AnimDBEngine"]),
        // Reads Swift source (Shapes, modifiers, effects, Animatable views) and interprets it in a bounded sandbox.
        .target(
            name: "AnimDBSwift", dependencies: ["AnimDBEngine", "AnimDBGeometry"],
            // The interpreter's frames and instances are classes mutated on every step; its own code never overlaps
            // accesses (one evaluation is one thread), so the dynamic exclusivity checks only cost time.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
        // SVG, HTML, plots and terminal drawing; returns strings, never does I/O.
        .target(name: "AnimDBRender", dependencies: ["AnimDBGeometry"]),
        // SwiftUI source generation from presets and timelines; never touches the store.
        .target(name: "AnimDBCodegen", dependencies: ["AnimDBGeometry", "AnimDBSyntax", "AnimDBEngine"]),
        // Lottie (Bodymovin JSON) and dotLottie: the document model, a deterministic writer, a bounded reader for
        // untrusted files, exact easing, baking, path and paint conversion. Only the CLI and tests import it.
        .target(
            name: "AnimDBLottie",
            dependencies: [
                "AnimDBEngine", "AnimDBSyntax", "AnimDBGeometry", "AnimDBRender", "AnimDBModel", "AnimDBResolve",
            ]
        ),
        // Pictures and video: SVG frames drawn by librsvg and cairo, PNG through cairo, GIF, APNG, MP4 and WebM through
        // the ffmpeg program. The C libraries are opened at run time (dlopen), so the package builds without them.
        .target(
            name: "AnimDBRaster", dependencies: ["AnimDBEngine"],
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // `animdb studio`: a loopback-only HTTP/1.1 server on POSIX sockets with a bounded request parser, and the
        // studio's routes and page. What it shows and saves is asked of a `StudioLibrary` the CLI hands it.
        .target(name: "AnimDBStudio", dependencies: ["AnimDBEngine", "AnimDBModel"]),
        // Argument parsing and one file per command, run in-process by tests.
        .target(
            name: "AnimDBCLI",
            dependencies: [
                "AnimDBEngine", "AnimDBSyntax", "AnimDBGeometry", "AnimDBRender", "AnimDBModel", "AnimDBStore",
                "AnimDBResolve", "AnimDBSync", "AnimDBCodegen", "AnimDBLottie", "AnimDBRaster", "AnimDBSwift",
                "AnimDBStudio",
            ]
        ),
        .executableTarget(name: "animdb", dependencies: ["AnimDBCLI"], linkerSettings: staticRuntimeOnLinux),
        // The same formulas in C, compiled -O2: the baseline the benchmark compares against.
        .target(
            name: "CAnimDBBaseline",
            cSettings: [.unsafeFlags(["-O2"])]
        ),
        .executableTarget(
            name: "animdb-bench",
            dependencies: [
                "AnimDBEngine", "AnimDBSyntax", "AnimDBGeometry", "AnimDBModel", "AnimDBStore", "AnimDBResolve",
                "AnimDBSync", "AnimDBTestSupport", "CAnimDBBaseline", "AnimDBSwift", "AnimDBRender",
            ]
        ),
        // The system SQLite (libsqlite3-dev on Debian/Ubuntu, the SDK's on macOS).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // Build-time tool behind the EmbedMigrations plugin: compiles migrations/*.sql into Swift. Foundation only.
        .executableTarget(name: "animdb-embed-sql"),
        .plugin(name: "EmbedMigrations", capability: .buildTool(), dependencies: ["animdb-embed-sql"]),
        // SQLite wrapper, embedded migrations, presets, timelines, revisions and render history. Stored expressions are
        // text here: the store knows neither the expression syntax nor the shapes.
        .target(
            name: "AnimDBStore",
            dependencies: ["AnimDBEngine", "AnimDBModel", "CSQLite"],
            plugins: ["EmbedMigrations"]
        ),
        // The one resolver from stored text to typed values, tracks and durations, and the timeline evaluator built on
        // it: used by play, render, curve, codegen, add/set and sync validation.
        .target(
            name: "AnimDBResolve",
            dependencies: ["AnimDBModel", "AnimDBGeometry", "AnimDBSyntax", "AnimDBEngine", "AnimDBSwift"]),
        // Canonical bundles, content-addressed import with three-way merge, and team sync through git.
        .target(name: "AnimDBSync", dependencies: ["AnimDBModel", "AnimDBStore"]),
        .target(
            name: "AnimDBTestSupport", dependencies: ["AnimDBEngine", "AnimDBModel", "AnimDBStore"],
            path: "Tests/AnimDBTestSupport"),
        .testTarget(name: "AnimDBStoreTests", dependencies: ["AnimDBStore", "AnimDBTestSupport", "CSQLite"]),
        .testTarget(
            name: "AnimDBEngineTests", dependencies: ["AnimDBEngine", "AnimDBTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "AnimDBSyntaxTests", dependencies: ["AnimDBSyntax", "AnimDBEngine", "AnimDBTestSupport"]),
        .testTarget(
            name: "AnimDBResolveTests",
            dependencies: ["AnimDBResolve", "AnimDBStore", "AnimDBSyntax", "AnimDBEngine", "AnimDBTestSupport"]),
        .testTarget(
            name: "AnimDBGeometryTests", dependencies: ["AnimDBGeometry", "AnimDBEngine", "AnimDBTestSupport"]),
        .testTarget(
            name: "AnimDBRenderTests",
            dependencies: ["AnimDBRender", "AnimDBGeometry", "AnimDBEngine", "AnimDBTestSupport"],
            exclude: ["Golden"]),
        // Runs the built `animdb` binary against temporary stores, as a user would.
        .testTarget(
            name: "AnimDBEndToEndTests",
            dependencies: ["animdb", "AnimDBStore", "AnimDBTestSupport"]
        ),
        .testTarget(
            name: "AnimDBCodegenTests",
            dependencies: ["AnimDBCodegen", "AnimDBGeometry", "AnimDBSyntax", "AnimDBEngine"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "AnimDBCLITests",
            dependencies: [
                "AnimDBCLI", "AnimDBEngine", "AnimDBSyntax", "AnimDBStore", "AnimDBResolve", "AnimDBSync",
                "AnimDBRaster", "AnimDBStudio", "AnimDBTestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "AnimDBStudioTests", dependencies: ["AnimDBStudio", "AnimDBModel"]),
        .testTarget(
            name: "AnimDBRasterTests",
            dependencies: ["AnimDBRaster", "AnimDBRender", "AnimDBGeometry", "AnimDBEngine", "AnimDBTestSupport"]),
        .testTarget(
            name: "AnimDBSwiftTests",
            dependencies: ["AnimDBSwift", "AnimDBGeometry", "AnimDBEngine", "AnimDBTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "AnimDBSyncTests", dependencies: ["AnimDBSync", "AnimDBStore", "AnimDBTestSupport"]),
        .testTarget(
            name: "AnimDBLottieTests",
            dependencies: [
                "AnimDBLottie", "AnimDBGeometry", "AnimDBRender", "AnimDBEngine", "AnimDBModel", "AnimDBStore",
                "AnimDBResolve", "AnimDBSyntax", "AnimDBTestSupport",
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
