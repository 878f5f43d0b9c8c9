/// The studio's secret: 128 random bits from the system's generator (getrandom or arc4random), as 32 hex digits.
/// Other local users can reach a loopback port; without this in the URL or the cookie, they get 403.
public enum StudioToken {
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let words = [generator.next(), generator.next()] as [UInt64]
        return words.map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
