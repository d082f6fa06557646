/// en-US number formatting and plural rules, as ICU applies them inside a MessageFormat.
import ModelValidationValues

enum ICUNumberFormat {
    /// A MessageFormat argument after PHP's intl extension converted it.
    enum Formattable {
        case string(String)
        case double(Double)
        case long(Int)

        var isNumeric: Bool {
            if case .string = self { return false }
            return true
        }

        var doubleValue: Double {
            switch self {
            case .double(let d): return d
            case .long(let i): return Double(i)
            case .string: return 0
            }
        }
    }

    /// The digits of a number argument, exactly for integers, shortest for doubles.
    static func digits(of value: Formattable) -> DecimalDigits? {
        switch value {
        case .long(let i): return DecimalDigits(i)
        case .double(let d): return d.isFinite ? DecimalDigits(d) : nil
        case .string: return nil
        }
    }

    /// Formats with the given style: `#,##0.###`, `#,##0`, `#,##0%` or `¤#,##0.00`, the currency
    /// written `currencySymbol` (`$` for en-US; `¤` for English with no region, which has no
    /// currency).
    static func format(_ value: Formattable, style: ICUMessagePattern.NumberStyle, currencySymbol: String = "$") -> String {
        if case .double(let d) = value, !d.isFinite {
            if d.isNaN { return "NaN" }
            let sign = d < 0 ? "-" : ""
            switch style {
            case .percent: return sign + "∞%"
            case .currency: return sign + currencySymbol + "∞"
            default: return sign + "∞"
            }
        }
        guard let digits = digits(of: value) else { return "" }
        switch style {
        case .decimal: return render(digits.rounded(fractionDigits: 3), minimumFractionDigits: 0)
        case .integer: return render(digits.rounded(fractionDigits: 0), minimumFractionDigits: 0)
        case .percent:
            var scaled = digits
            if !scaled.isZero { scaled.pointPosition += 2 }
            return render(scaled.rounded(fractionDigits: 0), minimumFractionDigits: 0) + "%"
        case .currency:
            return render(digits.rounded(fractionDigits: 2), minimumFractionDigits: 2, prefix: currencySymbol)
        }
    }

    /// Writes grouped digits: sign, prefix, integer part with `,` every three digits, fraction.
    static func render(_ d: DecimalDigits, minimumFractionDigits: Int, prefix: String = "") -> String {
        var out: [UInt8] = []
        if d.isNegative { out.append(UInt8(ascii: "-")) }
        out.append(contentsOf: prefix.utf8)
        let integerCount = max(d.pointPosition, 0)
        if integerCount == 0 {
            out.append(UInt8(ascii: "0"))
        } else {
            for i in 0..<integerCount {
                if i > 0 && (integerCount - i) % 3 == 0 { out.append(UInt8(ascii: ",")) }
                out.append(i < d.digits.count ? 48 + d.digits[i] : UInt8(ascii: "0"))
            }
        }
        var fraction: [UInt8] = []
        if d.digits.count > integerCount {
            for _ in 0..<max(-d.pointPosition, 0) { fraction.append(UInt8(ascii: "0")) }
            for digit in d.digits[integerCount...] { fraction.append(48 + digit) }
        }
        while fraction.count < minimumFractionDigits { fraction.append(UInt8(ascii: "0")) }
        if !fraction.isEmpty {
            out.append(UInt8(ascii: "."))
            out.append(contentsOf: fraction)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The en plural category of an already rounded number: `one`, `two`, `few` or `other`.
    static func pluralKeyword(_ d: DecimalDigits, ordinal: Bool) -> String {
        let hasFraction = d.digits.count > max(d.pointPosition, 0)
        if hasFraction { return "other" }
        if !ordinal {
            return d.digits == [1] && d.pointPosition == 1 ? "one" : "other"
        }
        // Last two digits of the integer.
        func digit(fromEnd k: Int) -> Int {
            let index = d.pointPosition - 1 - k
            return index >= 0 && index < d.digits.count ? Int(d.digits[index]) : 0
        }
        let units = digit(fromEnd: 0), tens = digit(fromEnd: 1)
        if tens == 1 { return "other" }
        switch units {
        case 1: return "one"
        case 2: return "two"
        case 3: return "few"
        default: return "other"
        }
    }
}
