import AnimDBEngine

// Numeric literals exactly as Swift writes them:
//
//   decimal  := digits ('.' digits)? (('e' | 'E') ('+' | '-')? digits)? unit?
//   hex      := '0x' hexDigits ('.' hexDigits)? (('p' | 'P') ('+' | '-')? digits)?   — a fraction needs the exponent
//   octal    := '0o' octalDigits          binary := '0b' binaryDigits
//   unit     := 'deg' | 'rad' (letters written directly after a decimal; checked by the evaluator)
//
// Underscores may follow any digit (`1_000`, `0xFF_FF`). As in Swift, `.5` and `5.` are not numbers (`1.delay` is a
// member access on 1), and integer literals in other bases are integers, usable where a Double is expected.
extension Lexer {
    mutating func lexNumber() throws(ExpressionError) -> NumberLiteral {
        let start = location
        if peek() == "0", let prefix = peek(1), let radix = ["x": 16, "o": 8, "b": 2][prefix] {
            return try lexRadixNumber(radix, prefix: prefix, at: start)
        }
        var text = digits(radix: 10)
        var isInteger = true
        // A dot only continues the number when a digit follows: `1.delay` is not a fraction.
        if peek() == ".", let d = peek(1), d.isASCIIDigit {
            index += 1
            text += "." + digits(radix: 10)
            isInteger = false
        }
        if let e = peek(), e == "e" || e == "E" {
            text += try exponent(after: text, marker: "e")
            isInteger = false
        }
        var suffix: String?
        if let c = peek(), c.isIdentifierStart { suffix = lexWord() }
        return NumberLiteral(text: text, value: Double(text) ?? .infinity, isInteger: isInteger, suffix: suffix)
    }

    private mutating func lexRadixNumber(
        _ radix: Int, prefix: Character, at start: SourcePosition
    ) throws(ExpressionError) -> NumberLiteral {
        let name = [16: "hexadecimal", 8: "octal", 2: "binary"][radix]!
        index += 2
        let integerDigits = digits(radix: radix)
        guard !integerDigits.isEmpty else {
            throw ExpressionError(at: start, "expected \(name) digits after '0\(prefix)'")
        }
        var text = "0\(prefix)" + integerDigits
        var isInteger = true
        if radix == 16 {
            var hasFraction = false
            if peek() == ".", let d = peek(1), d.isHexDigit, d.isASCII {
                index += 1
                text += "." + digits(radix: 16)
                hasFraction = true
            }
            if let p = peek(), p == "p" || p == "P" {
                text += try exponent(after: text, marker: "p")
                isInteger = false
            } else if hasFraction {
                throw ExpressionError(
                    at: start, "hexadecimal floating-point literal '\(text)' must end with an exponent such as 'p0'")
            }
        }
        if let c = peek(), c.isIdentifierStart || c.isASCIIDigit {
            throw ExpressionError(at: location, "'\(c)' is not a valid \(name) digit in '\(text)'")
        }
        let value: Double
        if isInteger {
            // Beyond UInt64 the value is out of range anyway; the evaluator refuses infinity with a message.
            value = UInt64(integerDigits, radix: radix).map { Double($0) } ?? .infinity
        } else {
            value = Double(text) ?? .infinity
        }
        return NumberLiteral(text: text, value: value, isInteger: isInteger, suffix: nil)
    }

    /// The digits of `radix` at the cursor, with underscores after the first digit dropped.
    private mutating func digits(radix: Int) -> String {
        var result = ""
        while let c = peek(), c.isDigit(radix: radix) || (c == "_" && !result.isEmpty) {
            if c != "_" { result.append(c) }
            index += 1
        }
        return result
    }

    /// `e-3` or `p+2`: the marker, an optional sign and decimal digits, which must be there.
    private mutating func exponent(after text: String, marker: Character) throws(ExpressionError) -> String {
        let exponentStart = location
        var sign = ""
        var offset = 1
        if let s = peek(1), s == "+" || s == "-" {
            sign = String(s)
            offset = 2
        }
        guard let d = peek(offset), d.isASCIIDigit else {
            throw ExpressionError(
                at: exponentStart, "expected digits in the exponent of '\(text)\(peek()!)\(sign)'")
        }
        index += offset
        return String(marker) + sign + digits(radix: 10)
    }
}

extension Character {
    fileprivate func isDigit(radix: Int) -> Bool {
        guard isASCII, let value = hexDigitValue else { return false }
        return value < radix
    }
}
