import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The store's timestamp text: UTC, millisecond precision, fixed width (`2026-11-29T17:18:38.123Z`).
///
/// Fixed width makes text order equal time order, so `started_at >= ?` can use an index. Written by hand rather
/// than with `ISO8601DateFormatter` to pin the exact format on every platform and to avoid a formatter per call.
package enum Timestamp {
    /// Formats `date`, truncated to the millisecond.
    package static func string(from date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let (days, millisecondOfDay) = milliseconds.floorDivided(by: 86_400_000)
        let (year, month, day) = civilDate(fromDays: days)
        let seconds = millisecondOfDay / 1000
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(seconds / 3600, 2)):"
            + "\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2)).\(pad(millisecondOfDay % 1000, 3))Z"
    }

    /// Parses text in exactly the format `string(from:)` writes; nil for anything else.
    package static func date(from text: String) -> Date? {
        var text = text
        // Parsing in place over contiguous UTF-8 avoids an array per call; listings parse one per row.
        return text.withUTF8 { date(fromUTF8: $0) }
    }

    private static func date(fromUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count == 24, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54, bytes[13] == 0x3A,
            bytes[16] == 0x3A, bytes[19] == 0x2E, bytes[23] == 0x5A
        else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for index in range {
                let byte = bytes[index]
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            let millisecond = number(20..<23), (1...12).contains(month), (1...31).contains(day), hour < 24,
            minute < 60, second < 60
        else { return nil }
        let days = days(fromCivilYear: year, month: month, day: day)
        let total = ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + millisecond
        return Date(timeIntervalSince1970: Double(total) / 1000)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    // Howard Hinnant's days-from-civil algorithms (proleptic Gregorian calendar, day 0 = 1970-01-01).
    private static func civilDate(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func days(fromCivilYear year: Int64, month: Int64, day: Int64) -> Int64 {
        let adjustedYear = month <= 2 ? year - 1 : year
        let era = (adjustedYear >= 0 ? adjustedYear : adjustedYear - 399) / 400
        let yearOfEra = adjustedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

extension Int64 {
    /// Quotient and remainder rounded toward negative infinity, so times before 1970 split correctly.
    fileprivate func floorDivided(by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = self % divisor
        return remainder < 0 ? (self / divisor - 1, remainder + divisor) : (self / divisor, remainder)
    }
}
