#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A C library opened at run time with `dlopen`, so animdb builds and runs where the library is missing (macOS
/// without Homebrew, a Linux box without librsvg): only the formats that need it fail, with a line saying what to
/// install.
///
/// Libraries stay loaded for the life of the process (they are never `dlclose`d: function pointers taken from them
/// live in process-wide tables).
struct DynamicLibrary: @unchecked Sendable {
    // @unchecked: the handle is only passed to dlsym, which is thread-safe, and never closed.
    private let handle: UnsafeMutableRawPointer

    /// Opens the first of `names` that loads: bare names are found the system's way (`LD_LIBRARY_PATH`, the loader
    /// cache; `DYLD_*` on macOS), paths as they are.
    ///
    /// Lazily bound (`RTLD_LAZY`): librsvg brings GLib, GIO, Pango, HarfBuzz, fontconfig, FreeType and libxml2, and
    /// binding all their functions up front was a third of a PNG still's CPU time (29 ms against 20 ms for the
    /// whole `render --out x.png`); the functions animdb calls are looked up, and so checked, when it loads them.
    ///
    /// - Returns: nil when none loads.
    init?(firstOf names: [String]) {
        for name in names {
            if let handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL) {
                self.handle = handle
                return
            }
        }
        return nil
    }

    /// The address of `symbol` in this library or the libraries it depends on, or nil.
    func address(_ symbol: String) -> UnsafeMutableRawPointer? {
        dlsym(handle, symbol)
    }

    /// `symbol` as a C function of type `T`.
    ///
    /// - Throws: `MissingSymbol` when the library does not export it (an older version than animdb needs).
    func function<T>(_ symbol: String, as type: T.Type = T.self) throws(MissingSymbol) -> T {
        guard let address = address(symbol) else { throw MissingSymbol(name: symbol) }
        return unsafeBitCast(address, to: T.self)
    }

    struct MissingSymbol: Error {
        var name: String
    }

    /// The names to try for a library: its Linux soname, then its macOS install names in the system's search path,
    /// Homebrew on Apple silicon and Homebrew on Intel.
    static func candidates(linux: String, macOS: String) -> [String] {
        #if os(macOS)
            [macOS, "/opt/homebrew/lib/" + macOS, "/usr/local/lib/" + macOS]
        #else
            [linux]
        #endif
    }
}
